import type { CalendarDate } from '../model/calendar-date.ts';
import type { LanguageTag } from '../model/language.ts';
import type { MeaningfulWorkData } from '../model/meaningful-work.ts';
import type { PrintDocument, PrintedValue } from '../model/print-document.ts';
import { PERCENT_LIVED_DEFAULT, type ValuesResponse } from '../model/response.ts';
import type { PrintBrand } from './organisation-brand.ts';
import { NO_INSIGHT, type ValuesInsight, valuesInsight } from './values-insight.ts';

/** Whose output it is and where it comes from: the header of every print view. */
export interface PrintContext extends PrintBrand {
  readonly language: LanguageTag;
  readonly participant: { readonly forename: string; readonly surname: string };
  readonly event: { readonly eventName: string; readonly eventDate: CalendarDate } | null;
}

type ValuesLists = Pick<ValuesResponse, 'values' | 'descriptions' | 'percentLived'>;

/** The lists are kept in rank order, so a value's rank is its position (1 most meaningful). */
export const printedValues = (lists: ValuesLists): PrintedValue[] =>
  lists.values.map((chosen, i) => ({
    rank: i + 1,
    value: chosen.value,
    description: lists.descriptions[i] ?? '',
    percentLived: lists.percentLived[i] ?? PERCENT_LIVED_DEFAULT,
  }));

// Copies only the named fields: a caller passing a whole user or event must not hand the views more.
const header = (context: PrintContext) => ({
  productTitle: context.productTitle,
  language: context.language,
  ...(context.logo === undefined ? {} : { logo: context.logo }),
  participant: { forename: context.participant.forename, surname: context.participant.surname },
  event:
    context.event === null
      ? null
      : { eventName: context.event.eventName, eventDate: context.event.eventDate },
});

/**
 * The pre-work or live output; a participant with no record yet gets an empty list. The live
 * output carries the valued-vs-lived insight of the very values it prints.
 */
export const valuesPrintDocument = (
  context: PrintContext,
  page: 'prework' | 'live',
  lists: ValuesLists | null,
): PrintDocument => {
  const values = lists === null ? [] : printedValues(lists);
  if (page === 'prework') return { ...header(context), page, values };
  return { ...header(context), page, values, insight: lists === null ? NO_INSIGHT : valuesInsight(lists) };
};

/** The Meaningful Work sheet, with the insight of the participant's rated values (ratedInsight). */
export const meaningfulWorkPrintDocument = (
  context: PrintContext,
  meaningfulWork: MeaningfulWorkData,
  insight: ValuesInsight,
): PrintDocument => ({ ...header(context), page: 'mw', meaningfulWork, insight });
