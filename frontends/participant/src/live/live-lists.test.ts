import { PERCENT_LIVED_MESSAGE } from '@vs/domain';
import { describe, expect, it } from 'vitest';
import {
  fromReply,
  liveDrafts,
  moveValue,
  nextPercentText,
  swapValues,
  toSave,
  withPercent,
} from './live-lists.ts';

const reply = {
  values: ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'I', 'J'],
  originalIndexes: [0, 1, 2, 3, 4, 5, 6, 7, 8, -1],
  descriptions: ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j'],
  percentLived: [10, 20, 30, 40, 50, 60, 70, 80, 90, 100],
};

describe('live lists', () => {
  it('moves one value to another rank, its definition, percent and key with it', () => {
    const moved = moveValue(fromReply(reply), 0, 3);
    expect(moved.values.map((v) => v.value).join('')).toBe('BCDAEFGHIJ');
    expect(moved.descriptions.join('')).toBe('bcdaefghij');
    expect(moved.percentLived.slice(0, 4)).toEqual(['20', '30', '40', '10']);
    expect(moved.keys.slice(0, 4)).toEqual([1, 2, 3, 0]);
    expect(moved.values[3]).toEqual({ value: 'A', originalIndex: 0 });
  });

  it('swaps two values across every parallel list and leaves the rest in place', () => {
    const swapped = swapValues(fromReply(reply), 0, 9);
    expect(swapped.values.map((v) => v.value).join('')).toBe('JBCDEFGHIA');
    expect(swapped.descriptions.join('')).toBe('jbcdefghia');
    expect(swapped.percentLived[0]).toBe('100');
    expect(swapped.percentLived[9]).toBe('10');
    expect(swapped.values[0]).toEqual({ value: 'J', originalIndex: -1 });
  });

  it('accepts only empty or digits up to 100 for percent lived, keeping the prior value otherwise', () => {
    expect(nextPercentText('50', '')).toBe('');
    expect(nextPercentText('50', '7')).toBe('7');
    expect(nextPercentText('50', '100')).toBe('100');
    expect(nextPercentText('50', '101')).toBe('50');
    expect(nextPercentText('50', '5a')).toBe('50');
    expect(nextPercentText('50', '-1')).toBe('50');
    expect(nextPercentText('50', '1000')).toBe('50');
  });

  it('sends percent lived as text, and refuses to save while one is empty', () => {
    const lists = fromReply(reply);
    expect(toSave(lists)).toEqual({
      save: { values: lists.values, descriptions: lists.descriptions, percentLived: lists.percentLived },
    });
    expect(toSave(withPercent(lists, 2, ''))).toEqual({ problem: PERCENT_LIVED_MESSAGE });
  });

  it('drops the draft once what it holds is saved, but keeps a newer one made while the save was on its way', () => {
    const first = fromReply(reply);
    const second = swapValues(first, 0, 9);
    const saveOf = (lists: typeof first) => {
      const outcome = toSave(lists);
      if ('problem' in outcome) throw new Error(outcome.problem);
      return outcome.save;
    };
    liveDrafts.write('u-1', second);
    liveDrafts.clearSaved('u-1', saveOf(first));
    expect(liveDrafts.read('u-1')).toEqual(second);
    liveDrafts.clearSaved('u-1', saveOf(second));
    expect(liveDrafts.read('u-1')).toBeNull();
    localStorage.clear();
  });
});
