import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { relativeTo } from './progress-cells.tsx';

const NOW = new Date('2027-03-20T12:00:00.000Z');
const ago = (seconds: number) => new Date(NOW.getTime() - seconds * 1000);

describe('relativeTo', () => {
  it.each([
    [0, -0, 'second'],
    [59, -59, 'second'],
    [90, -2, 'minute'],
    [59 * 60, -59, 'minute'],
    [3 * 3600, -3, 'hour'],
    [36 * 3600, -2, 'day'],
    [45 * 86_400, -2, 'month'],
    [400 * 86_400, -1, 'year'],
  ])('says %i seconds ago as %i %s', (seconds, value, unit) => {
    expect(relativeTo(ago(seconds), NOW)).toEqual({ value, unit });
  });

  it('reads as the viewer says it', () => {
    const { value, unit } = relativeTo(ago(300), NOW);
    expect(createIntl({ locale: 'en' }).formatRelativeTime(value, unit)).toBe('5 minutes ago');
    expect(createIntl({ locale: 'de' }).formatRelativeTime(value, unit)).toBe('vor 5 Minuten');
    const now = relativeTo(NOW, NOW);
    expect(createIntl({ locale: 'en' }).formatRelativeTime(now.value, now.unit)).toBe('0 seconds ago');
  });
});
