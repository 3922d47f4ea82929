import { describe, expect, it } from 'vitest';
import { TEN_VALUE_NAMES } from '../testing/index.ts';
import { NO_INSIGHT, valuesInsight } from './values-insight.ts';

const rated = (percentLived: readonly number[]) => ({
  values: TEN_VALUE_NAMES.map((value) => ({ value, originalIndex: -1 })),
  percentLived,
});
const NAMES = TEN_VALUE_NAMES;

describe('valuesInsight', () => {
  it('is 100 and neglects nothing when every value is fully lived', () => {
    expect(valuesInsight(rated(Array(10).fill(100)))).toEqual({ alignment: 100, neglected: [] });
  });

  it('is 0 and neglects the top three when nothing is lived', () => {
    expect(valuesInsight(rated(Array(10).fill(0)))).toEqual({
      alignment: 0,
      neglected: [
        { value: NAMES[0], rank: 1, percentLived: 0 },
        { value: NAMES[1], rank: 2, percentLived: 0 },
        { value: NAMES[2], rank: 3, percentLived: 0 },
      ],
    });
  });

  it('weighs the top values most: rank r weighs 11 - r', () => {
    // Only the first value lived: 10 * 100 / 55.
    expect(valuesInsight(rated([100, 0, 0, 0, 0, 0, 0, 0, 0, 0])).alignment).toBe(18);
    // Only the last: 1 * 100 / 55.
    expect(valuesInsight(rated([0, 0, 0, 0, 0, 0, 0, 0, 0, 100])).alignment).toBe(2);
  });

  it('rounds to the nearest whole percent', () => {
    // (10 * 50 + 9 * 51) / 55 = 17.44
    expect(valuesInsight(rated([50, 51, 0, 0, 0, 0, 0, 0, 0, 0])).alignment).toBe(17);
    // (10 * 100 + 9 * 100) / 55 = 34.55
    expect(valuesInsight(rated([100, 100, 0, 0, 0, 0, 0, 0, 0, 0])).alignment).toBe(35);
  });

  it('neglects only top-three values lived below 50, in rank order, ties kept', () => {
    expect(valuesInsight(rated([49, 50, 10, 0, 0, 0, 0, 0, 0, 0])).neglected).toEqual([
      { value: NAMES[0], rank: 1, percentLived: 49 },
      { value: NAMES[2], rank: 3, percentLived: 10 },
    ]);
    expect(
      valuesInsight(rated([30, 30, 30, 30, 30, 30, 30, 30, 30, 30])).neglected.map((n) => n.rank),
    ).toEqual([1, 2, 3]);
  });

  it('gives no insight for values not yet rated or not all ten', () => {
    expect(valuesInsight(rated([]))).toEqual(NO_INSIGHT);
    expect(valuesInsight(rated([100, 100, 100]))).toEqual(NO_INSIGHT);
    expect(valuesInsight({ values: [], percentLived: [] })).toEqual(NO_INSIGHT);
    expect(valuesInsight(rated([100, 100, 100, 100, 100, 100, 100, 100, 100, 101]))).toEqual(NO_INSIGHT);
  });
});
