/** A calendar date `YYYY-MM-DD`, with no time of day and no zone. */
export type CalendarDate = string & { readonly _brand: 'CalendarDate' };

const PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

const toUtc = (date: CalendarDate): Date => new Date(`${date}T00:00:00.000Z`);
const twoDigits = (n: number): string => (n < 10 ? `0${n}` : `${n}`);
/** The UTC date, built from its parts: several times faster than `toISOString`, read on every request. */
const fromUtc = (date: Date): CalendarDate => {
  const year = date.getUTCFullYear();
  // Years of other than four digits are written as toISOString writes them; an invalid date
  // (NaN) throws there, as it always did.
  if (!(year >= 1000 && year <= 9999)) return date.toISOString().slice(0, 10) as CalendarDate;
  return `${year}-${twoDigits(date.getUTCMonth() + 1)}-${twoDigits(date.getUTCDate())}` as CalendarDate;
};

/** Returns the date when `text` is a real calendar date, otherwise null. */
export const parseCalendarDate = (text: string): CalendarDate | null => {
  const match = PATTERN.exec(text);
  if (!match) return null;
  const date = new Date(`${text}T00:00:00.000Z`);
  return Number.isNaN(date.getTime()) || fromUtc(date) !== text ? null : (text as CalendarDate);
};

/** The calendar date of an instant, read in UTC. */
export const calendarDateOf = (instant: Date): CalendarDate => fromUtc(instant);

export const addDays = (date: CalendarDate, days: number): CalendarDate => {
  const d = toUtc(date);
  d.setUTCDate(d.getUTCDate() + days);
  return fromUtc(d);
};

/** One calendar month later, clamped to the month's last day (31 Jan -> 28/29 Feb). */
export const addOneMonth = (date: CalendarDate): CalendarDate => {
  const d = toUtc(date);
  const day = d.getUTCDate();
  // Not Date.UTC: it reads years 0-99 as 1900-1999. From the 1st, day 0 of the month after next
  // is the last day of next month, with no overflow on the way.
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() + 2, 0);
  d.setUTCDate(Math.min(day, d.getUTCDate()));
  return fromUtc(d);
};

/** The end of a calendar day as an instant (the first millisecond of the next day, UTC). */
export const endOfDay = (date: CalendarDate): Date => toUtc(addDays(date, 1));
