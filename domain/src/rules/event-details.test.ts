import { describe, expect, it } from 'vitest';
import type { CalendarDate } from '../model/calendar-date.ts';
import type { EventDetails } from '../model/event.ts';
import { checkEventDetails } from './event-details.ts';

const d = (text: string) => text as CalendarDate;
const today = d('2026-06-01');
const details = (overrides: Partial<EventDetails> = {}): EventDetails => ({
  eventName: 'Spring Workshop',
  eventDate: d('2026-06-10'),
  accessClose: d('2026-07-10'),
  eventType: 'Reg',
  sessionAccess: 'Pre-work',
  ...overrides,
});

describe('checkEventDetails', () => {
  it('trims the name and keeps only the five details', () => {
    const input = { ...details({ eventName: '  Autumn  ' }), eid: 'extra' };
    expect(checkEventDetails(input, today, 365)).toEqual(details({ eventName: 'Autumn' }));
  });

  it('refuses a blank name', () => {
    expect(() => checkEventDetails(details({ eventName: '   ' }), today, 365)).toThrow(
      expect.objectContaining({ kind: 'invalid', code: 'EVENT.NAME_REQUIRED' }),
    );
  });

  it('refuses an access close before the event date', () => {
    expect(() => checkEventDetails(details({ accessClose: d('2026-06-09') }), today, 365)).toThrow(
      expect.objectContaining({ kind: 'invalid', code: 'EVENT.ACCESS_CLOSE_BEFORE_DATE' }),
    );
  });

  it('accepts an access close on the event date and on today', () => {
    const sameDay = details({ eventDate: today, accessClose: today });
    expect(checkEventDetails(sameDay, today, 365)).toEqual(sameDay);
  });

  it('refuses an access close that has already passed', () => {
    const past = details({ eventDate: d('2026-05-01'), accessClose: d('2026-05-31') });
    expect(() => checkEventDetails(past, today, 365)).toThrow(
      expect.objectContaining({ kind: 'invalid', code: 'EVENT.ACCESS_CLOSE_PAST' }),
    );
  });

  it('accepts an access close exactly the allowed span after the event date and refuses one day more', () => {
    const last = details({ accessClose: d('2027-06-10') });
    expect(checkEventDetails(last, today, 365)).toEqual(last);
    expect(() => checkEventDetails(details({ accessClose: d('2027-06-11') }), today, 365)).toThrow(
      expect.objectContaining({
        kind: 'invalid',
        code: 'EVENT.ACCESS_CLOSE_TOO_LATE',
        message: 'The access close date can be at most 365 days after the event date',
      }),
    );
    expect(() => checkEventDetails(details({ accessClose: d('2026-06-12') }), today, 1)).toThrow(
      expect.objectContaining({ code: 'EVENT.ACCESS_CLOSE_TOO_LATE' }),
    );
  });
});
