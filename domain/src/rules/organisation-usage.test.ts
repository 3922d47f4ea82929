import { describe, expect, it } from 'vitest';
import { wordsIn } from '../errors/error-words.ts';
import type { CalendarDate } from '../model/calendar-date.ts';
import {
  type EventUsage,
  eventUsageOf,
  USAGE_BACKWARDS_MESSAGE,
  USAGE_TOO_LONG_MESSAGE,
  type UsageParticipant,
  usageByMonth,
  usagePeriod,
} from './organisation-usage.ts';

const d = (text: string) => text as CalendarDate;
const event = (eventDate: string, ...participants: UsageParticipant[]): EventUsage =>
  eventUsageOf(d(eventDate), participants);
const done = { preworkComplete: true, liveStep: 3 as const };
const preworkOnly = { preworkComplete: true, liveStep: null };
const started = { preworkComplete: false, liveStep: 2 as const };

describe('eventUsageOf', () => {
  it('counts the roster, completed pre-work and live sessions that reached Output or beyond', () =>
    expect(
      eventUsageOf(d('2026-01-05'), [done, preworkOnly, started, { preworkComplete: false, liveStep: 4 }]),
    ).toEqual({ eventDate: '2026-01-05', participantsInvited: 4, preworkCompleted: 2, liveCompleted: 2 }));
});

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

describe('usagePeriod', () => {
  it('defaults to the last twelve months up to today, this month included', () => {
    expect(usagePeriod({}, d('2026-11-28'))).toEqual({ from: '2025-12-01', to: '2026-11-28' });
    expect(usagePeriod({}, d('2026-12-31'))).toEqual({ from: '2026-01-01', to: '2026-12-31' });
  });

  it('counts the twelve months back from the end asked for', () =>
    expect(usagePeriod({ to: d('2026-03-15') }, d('2026-11-28'))).toEqual({
      from: '2025-04-01',
      to: '2026-03-15',
    }));

  it('keeps a range asked for, up to sixty months', () => {
    expect(usagePeriod({ from: d('2026-02-03'), to: d('2026-02-03') }, d('2026-11-28'))).toEqual({
      from: '2026-02-03',
      to: '2026-02-03',
    });
    expect(usagePeriod({ from: d('2022-01-01'), to: d('2026-12-31') }, d('2026-11-28')).from).toBe(
      '2022-01-01',
    );
  });

  it('refuses a backwards range and one over five years', () => {
    expect(() => usagePeriod({ from: d('2026-02-02'), to: d('2026-02-01') }, d('2026-11-28'))).toThrow(
      USAGE_BACKWARDS_MESSAGE.defaultMessage,
    );
    expect(() => usagePeriod({ from: d('2027-01-01') }, d('2026-11-28'))).toThrow(
      USAGE_BACKWARDS_MESSAGE.defaultMessage,
    );
    expect(() => usagePeriod({ from: d('2021-12-31'), to: d('2026-12-01') }, d('2026-11-28'))).toThrow(
      wordsIn('en', USAGE_TOO_LONG_MESSAGE),
    );
  });
});
