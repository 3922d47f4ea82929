import { invalid } from '../errors/domain-error.ts';
import { addDays, type CalendarDate } from '../model/calendar-date.ts';
import { defineMessage } from './message-descriptor.ts';

/** An event's zone when none was given (events made before zones, clients that send none). */
export const DEFAULT_TIME_ZONE = 'UTC';

let supported: ReadonlySet<string> | undefined;

/**
 * Whether `zone` is an IANA time zone the runtime knows (`Intl.supportedValuesOf('timeZone')`,
 * which lists `UTC` under no name, and an alias such as `Asia/Kolkata` by its canonical one).
 */
export const isTimeZone = (zone: string): boolean => {
  if (zone === DEFAULT_TIME_ZONE) return true;
  supported ??= new Set(Intl.supportedValuesOf('timeZone'));
  if (supported.has(zone)) return true;
  try {
    return supported.has(new Intl.DateTimeFormat('en', { timeZone: zone }).resolvedOptions().timeZone);
  } catch {
    return false;
  }
};

const formats = new Map<string, Intl.DateTimeFormat>();

/** One formatter per zone (making one is the slow part): numeric parts, 24-hour clock. */
const formatIn = (zone: string): Intl.DateTimeFormat => {
  let format = formats.get(zone);
  if (format === undefined) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formats.set(zone, format);
  }
  return format;
};

/** The wall-clock time in `zone` at `instant`, as if it were UTC (ms). */
const wallClock = (instant: number, zone: string): number => {
  const parts = Object.fromEntries(
    formatIn(zone)
      .formatToParts(instant)
      .map((p) => [p.type, Number(p.value)]),
  );
  return Date.UTC(
    parts.year ?? 0,
    (parts.month ?? 1) - 1,
    parts.day ?? 1,
    parts.hour ?? 0,
    parts.minute ?? 0,
    parts.second ?? 0,
  );
};

/**
 * The last date worked out per zone and the second it was for. Offsets and their changes are whole
 * seconds, so every instant of one second has the same date: the status of 10,000 events, read
 * within a second, costs one `formatToParts` per zone instead of 20,000 (about 300 ms).
 */
const lastDates = new Map<string, { readonly second: number; readonly date: CalendarDate }>();

/** The calendar date in `zone` at `instant` (the day a person there sees on their calendar). */
export const calendarDateIn = (instant: Date, zone: string): CalendarDate => {
  const second = Math.floor(instant.getTime() / 1000);
  const last = lastDates.get(zone);
  if (last?.second === second) return last.date;
  const date = new Date(wallClock(second * 1000, zone)).toISOString().slice(0, 10) as CalendarDate;
  lastDates.set(zone, { second, date });
  return date;
};

const HOUR = 3_600_000;

/**
 * The end of `date` in `zone`: the first instant whose date there is a later day. Found by
 * halving: wall-clock dates move forward with time (a day that begins at 01:00 because clocks
 * jump at midnight ends when that day begins), and every zone lies within ±15 hours of UTC.
 */
export const endOfDayIn = (date: CalendarDate, zone: string): Date => {
  const midnight = Date.parse(`${addDays(date, 1)}T00:00:00.000Z`);
  let before = midnight - 15 * HOUR;
  let after = midnight + 15 * HOUR;
  while (after - before > 1000) {
    const middle = before + Math.floor((after - before) / 2000) * 1000;
    if (calendarDateIn(new Date(middle), zone) > date) after = middle;
    else before = middle;
  }
  return new Date(after);
};

export const BAD_TIME_ZONE_MESSAGE = defineMessage({
  id: 'error.event.badTimeZone',
  defaultMessage: 'timeZone must be an IANA time zone, such as Europe/Berlin',
});

/** The zone itself when it is one (isTimeZone); a 400 `EVENT.BAD_TIME_ZONE` otherwise. */
export const checkTimeZone = (zone: string): string => {
  if (!isTimeZone(zone)) throw invalid('EVENT.BAD_TIME_ZONE', BAD_TIME_ZONE_MESSAGE);
  return zone;
};
