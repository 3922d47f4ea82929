import type { NeglectedValue } from '@vs/domain';
import { percentOf } from './format.ts';

/** The heading of the valued-vs-lived paragraph (issue 14). */
export const INSIGHT_HEADING = 'Your top values you live least';

/** What the alignment figure measures, said plainly; the figure follows as "72 of 100". */
export const ALIGNMENT_LABEL = 'How closely your life follows your top values:';

const names = new Intl.ListFormat('en-GB', { style: 'long', type: 'conjunction' });

/** `Honesty (rank 2, 40% lived)`. */
const named = (value: NeglectedValue): string =>
  `${value.value} (rank ${value.rank}, ${percentOf(value.percentLived)}% lived)`;

/**
 * The paragraph under INSIGHT_HEADING: the neglected top values by name, rank and % lived, said
 * kindly, or a kind sentence when none is neglected (wording: docs/decisions.md).
 */
export const neglectedText = (neglected: readonly NeglectedValue[]): string => {
  if (neglected.length === 0) {
    return 'You live each of your top three values at least half the time. That is worth celebrating: keep giving them room.';
  }
  const list = names.format(neglected.map(named));
  const [among, them] = neglected.length === 1 ? ['is one of', 'it'] : ['are among', 'them'];
  return `${list} ${among} your top three values, yet you live ${them} less than half the time. That is worth noticing, not worrying about: one small step this week can help.`;
};
