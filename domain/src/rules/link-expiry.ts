import { addDays, type CalendarDate, calendarDateOf, endOfDay } from '../model/calendar-date.ts';
import { endOfDayIn } from './time-zone.ts';

export const LOGON_LINK_DAYS_WITHOUT_EVENT = 30;
export const RESET_LINK_MINUTES = 60;
export const ADMIN_LINK_HOURS = 24;

/**
 * Logon links last until the end of the access close date of the user's event where it is (its
 * time zone), or 30 days.
 */
export const logonLinkExpiry = (
  now: Date,
  event: { readonly accessClose: CalendarDate; readonly timeZone: string } | null,
): Date =>
  event === null
    ? endOfDay(addDays(calendarDateOf(now), LOGON_LINK_DAYS_WITHOUT_EVENT))
    : endOfDayIn(event.accessClose, event.timeZone);

/** Password-reset links from forgot-password last one hour. */
export const resetLinkExpiry = (now: Date): Date => new Date(now.getTime() + RESET_LINK_MINUTES * 60_000);

/**
 * Set-password links printed by the admin command last a day: long enough to reach the person by
 * another channel, short enough that a copy left in a terminal's scrollback soon stops working.
 */
export const adminLinkExpiry = (now: Date): Date => new Date(now.getTime() + ADMIN_LINK_HOURS * 3_600_000);
