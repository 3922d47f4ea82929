import { describe, expect, it } from 'vitest';
import {
  addDays,
  addOneMonth,
  type CalendarDate,
  calendarDateOf,
  endOfDay,
  parseCalendarDate,
} from './calendar-date.ts';

const date = (text: string): CalendarDate => {
  const parsed = parseCalendarDate(text);
  if (parsed === null) throw new Error(`not a date: ${text}`);
  return parsed;
};

describe('parseCalendarDate', () => {
  it.each(['2026-06-10', '2024-02-29', '2026-12-31', '0050-01-01'])('accepts the real date %s', (text) => {
    expect(parseCalendarDate(text)).toBe(text);
  });

  it.each([
    '2023-02-29',
    '2026-02-30',
    '2026-04-31',
    '2026-13-01',
    '2026-00-10',
    '2026-06-00',
    '2026-6-10',
    '26-06-10',
    ' 2026-06-10',
    '2026-06-10T00:00:00Z',
    '10/06/2026',
    '',
  ])('refuses %j', (text) => {
    expect(parseCalendarDate(text)).toBeNull();
  });
});

describe('calendarDateOf', () => {
  it('reads the instant in UTC', () => {
    expect(calendarDateOf(new Date('2026-06-10T00:00:00.000Z'))).toBe('2026-06-10');
    expect(calendarDateOf(new Date('2026-06-10T23:59:59.999Z'))).toBe('2026-06-10');
    expect(calendarDateOf(new Date('2026-06-10T23:30:00.000-02:00'))).toBe('2026-06-11');
  });

  it('writes every day of four centuries, and years of other lengths, as ISO 8601 does', () => {
    const day = 86_400_000;
    const instants = [
      ...Array.from({ length: 146_097 }, (_, i) => Date.UTC(1900, 0, 1) + i * day + (i % 24) * 3_600_000),
      Date.parse('0050-03-01T12:00:00Z'),
      Date.parse('0999-12-31T23:59:59.999Z'),
      Date.parse('1000-01-01T00:00:00Z'),
      Date.parse('9999-12-31T23:59:59.999Z'),
    ];
    for (const instant of instants) {
      expect(calendarDateOf(new Date(instant))).toBe(new Date(instant).toISOString().slice(0, 10));
    }
  });

  it('refuses an invalid date rather than writing one', () => {
    expect(() => calendarDateOf(new Date(Number.NaN))).toThrow(RangeError);
  });
});

describe('addDays', () => {
  it('crosses months, years and leap days, forwards and backwards', () => {
    expect(addDays(date('2026-06-10'), 0)).toBe('2026-06-10');
    expect(addDays(date('2026-06-30'), 1)).toBe('2026-07-01');
    expect(addDays(date('2026-12-31'), 1)).toBe('2027-01-01');
    expect(addDays(date('2024-02-28'), 1)).toBe('2024-02-29');
    expect(addDays(date('2026-03-01'), -1)).toBe('2026-02-28');
    expect(addDays(date('2026-01-01'), 30)).toBe('2026-01-31');
  });
});

describe('addOneMonth', () => {
  it.each([
    ['2026-06-10', '2026-07-10'],
    ['2026-01-31', '2026-02-28'],
    ['2028-01-31', '2028-02-29'],
    ['2026-03-31', '2026-04-30'],
    ['2026-02-28', '2026-03-28'],
    ['2026-12-15', '2027-01-15'],
    ['2026-12-31', '2027-01-31'],
    ['0050-01-31', '0050-02-28'],
    ['0099-12-15', '0100-01-15'],
  ])('%s -> %s', (from, to) => {
    expect(addOneMonth(date(from))).toBe(to);
  });
});

describe('endOfDay', () => {
  it('is the first instant of the next day in UTC', () => {
    expect(endOfDay(date('2026-07-10')).toISOString()).toBe('2026-07-11T00:00:00.000Z');
    expect(endOfDay(date('2026-12-31')).toISOString()).toBe('2027-01-01T00:00:00.000Z');
  });
});
