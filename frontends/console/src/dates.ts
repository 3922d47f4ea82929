import { defaultAccessClose, formatCalendarDate, parseCalendarDate, writingLocale } from '@vs/domain';
import { format } from 'date-fns';

/**
 * Event dates are calendar dates (`YYYY-MM-DD`). They display as that same date in every time
 * zone, as the viewer's language writes it (`22 Nov 2026`, `22. Nov. 2026`; English the British
 * way): the text is read from its parts, never as an instant (the spec's 8-hour shift was a
 * workaround for exactly that). A screen passes `useIntl().locale` (or uses `useDates`).
 */
export const displayDate = (date: string, language = 'en'): string =>
  formatCalendarDate(date, language, 'short');

/** Today's date where the user is, as `YYYY-MM-DD`. */
export const todayHere = (now: Date = new Date()): string => format(now, 'yyyy-MM-dd');

/** Spec 2.10: access closes one month after the event date (the domain's rule, shared with the server). */
export const accessCloseFor = (eventDate: string): string => {
  const date = parseCalendarDate(eventDate);
  return date === null ? '' : defaultAccessClose(date);
};

/**
 * An instant (ISO text) as the viewer's language writes a day and time ('26 Nov, 14:05'): when
 * something happened lately. In `timeZone` (an event's) when given, else where the viewer is.
 */
export const displayMoment = (instant: string, language = 'en', timeZone?: string): string => {
  const parsed = new Date(instant);
  if (Number.isNaN(parsed.getTime())) return instant;
  return new Intl.DateTimeFormat(writingLocale(language), {
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
    ...(timeZone === undefined ? {} : { timeZone }),
  }).format(parsed);
};
