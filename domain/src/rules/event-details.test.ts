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
    expect(checkEventDetails(input, today)).toEqual(details({ eventName: 'Autumn' }));
  });

  it('refuses a blank name', () => {
    expect(() => checkEventDetails(details({ eventName: '   ' }), today)).toThrow(
      expect.objectContaining({ kind: 'invalid', code: 'EVENT.NAME_REQUIRED' }),
    );
  });

  it('refuses an access close before the event date', () => {
    expect(() => checkEventDetails(details({ accessClose: d('2026-06-09') }), today)).toThrow(
      expect.objectContaining({ kind: 'invalid', code: 'EVENT.ACCESS_CLOSE_BEFORE_DATE' }),
    );
  });

  it('accepts an access close on the event date and on today', () => {
    const sameDay = details({ eventDate: today, accessClose: today });
    expect(checkEventDetails(sameDay, today)).toEqual(sameDay);
  });

  it('refuses an access close that has already passed', () => {
    const past = details({ eventDate: d('2026-05-01'), accessClose: d('2026-05-31') });
    expect(() => checkEventDetails(past, today)).toThrow(
      expect.objectContaining({ kind: 'invalid', code: 'EVENT.ACCESS_CLOSE_PAST' }),
    );
  });
});
