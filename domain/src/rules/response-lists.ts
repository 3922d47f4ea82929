import { type ErrorText, invalid } from '../errors/domain-error.ts';
import {
  type ChosenValue,
  PERCENT_LIVED_DEFAULT,
  PERCENT_LIVED_MAX,
  PERCENT_LIVED_MIN,
  type ValuesResponse,
} from '../model/response.ts';
import { defineMessage } from './message-descriptor.ts';
import { VALUE_COUNT, VALUE_LAYOUT, type ValueLayout } from './value-layout.ts';

export interface ResponseLists {
  readonly values: readonly ChosenValue[];
  readonly descriptions: readonly string[];
  readonly percentLived: readonly number[];
}

/** Spec 2.15's refusal of a step-1 save without exactly the count of values ticked. */
export const exactCountMessage = (layout: ValueLayout): ErrorText => ({
  message: defineMessage({
    id: 'error.response.exactCount',
    defaultMessage: 'Please choose exactly {count} values',
  }),
  values: { count: layout.count },
});
export const listsMisalignedMessage = (layout: ValueLayout): ErrorText => ({
  message: defineMessage({
    id: 'error.response.listsMisaligned',
    defaultMessage: 'Values, descriptions and percent lived must each have {count} entries',
  }),
  values: { count: layout.count },
});
/** The refusal's English, which the participant's screens recognise (and word in their own catalogue). */
export const EXACT_COUNT_MESSAGE = `Please choose exactly ${VALUE_LAYOUT.count} values`;
const PERCENT_LIVED = defineMessage({
  id: 'error.response.percentLived',
  defaultMessage: 'Percent lived must be a whole number from 0 to 100',
});
export const PERCENT_LIVED_MESSAGE = PERCENT_LIVED.defaultMessage;

/** Every chosen value has a name (the request schema refuses a blank one in the same words). */
export const VALUE_NAME_REQUIRED = defineMessage({
  id: 'error.response.valueNameRequired',
  defaultMessage: 'Every value needs a name',
});

export const isPercentLived = (n: number): boolean =>
  Number.isInteger(n) && n >= PERCENT_LIVED_MIN && n <= PERCENT_LIVED_MAX;

/** Exactly VALUE_COUNT values, non-empty labels, parallel lists of the same length, percents within 0-100. */
export const assertValidLists = (lists: ResponseLists): void => {
  if (lists.values.length !== VALUE_COUNT) throw invalid('RESPONSE.NOT_TEN', exactCountMessage(VALUE_LAYOUT));
  if (lists.values.some((v) => v.value.trim() === ''))
    throw invalid('RESPONSE.EMPTY_VALUE', VALUE_NAME_REQUIRED);
  if (lists.descriptions.length !== VALUE_COUNT || lists.percentLived.length !== VALUE_COUNT) {
    throw invalid('RESPONSE.LISTS_MISALIGNED', listsMisalignedMessage(VALUE_LAYOUT));
  }
  if (!lists.percentLived.every(isPercentLived)) throw invalid('RESPONSE.PERCENT_LIVED', PERCENT_LIVED);
};

/**
 * Step 1 (Identify) chooses the VALUE_COUNT values. The first save starts every description empty and
 * every percent lived at 100. A later step-1 save keeps the definition and percent of each value
 * that is still chosen (matched by its original index, or by its label for written-in values),
 * so re-picking one value loses nothing else.
 */
export const applyIdentifyStep = (
  previous: ResponseLists | null,
  values: readonly ChosenValue[],
): ResponseLists => {
  if (values.length !== VALUE_COUNT) throw invalid('RESPONSE.NOT_TEN', exactCountMessage(VALUE_LAYOUT));
  const findPrevious = (chosen: ChosenValue): number =>
    previous === null
      ? -1
      : previous.values.findIndex((p) =>
          chosen.originalIndex >= 0 ? p.originalIndex === chosen.originalIndex : p.value === chosen.value,
        );
  const kept = values.map(findPrevious);
  return {
    values,
    descriptions: kept.map((i) => (previous && i >= 0 ? (previous.descriptions[i] ?? '') : '')),
    percentLived: kept.map((i) =>
      previous && i >= 0 ? (previous.percentLived[i] ?? PERCENT_LIVED_DEFAULT) : PERCENT_LIVED_DEFAULT,
    ),
  };
};

const reorder = <T>(list: readonly T[], order: readonly number[]): T[] => order.map((i) => list[i] as T);

const applyOrder = <R extends ResponseLists>(response: R, order: readonly number[]): R => ({
  ...response,
  values: reorder(response.values, order),
  descriptions: reorder(response.descriptions, order),
  percentLived: reorder(response.percentLived, order),
});

const assertIndex = (index: number, length: number): void => {
  if (!Number.isInteger(index) || index < 0 || index >= length) {
    throw invalid('RESPONSE.BAD_POSITION', {
      message: defineMessage({
        id: 'error.response.badPosition',
        defaultMessage: 'Position must be from 1 to {length}',
      }),
      values: { length },
    });
  }
};

/** Rank and lived steps: moves one entry to another position; the others shift, all lists together. */
export const moveEntry = <R extends ResponseLists>(response: R, from: number, to: number): R => {
  const length = response.values.length;
  assertIndex(from, length);
  assertIndex(to, length);
  const order = [...Array(length).keys()];
  const [moved] = order.splice(from, 1);
  order.splice(to, 0, moved as number);
  return applyOrder(response, order);
};

/** Reveal: dragging a value onto a slot swaps the two positions across all parallel lists. */
export const swapEntries = <R extends ResponseLists>(response: R, a: number, b: number): R => {
  const length = response.values.length;
  assertIndex(a, length);
  assertIndex(b, length);
  const order = [...Array(length).keys()];
  order[a] = b;
  order[b] = a;
  return applyOrder(response, order);
};

/** The live record starts as a copy of the pre-work record. */
export const copyAsLive = (prework: ValuesResponse): ValuesResponse => ({ ...prework, kind: 'live' });
