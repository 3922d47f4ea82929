import { describe, expect, it } from 'vitest';
import { daysOf, defaultPeriod, monthLabel, recentMonths } from './usage-period.ts';

describe('the usage period picker', () => {
  it('offers sixty months, this one first, read as month and year', () => {
    const months = recentMonths(new Date(2026, 10, 28), 'en');
    expect(months).toHaveLength(60);
    expect(months[0]).toEqual({ value: '2026-11', label: 'Nov 2026' });
    expect(months[1]).toEqual({ value: '2026-10', label: 'Oct 2026' });
    expect(months.at(-1)).toEqual({ value: '2021-12', label: 'Dec 2021' });
  });

  it('starts on the last twelve months, this one included', () => {
    expect(defaultPeriod(recentMonths(new Date(2026, 1, 3), 'en'))).toEqual({
      from: '2025-03',
      to: '2026-02',
    });
  });

  it('counts from the first of the first month to the end of the last, or today in this month', () => {
    expect(daysOf('2025-12', '2026-02', '2026-11-28')).toEqual({ from: '2025-12-01', to: '2026-02-28' });
    expect(daysOf('2024-02', '2024-02', '2026-11-28')).toEqual({ from: '2024-02-01', to: '2024-02-29' });
    expect(daysOf('2025-12', '2026-11', '2026-11-28')).toEqual({ from: '2025-12-01', to: '2026-11-28' });
  });

  it('gives no period when it runs backwards', () => {
    expect(daysOf('2026-03', '2026-02', '2026-11-28')).toBeNull();
  });

  it('names a month in the viewer’s language', () => {
    expect(monthLabel('2026-03', 'en')).toBe('Mar 2026');
    expect(monthLabel('2026-03', 'de')).toBe('März 2026');
  });
});
