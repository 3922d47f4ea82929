import { describe, expect, it } from 'vitest';
import type { CalendarDate } from './calendar-date.ts';
import { eventDetailsOf } from './event.ts';

describe('eventDetailsOf', () => {
  it('keeps the five details and drops everything else', () => {
    const details = {
      eventName: 'Spring',
      eventDate: '2026-06-10' as CalendarDate,
      accessClose: '2026-07-10' as CalendarDate,
      eventType: 'Reg',
      sessionAccess: 'Live',
    } as const;
    const event = { ...details, eid: 'e1', facilitatorId: 'g1' };
    expect(eventDetailsOf(event)).toEqual(details);
  });
});
