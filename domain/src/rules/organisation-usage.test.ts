import { describe, expect, it } from 'vitest';
import type { CalendarDate } from '../model/calendar-date.ts';
import { type UsageEvent, usageByMonth } from './organisation-usage.ts';

const d = (text: string) => text as CalendarDate;
const event = (eventDate: string, ...participants: UsageEvent['participants']): UsageEvent => ({
  eventDate: d(eventDate),
  participants,
});
const done = { preworkComplete: true, liveStep: 3 as const };
const preworkOnly = { preworkComplete: true, liveStep: null };
const started = { preworkComplete: false, liveStep: 2 as const };

describe('usageByMonth', () => {
  it('counts events, invitations, pre-work and live completions per month of the event date', () => {
    expect(
      usageByMonth(
        [
          event('2026-01-05', done, preworkOnly, started),
          event('2026-01-31', done),
          event('2026-03-01', started),
        ],
        d('2026-01-01'),
        d('2026-03-31'),
      ),
    ).toEqual([
      { month: '2026-01', eventsHeld: 2, participantsInvited: 4, preworkCompleted: 3, liveCompleted: 2 },
      { month: '2026-02', eventsHeld: 0, participantsInvited: 0, preworkCompleted: 0, liveCompleted: 0 },
      { month: '2026-03', eventsHeld: 1, participantsInvited: 1, preworkCompleted: 0, liveCompleted: 0 },
    ]);
  });

  it('leaves out events outside the days asked for, even in a listed month', () => {
    const usage = usageByMonth(
      [event('2026-01-04', done), event('2026-01-20', done)],
      d('2026-01-05'),
      d('2026-01-19'),
    );
    expect(usage).toEqual([
      { month: '2026-01', eventsHeld: 0, participantsInvited: 0, preworkCompleted: 0, liveCompleted: 0 },
    ]);
  });

  it('crosses a year and counts the Meaningful Work step as a finished live session', () => {
    const usage = usageByMonth(
      [event('2027-01-02', { preworkComplete: false, liveStep: 4 })],
      d('2026-12-01'),
      d('2027-01-31'),
    );
    expect(usage.map((month) => [month.month, month.liveCompleted])).toEqual([
      ['2026-12', 0],
      ['2027-01', 1],
    ]);
  });

  it('lists nothing when the range is backwards', () =>
    expect(usageByMonth([event('2026-01-05', done)], d('2026-02-01'), d('2026-01-01'))).toEqual([]));
});
