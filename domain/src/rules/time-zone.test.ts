import { describe, expect, it } from 'vitest';
import type { CalendarDate } from '../model/calendar-date.ts';
import { calendarDateIn, endOfDayIn, isTimeZone } from './time-zone.ts';

const day = (text: string) => text as CalendarDate;

describe('isTimeZone', () => {
  it('knows IANA zones, UTC and aliases the runtime resolves', () => {
    for (const zone of ['Europe/Berlin', 'America/New_York', 'Pacific/Kiritimati', 'UTC', 'Asia/Kolkata'])
      expect(isTimeZone(zone), zone).toBe(true);
  });

  it('refuses anything else', () => {
    for (const zone of ['', 'Berlin', 'Europe/Atlantis', '+02:00', 'utc/x'])
      expect(isTimeZone(zone), zone).toBe(false);
  });
});

describe('calendarDateIn', () => {
  it('is the day on a calendar there, across the date line', () => {
    const instant = new Date('2026-06-10T11:30:00Z');
    expect(calendarDateIn(instant, 'UTC')).toBe('2026-06-10');
    expect(calendarDateIn(instant, 'Pacific/Kiritimati')).toBe('2026-06-11');
    expect(calendarDateIn(instant, 'Pacific/Pago_Pago')).toBe('2026-06-10');
    expect(calendarDateIn(new Date('2026-06-10T23:30:00Z'), 'Europe/Berlin')).toBe('2026-06-11');
  });

  it('turns at midnight there to the millisecond, asked again and again in between', () => {
    const sequence: [string, string, string][] = [
      ['2026-06-10T21:59:59.000Z', 'Europe/Berlin', '2026-06-10'],
      ['2026-06-10T21:59:59.999Z', 'Europe/Berlin', '2026-06-10'],
      ['2026-06-10T21:59:59.999Z', 'UTC', '2026-06-10'],
      ['2026-06-10T22:00:00.000Z', 'Europe/Berlin', '2026-06-11'],
      ['2026-06-10T21:59:59.500Z', 'Europe/Berlin', '2026-06-10'],
      ['2026-06-10T18:14:59.999Z', 'Asia/Kathmandu', '2026-06-10'],
      ['2026-06-10T18:15:00.000Z', 'Asia/Kathmandu', '2026-06-11'],
      ['2026-06-10T23:59:59.999Z', 'UTC', '2026-06-10'],
      ['2026-06-11T00:00:00.000Z', 'UTC', '2026-06-11'],
    ];
    for (const [instant, zone, date] of sequence)
      expect(calendarDateIn(new Date(instant), zone), `${instant} ${zone}`).toBe(date);
  });
});

describe('endOfDayIn', () => {
  it('ends the day at midnight there, not at UTC midnight', () => {
    expect(endOfDayIn(day('2026-06-10'), 'UTC')).toEqual(new Date('2026-06-11T00:00:00Z'));
    expect(endOfDayIn(day('2026-06-10'), 'Europe/Berlin')).toEqual(new Date('2026-06-10T22:00:00Z'));
    expect(endOfDayIn(day('2026-06-10'), 'America/Los_Angeles')).toEqual(new Date('2026-06-11T07:00:00Z'));
  });

  it('on either side of the date line', () => {
    expect(endOfDayIn(day('2026-06-10'), 'Pacific/Kiritimati')).toEqual(new Date('2026-06-10T10:00:00Z'));
    expect(endOfDayIn(day('2026-06-10'), 'Pacific/Pago_Pago')).toEqual(new Date('2026-06-11T11:00:00Z'));
    expect(endOfDayIn(day('2026-06-10'), 'Asia/Kathmandu')).toEqual(new Date('2026-06-10T18:15:00Z'));
  });

  it('counts the offset of the next day when the clocks change overnight', () => {
    // Berlin: summer time starts 29 March 2026 at 02:00, ends 25 October 2026 at 03:00.
    expect(endOfDayIn(day('2026-03-28'), 'Europe/Berlin')).toEqual(new Date('2026-03-28T23:00:00Z'));
    expect(endOfDayIn(day('2026-03-29'), 'Europe/Berlin')).toEqual(new Date('2026-03-29T22:00:00Z'));
    expect(endOfDayIn(day('2026-10-25'), 'Europe/Berlin')).toEqual(new Date('2026-10-25T23:00:00Z'));
    // New York: 8 March 2026, 02:00 -> 03:00.
    expect(endOfDayIn(day('2026-03-08'), 'America/New_York')).toEqual(new Date('2026-03-09T04:00:00Z'));
  });

  it('ends a day whose next one begins late, where clocks jump at midnight', () => {
    // Santiago: on 6 September 2026 clocks go from 00:00 to 01:00 (UTC-4 to UTC-3).
    const end = endOfDayIn(day('2026-09-05'), 'America/Santiago');
    expect(end).toEqual(new Date('2026-09-06T04:00:00Z'));
    expect(calendarDateIn(end, 'America/Santiago')).toBe('2026-09-06');
    expect(calendarDateIn(new Date(end.getTime() - 1000), 'America/Santiago')).toBe('2026-09-05');
  });
});
