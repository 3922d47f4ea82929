import { defaultAccessClose, parseCalendarDate } from '@vs/domain';
import { format, parseISO } from 'date-fns';

/**
 * Event dates are calendar dates (`YYYY-MM-DD`). They display as that same date in every time
 * zone: the text is parsed as a local date, never as a UTC instant (the spec's 8-hour shift was a
 * workaround for exactly that).
 */
export const displayDate = (date: string): string => {
  const parsed = parseISO(date);
  return Number.isNaN(parsed.getTime()) ? date : format(parsed, 'd MMM yyyy');
};

/** Today's date where the user is, as `YYYY-MM-DD`. */
export const todayHere = (now: Date = new Date()): string => format(now, 'yyyy-MM-dd');

/** Spec 2.10: access closes one month after the event date (the domain's rule, shared with the server). */
export const accessCloseFor = (eventDate: string): string => {
  const date = parseCalendarDate(eventDate);
  return date === null ? '' : defaultAccessClose(date);
};

/** An instant (ISO text) where the user is, as '26 Nov, 14:05': when something happened lately. */
export const displayMoment = (instant: string): string => {
  const parsed = parseISO(instant);
  return Number.isNaN(parsed.getTime()) ? instant : format(parsed, 'd MMM, HH:mm');
};
