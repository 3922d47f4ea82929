import { parseCalendarDate } from '../model/calendar-date.ts';
import type { LanguageTag } from '../model/language.ts';

/**
 * The locale a language writes dates and lists in, on screens, PDFs and in emails alike: English the
 * British way (`10 June 2026`, `A, B and C`), every other language as itself.
 */
export const writingLocale = (language: LanguageTag | string): string =>
  language === 'en' ? 'en-GB' : language;

/**
 * A calendar date (`2026-06-10`) as the reader's language writes it (`10 June 2026`, `10. Juni 2026`;
 * `short`: `10 Jun 2026`): the same date in every time zone, read from its parts. Other text stays as it is.
 */
export const formatCalendarDate = (
  date: string,
  language: string,
  month: 'long' | 'short' = 'long',
): string =>
  parseCalendarDate(date) === null
    ? date
    : new Intl.DateTimeFormat(writingLocale(language), {
        day: 'numeric',
        month,
        year: 'numeric',
        timeZone: 'UTC',
      }).format(new Date(`${date}T00:00:00.000Z`));
