import { describe, expect, it } from 'vitest';
import { formatCalendarDate, writingLocale } from './writing-locale.ts';

describe('writingLocale', () => {
  it('writes English the British way and every other language as itself', () => {
    expect(writingLocale('en')).toBe('en-GB');
    expect(writingLocale('de')).toBe('de');
    expect(writingLocale('ar')).toBe('ar');
  });
});

describe('formatCalendarDate', () => {
  it('writes the same calendar date in words, English the British way', () => {
    expect(formatCalendarDate('2026-06-10', 'en')).toBe('10 June 2026');
    expect(formatCalendarDate('2027-01-01', 'en')).toBe('1 January 2027');
    expect(formatCalendarDate('2026-11-22', 'en', 'short')).toBe('22 Nov 2026');
  });

  it("writes it as the reader's language does", () => {
    expect(formatCalendarDate('2026-06-10', 'de')).toBe('10. Juni 2026');
    expect(formatCalendarDate('2026-06-10', 'fr')).toBe('10 juin 2026');
    expect(formatCalendarDate('2026-11-22', 'de', 'short')).toBe('22. Nov. 2026');
    expect(formatCalendarDate('2026-11-22', 'ar', 'short')).toBe('22 نوفمبر 2026');
  });

  it('leaves anything that is not a calendar date as it is', () => {
    expect(formatCalendarDate('soon', 'en')).toBe('soon');
    expect(formatCalendarDate('2026-02-30', 'en')).toBe('2026-02-30');
  });
});
