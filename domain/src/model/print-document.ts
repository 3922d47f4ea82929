import type { ValuesInsight } from '../rules/values-insight.ts';
import type { CalendarDate } from './calendar-date.ts';
import type { LanguageTag } from './language.ts';
import type { MeaningfulWorkData } from './meaningful-work.ts';

export interface PrintedValue {
  /** 1-10, 1 being most meaningful. */
  readonly rank: number;
  readonly value: string;
  readonly description: string;
  readonly percentLived: number;
}

interface PrintBase {
  /** The product's name, or the participant's organisation's when it hides the product's. */
  readonly productTitle: string;
  /** The participant's language: labels, dates and default values' names; absent (a job queued before languages): English. */
  readonly language?: LanguageTag;
  readonly participant: { readonly forename: string; readonly surname: string };
  readonly event: { readonly eventName: string; readonly eventDate: CalendarDate } | null;
}

/** What a print view shows but its logo: what a pdf job carries (the worker adds the logo). */
export type PrintContent =
  | (PrintBase & { readonly page: 'prework'; readonly values: readonly PrintedValue[] })
  | (PrintBase & {
      readonly page: 'live';
      readonly values: readonly PrintedValue[];
      /** Valued vs lived, of these values. */
      readonly insight: ValuesInsight;
    })
  | (PrintBase & {
      readonly page: 'mw';
      readonly meaningfulWork: MeaningfulWorkData;
      /** Valued vs lived, of the participant's rated values (none before they are rated). */
      readonly insight: ValuesInsight;
    });

/** Everything a print view needs, and nothing else: the views never fetch. */
export type PrintDocument = PrintContent & {
  /**
   * The participant's organisation's logo: in a PDF a `data:` URI (its print HTML fetches
   * nothing), on the print page its address; absent: none.
   */
  readonly logo?: string;
};
