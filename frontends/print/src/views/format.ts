import { writingLocale } from '@vs/domain';

/**
 * `2026-06-10` as the reader's language writes a date (`10 June 2026`, `10. Juni 2026`): the same
 * calendar date, read from its parts (no time zone). English is written the British way.
 */
export const formatCalendarDate = (date: string, locale: string): string => {
  const [year, month, day] = date.split('-').map(Number);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || year === undefined || month === undefined || day === undefined)
    return date;
  return new Intl.DateTimeFormat(writingLocale(locale), {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(Date.UTC(year, month - 1, day));
};

/** A percentage between 0 and 100, whole. */
export const percentOf = (value: number): number =>
  Number.isFinite(value) ? Math.min(100, Math.max(0, Math.round(value))) : 0;
