import { describe, expect, it } from 'vitest';
import { makeEvent } from '../testing/fixtures.ts';
import type { CalendarDate } from './calendar-date.ts';
import { eventDetailsOf, eventHeaderOf } from './event.ts';

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

describe('eventHeaderOf', () => {
  it('keeps every field of the event but its roster', () => {
    const event = makeEvent({ facilitatorId: 'g1', participants: ['u1', 'u2'], emailsSent: [true, false] });
    const header = eventHeaderOf(event);
    expect(header).not.toHaveProperty('participants');
    expect(header).not.toHaveProperty('emailsSent');
    expect({ ...header, participants: event.participants, emailsSent: event.emailsSent }).toEqual(event);
  });
});
