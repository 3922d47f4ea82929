import { PERCENT_LIVED_MAX, PERCENT_LIVED_MIN, type ValuesResponse } from '../model/response.ts';
import { VALUE_COUNT } from './value-layout.ts';

/** The top ranks whose values count as neglected when lived too little. */
export const NEGLECTED_TOP_RANKS = 3;
/** A top value lived below this percentage is neglected. */
export const NEGLECTED_BELOW_PERCENT = 50;

/** A top value the participant lives least. */
export interface NeglectedValue {
  readonly value: string;
  /** 1 is the participant's first value. */
  readonly rank: number;
  readonly percentLived: number;
}

/** How far a participant's life follows their ranking: the gap between valued and lived. */
export interface ValuesInsight {
  /**
   * 0-100: the % lived of the ten values averaged with the top ones weighing most (rank r weighs
   * 11 - r); null until the values are rated.
   */
  readonly alignment: number | null;
  /** The values ranked 1-3 lived below 50%, in rank order. */
  readonly neglected: readonly NeglectedValue[];
}

export const NO_INSIGHT: ValuesInsight = { alignment: null, neglected: [] };

const isRating = (lived: number | undefined): lived is number =>
  typeof lived === 'number' &&
  Number.isFinite(lived) &&
  lived >= PERCENT_LIVED_MIN &&
  lived <= PERCENT_LIVED_MAX;

/**
 * The valued-vs-lived insight of a ranked and rated set of values (the list's order is the rank).
 * A set that is not all ten values each with a rating gives no insight.
 */
export const valuesInsight = (response: Pick<ValuesResponse, 'values' | 'percentLived'>): ValuesInsight => {
  const { values, percentLived } = response;
  if (values.length !== VALUE_COUNT || percentLived.length !== VALUE_COUNT || !percentLived.every(isRating)) {
    return NO_INSIGHT;
  }
  const weightOf = (rank: number) => VALUE_COUNT + 1 - rank;
  let weighted = 0;
  let weights = 0;
  percentLived.forEach((lived, i) => {
    weighted += weightOf(i + 1) * lived;
    weights += weightOf(i + 1);
  });
  const neglected = values.slice(0, NEGLECTED_TOP_RANKS).flatMap((chosen, i) => {
    const lived = percentLived[i] as number;
    return lived < NEGLECTED_BELOW_PERCENT ? [{ value: chosen.value, rank: i + 1, percentLived: lived }] : [];
  });
  return { alignment: Math.round(weighted / weights), neglected };
};
