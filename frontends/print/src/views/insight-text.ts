import { type NeglectedValue, writingLocale } from '@vs/domain';
import type { IntlShape } from 'react-intl';
import { percentOf } from './format.ts';
import { printMessages as m } from './print-messages.ts';

/**
 * The valued-vs-lived paragraph: the neglected top values by name, rank and % lived (a list as the
 * reader's language joins one), said kindly, or a kind sentence when none is neglected (wording:
 * docs/decisions.md).
 */
export const neglectedText = (intl: IntlShape, neglected: readonly NeglectedValue[]): string => {
  if (neglected.length === 0) return intl.formatMessage(m.insightNone);
  const values = new Intl.ListFormat(writingLocale(intl.locale), { type: 'conjunction' }).format(
    neglected.map((v) =>
      intl.formatMessage(m.insightValue, {
        value: v.value,
        rank: v.rank,
        percent: percentOf(v.percentLived),
      }),
    ),
  );
  return intl.formatMessage(m.insightNeglected, { count: neglected.length, values });
};
