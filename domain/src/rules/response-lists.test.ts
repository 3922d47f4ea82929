import { describe, expect, it } from 'vitest';
import type { ChosenValue, ValuesResponse } from '../model/response.ts';
import { makeResponse } from '../testing/index.ts';
import {
  applyIdentifyStep,
  assertValidLists,
  copyAsLive,
  EXACT_COUNT_MESSAGE,
  isPercentLived,
  moveEntry,
  PERCENT_LIVED_MESSAGE,
  type ResponseLists,
  swapEntries,
} from './response-lists.ts';

const chosen = (labels: readonly string[]): ChosenValue[] =>
  labels.map((value, i) => ({ value, originalIndex: i }));

const tenOf = (from: number): ChosenValue[] =>
  Array.from({ length: 10 }, (_, i) => ({ value: `Value ${from + i + 1}`, originalIndex: from + i }));

const valid = (): ValuesResponse => makeResponse('u1');

describe('isPercentLived', () => {
  it.each([0, 1, 50, 100])('accepts %d', (n) => expect(isPercentLived(n)).toBe(true));
  it.each([-1, 101, 2.5, Number.NaN, Number.POSITIVE_INFINITY])('refuses %d', (n) =>
    expect(isPercentLived(n)).toBe(false),
  );
});

describe('assertValidLists', () => {
  it('accepts ten values with ten descriptions and ten percents from 0 to 100', () => {
    expect(() => assertValidLists(valid())).not.toThrow();
    expect(() =>
      assertValidLists({ ...valid(), percentLived: [0, 100, 0, 100, 0, 100, 0, 100, 0, 100] }),
    ).not.toThrow();
  });

  it.each<[string, Partial<ResponseLists>, string, string]>([
    ['nine values', { values: tenOf(0).slice(1) }, 'RESPONSE.NOT_TEN', EXACT_COUNT_MESSAGE],
    [
      'eleven values',
      { values: [...tenOf(0), { value: 'Extra', originalIndex: -1 }] },
      'RESPONSE.NOT_TEN',
      EXACT_COUNT_MESSAGE,
    ],
    [
      'a blank value',
      { values: [{ value: ' ', originalIndex: -1 }, ...tenOf(0).slice(1)] },
      'RESPONSE.EMPTY_VALUE',
      'Every value needs a name',
    ],
    [
      'nine descriptions',
      { descriptions: Array(9).fill('') },
      'RESPONSE.LISTS_MISALIGNED',
      'Values, descriptions and percent lived must each have 10 entries',
    ],
    [
      'eleven percents',
      { percentLived: Array(11).fill(5) },
      'RESPONSE.LISTS_MISALIGNED',
      'Values, descriptions and percent lived must each have 10 entries',
    ],
    [
      'a percent above 100',
      { percentLived: [...Array(9).fill(5), 101] },
      'RESPONSE.PERCENT_LIVED',
      PERCENT_LIVED_MESSAGE,
    ],
    [
      'a fractional percent',
      { percentLived: [...Array(9).fill(5), 9.5] },
      'RESPONSE.PERCENT_LIVED',
      PERCENT_LIVED_MESSAGE,
    ],
  ])('refuses %s', (_, change, code, message) => {
    expect(() => assertValidLists({ ...valid(), ...change })).toThrow(
      expect.objectContaining({ kind: 'invalid', code, message }),
    );
  });
});

describe('applyIdentifyStep', () => {
  it('first save: the chosen values, every description empty and every percent lived 100', () => {
    const values = tenOf(40);
    expect(applyIdentifyStep(null, values)).toEqual({
      values,
      descriptions: Array(10).fill(''),
      percentLived: Array(10).fill(100),
    });
  });

  it('later save: keeps the definition and percent of each default value still chosen, wherever it moved', () => {
    const previous = valid();
    const values = [{ value: 'Value 3', originalIndex: 2 }, ...tenOf(20).slice(1)];
    const next = applyIdentifyStep(previous, values);
    expect(next.values).toEqual(values);
    expect(next.descriptions).toEqual(['D3', ...Array(9).fill('')]);
    expect(next.percentLived).toEqual([30, ...Array(9).fill(100)]);
  });

  it('keeps data of a reworded default value (same original index) and of a written-in value (same label)', () => {
    const previous: ResponseLists = {
      values: [{ value: 'Grit', originalIndex: -1 }, ...tenOf(0).slice(1)],
      descriptions: ['Keep going', ...Array(9).fill('d')],
      percentLived: [40, ...Array(9).fill(70)],
    };
    const values = [
      { value: 'Value 2 reworded', originalIndex: 1 },
      { value: 'Grit', originalIndex: -1 },
      { value: 'Other', originalIndex: -1 },
      ...tenOf(30).slice(3),
    ];
    const next = applyIdentifyStep(previous, values);
    expect(next.descriptions.slice(0, 3)).toEqual(['d', 'Keep going', '']);
    expect(next.percentLived.slice(0, 3)).toEqual([70, 40, 100]);
  });

  it('falls back to empty and 100 when the previous lists are shorter than its values', () => {
    const previous: ResponseLists = { values: tenOf(0), descriptions: [], percentLived: [] };
    const next = applyIdentifyStep(previous, tenOf(0));
    expect(next.descriptions).toEqual(Array(10).fill(''));
    expect(next.percentLived).toEqual(Array(10).fill(100));
  });

  it.each([0, 9, 11])('refuses %d values with the spec message', (count) => {
    const values = Array.from({ length: count }, (_, i) => ({ value: `V${i}`, originalIndex: i }));
    expect(() => applyIdentifyStep(null, values)).toThrow(
      expect.objectContaining({ kind: 'invalid', code: 'RESPONSE.NOT_TEN', message: EXACT_COUNT_MESSAGE }),
    );
  });
});

describe('moveEntry', () => {
  const lists: ResponseLists = {
    values: chosen(['a', 'b', 'c', 'd']),
    descriptions: ['A', 'B', 'C', 'D'],
    percentLived: [1, 2, 3, 4],
  };

  it('moves an entry down and shifts the others up, all lists together', () => {
    const moved = moveEntry(lists, 0, 2);
    expect(moved.values.map((v) => v.value)).toEqual(['b', 'c', 'a', 'd']);
    expect(moved.descriptions).toEqual(['B', 'C', 'A', 'D']);
    expect(moved.percentLived).toEqual([2, 3, 1, 4]);
    expect(moved.values[2]).toEqual({ value: 'a', originalIndex: 0 });
  });

  it('moves an entry up and shifts the others down', () => {
    const moved = moveEntry(lists, 3, 0);
    expect(moved.descriptions).toEqual(['D', 'A', 'B', 'C']);
    expect(moved.percentLived).toEqual([4, 1, 2, 3]);
  });

  it('leaves the order alone when moved onto itself, and keeps other fields', () => {
    const response = makeResponse('u1');
    const moved = moveEntry(response, 4, 4);
    expect(moved).toEqual(response);
    expect(moved).not.toBe(response);
    expect(moved.kind).toBe('prework');
  });

  it.each([
    [-1, 0],
    [0, 4],
    [1.5, 0],
    [0, Number.NaN],
  ])('refuses positions %d -> %d', (from, to) => {
    expect(() => moveEntry(lists, from, to)).toThrow(
      expect.objectContaining({
        kind: 'invalid',
        code: 'RESPONSE.BAD_POSITION',
        message: 'Position must be from 1 to 4',
      }),
    );
  });
});

describe('swapEntries', () => {
  const lists: ResponseLists = {
    values: chosen(['a', 'b', 'c']),
    descriptions: ['A', 'B', 'C'],
    percentLived: [1, 2, 3],
  };

  it('swaps two positions across all parallel lists', () => {
    const swapped = swapEntries(lists, 0, 2);
    expect(swapped.values).toEqual([
      { value: 'c', originalIndex: 2 },
      { value: 'b', originalIndex: 1 },
      { value: 'a', originalIndex: 0 },
    ]);
    expect(swapped.descriptions).toEqual(['C', 'B', 'A']);
    expect(swapped.percentLived).toEqual([3, 2, 1]);
  });

  it('changes nothing when a value is dropped on its own slot', () => {
    expect(swapEntries(lists, 1, 1)).toEqual(lists);
  });

  it('refuses a position outside the lists', () => {
    expect(() => swapEntries(lists, 0, 3)).toThrow(
      expect.objectContaining({ code: 'RESPONSE.BAD_POSITION' }),
    );
    expect(() => swapEntries(lists, -1, 0)).toThrow(
      expect.objectContaining({ code: 'RESPONSE.BAD_POSITION' }),
    );
  });

  it('does not change the lists it was given', () => {
    swapEntries(lists, 0, 1);
    expect(lists.descriptions).toEqual(['A', 'B', 'C']);
  });
});

describe('copyAsLive', () => {
  it('copies the pre-work lists into a live record, leaving the pre-work record as it was', () => {
    const prework = makeResponse('u1');
    const live = copyAsLive(prework);
    expect(live).toEqual({ ...prework, kind: 'live' });
    expect(prework.kind).toBe('prework');
  });
});
