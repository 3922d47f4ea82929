export const PERCENT_LIVED_MIN = 0;
export const PERCENT_LIVED_MAX = 100;
export const PERCENT_LIVED_DEFAULT = 100;

export type ResponseKind = 'prework' | 'live';

export interface ChosenValue {
  readonly value: string;
  /** Index in the default value list; -1 for a value the participant wrote. */
  readonly originalIndex: number;
}

/** A participant's values (VALUE_COUNT of them); the three lists are parallel and always move together. */
export interface ValuesResponse {
  readonly uid: string;
  readonly kind: ResponseKind;
  readonly values: readonly ChosenValue[];
  readonly descriptions: readonly string[];
  readonly percentLived: readonly number[];
}

/** The read shape of spec section 7. */
export interface ResponseView {
  readonly originalValues?: readonly string[];
  readonly originalIndexes: readonly number[];
  readonly values: readonly string[];
  readonly descriptions: readonly string[];
  readonly percentLived: readonly number[];
}

export const toResponseView = (
  response: Pick<ValuesResponse, 'values' | 'descriptions' | 'percentLived'>,
): ResponseView => ({
  originalIndexes: response.values.map((v) => v.originalIndex),
  values: response.values.map((v) => v.value),
  descriptions: response.descriptions,
  percentLived: response.percentLived,
});
