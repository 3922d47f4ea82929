import de from '@vs/i18n/messages/de.json' with { type: 'json' };
import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { neglectedText } from './insight-text.ts';

const english = createIntl({ locale: 'en', defaultLocale: 'en' });
const german = createIntl({ locale: 'de', messages: de });

const honesty = { value: 'Honesty', rank: 2, percentLived: 40 };
const courage = { value: 'Courage', rank: 3, percentLived: 30 };

describe('neglectedText', () => {
  it('names one neglected value with its rank and % lived, kindly', () => {
    expect(neglectedText(english, [honesty])).toBe(
      'Honesty (rank 2, 40% lived) is one of your top three values, yet you live it less than half the time. That is worth noticing, not worrying about: one small step this week can help.',
    );
  });

  it('names several in rank order, joined as a list', () => {
    const text = neglectedText(english, [{ value: 'Family', rank: 1, percentLived: 0 }, honesty, courage]);
    expect(text).toMatch(
      /^Family \(rank 1, 0% lived\), Honesty \(rank 2, 40% lived\) and Courage \(rank 3, 30% lived\) are among your top three values, yet you live them less than half the time\./,
    );
  });

  it('says something kind when no top value is neglected', () => {
    expect(neglectedText(english, [])).toBe(
      'You live each of your top three values at least half the time. That is worth celebrating: keep giving them room.',
    );
  });

  it("is written in the reader's language, the list joined as it joins one", () => {
    expect(neglectedText(german, [honesty, courage])).toBe(
      'Honesty (Rang 2, 40 % gelebt) und Courage (Rang 3, 30 % gelebt) gehören zu Ihren drei wichtigsten Werten, doch Sie leben sie weniger als die Hälfte der Zeit. Das ist es wert, bemerkt zu werden, nicht, sich Sorgen zu machen: Ein kleiner Schritt diese Woche kann helfen.',
    );
  });
});
