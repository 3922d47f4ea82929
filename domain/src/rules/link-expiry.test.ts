import { describe, expect, it } from 'vitest';
import type { CalendarDate } from '../model/calendar-date.ts';
import { adminLinkExpiry, logonLinkExpiry, resetLinkExpiry } from './link-expiry.ts';

const now = new Date('2026-06-01T09:30:00.000Z');

describe('logonLinkExpiry', () => {
  it('lasts until the end of the event’s access close date where the event is', () => {
    const accessClose = '2026-07-10' as CalendarDate;
    expect(logonLinkExpiry(now, { accessClose, timeZone: 'UTC' }).toISOString()).toBe(
      '2026-07-11T00:00:00.000Z',
    );
    expect(logonLinkExpiry(now, { accessClose, timeZone: 'Europe/Berlin' }).toISOString()).toBe(
      '2026-07-10T22:00:00.000Z',
    );
    expect(logonLinkExpiry(now, { accessClose, timeZone: 'Pacific/Honolulu' }).toISOString()).toBe(
      '2026-07-11T10:00:00.000Z',
    );
  });

  it('lasts until the end of the 30th day from today without an event', () => {
    expect(logonLinkExpiry(now, null).toISOString()).toBe('2026-07-02T00:00:00.000Z');
  });
});

describe('resetLinkExpiry', () => {
  it('lasts one hour', () => {
    expect(resetLinkExpiry(now).toISOString()).toBe('2026-06-01T10:30:00.000Z');
  });
});

describe('adminLinkExpiry', () => {
  it('is one day after now, to the millisecond', () => {
    const now = new Date('2026-06-01T09:30:00.250Z');
    expect(adminLinkExpiry(now).toISOString()).toBe('2026-06-02T09:30:00.250Z');
  });
});
