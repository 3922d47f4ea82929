import { USAGE_DEFAULT_MONTHS, USAGE_MAX_MONTHS, writingLocale } from '@vs/domain';
import { endOfMonth, format, parse, subMonths } from 'date-fns';
import { defineMessage } from 'react-intl';

/** A month of the period picker: `YYYY-MM` and how it reads ('Mar 2026'). */
export interface MonthChoice {
  readonly value: string;
  readonly label: string;
}

const monthOf = (value: string): Date => parse(value, 'yyyy-MM', new Date(2000, 0, 1));

/** How a `YYYY-MM` month reads in the usage table in the viewer's language: 'Mar 2026', 'März 2026'. */
export const monthLabel = (value: string, language: string): string =>
  new Intl.DateTimeFormat(writingLocale(language), { month: 'short', year: 'numeric' }).format(
    monthOf(value),
  );

/** The months a report may cover, this one first: as many as the longest report has. */
export const recentMonths = (today: Date, language: string): readonly MonthChoice[] =>
  Array.from({ length: USAGE_MAX_MONTHS }, (_, i) => {
    const value = format(subMonths(today, i), 'yyyy-MM');
    return { value, label: monthLabel(value, language) };
  });

/** The picker's first choice: the last twelve months, this one included (the server's default). */
export const defaultPeriod = (months: readonly MonthChoice[]): { from: string; to: string } => ({
  from: months[Math.min(USAGE_DEFAULT_MONTHS, months.length) - 1]?.value ?? '',
  to: months[0]?.value ?? '',
});

export const BACKWARDS_MESSAGE = defineMessage({
  id: 'console.organisations.usage.backwards',
  defaultMessage: 'The first month must not be after the last one',
});

/**
 * The days GET /api/org/usage counts for a span of months: from the first of `from` to the end of
 * `to`, or to today when `to` is this month (events later this month are not held yet); null
 * when the span runs backwards.
 */
export const daysOf = (
  from: string,
  to: string,
  today: string,
): { readonly from: string; readonly to: string } | null => {
  if (from > to) return null;
  const last = format(endOfMonth(monthOf(to)), 'yyyy-MM-dd');
  return { from: `${from}-01`, to: last < today ? last : today };
};
