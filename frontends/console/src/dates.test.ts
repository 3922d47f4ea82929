import { describe, expect, it } from 'vitest';
import { accessCloseFor, displayDate, displayMoment, todayHere } from './dates.ts';

describe('dates', () => {
  it('shows the picked calendar date whatever the time zone', () => {
    expect(displayDate('2026-11-22')).toBe('22 Nov 2026');
    expect(displayDate('2026-01-01')).toBe('1 Jan 2026');
    expect(displayDate('2026-12-31')).toBe('31 Dec 2026');
  });

  it.each([
    ['America/Los_Angeles', 480],
    ['Pacific/Kiritimati', -840],
    ['Asia/Kolkata', -330],
    ['UTC', 0],
  ])('shows the same calendar date in %s (UTC offset %i minutes)', (zone, offset) => {
    const before = process.env.TZ;
    process.env.TZ = zone;
    try {
      expect(new Date(2026, 10, 22).getTimezoneOffset()).toBe(offset);
      expect(displayDate('2026-11-22')).toBe('22 Nov 2026');
      expect(displayDate('2026-03-29')).toBe('29 Mar 2026');
      expect(accessCloseFor('2026-11-22')).toBe('2026-12-22');
    } finally {
      process.env.TZ = before;
    }
  });

  it("writes the date as the viewer's language does", () => {
    expect(displayDate('2026-11-22', 'de')).toBe('22. Nov. 2026');
    expect(displayDate('2026-11-22', 'fr')).toBe('22 nov. 2026');
    expect(displayDate('2026-11-22', 'ar')).toBe('22 نوفمبر 2026');
    expect(displayDate('2026-11-22', 'en')).toBe('22 Nov 2026');
  });

  it('leaves text that is not a date as it is', () => {
    expect(displayDate('soon')).toBe('soon');
  });

  it("gives today's local date", () => {
    expect(todayHere(new Date(2026, 10, 22, 23, 59))).toBe('2026-11-22');
    expect(todayHere(new Date(2026, 0, 1, 0, 1))).toBe('2026-01-01');
  });

  it('closes access one month after the event date', () => {
    expect(accessCloseFor('2026-11-22')).toBe('2026-12-22');
    expect(accessCloseFor('2026-01-31')).toBe('2026-02-28');
    expect(accessCloseFor('')).toBe('');
  });

  it('shows an instant in the local time zone, day and time, and other text as it is', () => {
    const local = new Date(2026, 10, 26, 6, 40);
    expect(displayMoment(local.toISOString())).toBe('26 Nov, 06:40');
    expect(displayMoment('lately')).toBe('lately');
  });

  it("shows an instant as the viewer's language writes it, in the event's zone when given", () => {
    const instant = '2026-11-26T06:40:00.000Z';
    expect(displayMoment(instant, 'en', 'UTC')).toBe('26 Nov, 06:40');
    expect(displayMoment(instant, 'de', 'Europe/Berlin')).toBe('26. Nov., 07:40');
    expect(displayMoment(instant, 'fr', 'Europe/Paris')).toBe('26 nov., 07:40');
    expect(displayMoment(instant, 'ar', 'Asia/Dubai')).toBe('26 نوفمبر، 10:40 ص');
    expect(displayMoment(instant, 'en', 'Pacific/Auckland')).toBe('26 Nov, 19:40');
  });
});
