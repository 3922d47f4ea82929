import { addDays, type CalendarDate, calendarDateOf, endOfDay } from '../model/calendar-date.ts';

export const LOGON_LINK_DAYS_WITHOUT_EVENT = 30;
export const RESET_LINK_MINUTES = 60;

/** Logon links last until the end of the access close date of the user's event, or 30 days. */
export const logonLinkExpiry = (now: Date, accessClose: CalendarDate | null): Date =>
  accessClose === null
    ? endOfDay(addDays(calendarDateOf(now), LOGON_LINK_DAYS_WITHOUT_EVENT))
    : endOfDay(accessClose);

/** Password-reset links from forgot-password last one hour. */
export const resetLinkExpiry = (now: Date): Date => new Date(now.getTime() + RESET_LINK_MINUTES * 60_000);
