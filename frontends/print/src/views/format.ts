const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** `2026-06-10` as `10 June 2026`: the same calendar date, read from its parts (no time zone). */
export const formatCalendarDate = (date: string): string => {
  const [year, month, day] = date.split('-').map(Number);
  const name = MONTHS[(month ?? 0) - 1];
  return name === undefined || day === undefined ? date : `${day} ${name} ${year}`;
};

/** A percentage between 0 and 100, whole. */
export const percentOf = (value: number): number =>
  Number.isFinite(value) ? Math.min(100, Math.max(0, Math.round(value))) : 0;
