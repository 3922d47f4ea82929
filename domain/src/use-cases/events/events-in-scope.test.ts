import { describe, expect, it } from 'vitest';
import { byDateThenName } from './events-in-scope.ts';
import { date } from './test-support.ts';

describe('byDateThenName', () => {
  const event = (eventDate: string, eventName: string) => ({ eventDate: date(eventDate), eventName });

  it('puts the later event first', () => {
    expect(byDateThenName(event('2026-06-02', 'A'), event('2026-06-01', 'B'))).toBeLessThan(0);
    expect(byDateThenName(event('2026-06-01', 'A'), event('2026-06-02', 'B'))).toBeGreaterThan(0);
  });

  it('orders events on the same day by name, ignoring case', () => {
    expect(byDateThenName(event('2026-06-01', 'alpha'), event('2026-06-01', 'Beta'))).toBeLessThan(0);
    expect(byDateThenName(event('2026-06-01', 'Same'), event('2026-06-01', 'same'))).toBe(0);
  });
});
