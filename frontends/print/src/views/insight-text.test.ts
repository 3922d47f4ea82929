import { describe, expect, it } from 'vitest';
import { neglectedText } from './insight-text.ts';

const honesty = { value: 'Honesty', rank: 2, percentLived: 40 };
const courage = { value: 'Courage', rank: 3, percentLived: 30 };

describe('neglectedText', () => {
  it('names one neglected value with its rank and % lived, kindly', () => {
    expect(neglectedText([honesty])).toBe(
      'Honesty (rank 2, 40% lived) is one of your top three values, yet you live it less than half the time. That is worth noticing, not worrying about: one small step this week can help.',
    );
  });

  it('names several in rank order, joined as a list', () => {
    const text = neglectedText([{ value: 'Family', rank: 1, percentLived: 0 }, honesty, courage]);
    expect(text).toMatch(
      /^Family \(rank 1, 0% lived\), Honesty \(rank 2, 40% lived\) and Courage \(rank 3, 30% lived\) are among your top three values, yet you live them less than half the time\./,
    );
  });

  it('says something kind when no top value is neglected', () => {
    expect(neglectedText([])).toBe(
      'You live each of your top three values at least half the time. That is worth celebrating: keep giving them room.',
    );
  });
});
