import { describe, expect, it } from 'vitest';
import type { CalendarDate } from '../model/calendar-date.ts';
import type { ResponseCompleted } from '../model/user.ts';
import {
  checkFollowUpDays,
  dueFollowUpDays,
  FOLLOW_UP_MAX_DAYS,
  followUpAt,
  followUpEligible,
  followUpExpiresAt,
} from './follow-ups.ts';

const EVENT_DATE = '2026-06-01' as CalendarDate;
const at = (iso: string): Date => new Date(iso);

describe('checkFollowUpDays', () => {
  it('accepts none, and positive days with decimals, returned in ascending order', () => {
    expect(checkFollowUpDays([])).toEqual([]);
    expect(checkFollowUpDays([90, 30])).toEqual([30, 90]);
    expect(checkFollowUpDays([0.0001, FOLLOW_UP_MAX_DAYS])).toEqual([0.0001, FOLLOW_UP_MAX_DAYS]);
  });

  it.each([[[0]], [[-1]], [[Number.NaN]], [[Number.POSITIVE_INFINITY]], [[FOLLOW_UP_MAX_DAYS + 0.5]]])(
    'refuses %j: not more than 0 and at most the maximum',
    (days) => {
      expect(() => checkFollowUpDays(days)).toThrow(/more than 0 and at most 730 days/);
    },
  );

  it('refuses the same day twice, and more than four points', () => {
    expect(() => checkFollowUpDays([30, 90, 30])).toThrow(/different day/);
    expect(() => checkFollowUpDays([1, 2, 3, 4, 5])).toThrow(/at most 4 follow-ups/);
    expect(checkFollowUpDays([1, 2, 3, 4])).toHaveLength(4);
  });
});

describe('followUpAt', () => {
  it('counts whole and fractional days from the start (UTC) of the event date', () => {
    expect(followUpAt(EVENT_DATE, 30)).toEqual(at('2026-07-01T00:00:00.000Z'));
    expect(followUpAt(EVENT_DATE, 0.5)).toEqual(at('2026-06-01T12:00:00.000Z'));
  });
});

describe('followUpExpiresAt', () => {
  it('expires at the next point when it comes within 30 days', () => {
    expect(followUpExpiresAt(EVENT_DATE, [30, 40], 0)).toEqual(followUpAt(EVENT_DATE, 40));
  });

  it('expires 30 days after its own point otherwise, and for the last point', () => {
    expect(followUpExpiresAt(EVENT_DATE, [30, 90], 0)).toEqual(followUpAt(EVENT_DATE, 60));
    expect(followUpExpiresAt(EVENT_DATE, [30, 90], 1)).toEqual(followUpAt(EVENT_DATE, 120));
  });

  it('names a point that does not exist as an error', () => {
    expect(() => followUpExpiresAt(EVENT_DATE, [30], 1)).toThrow(RangeError);
  });
});

describe('dueFollowUpDays', () => {
  const days = [30, 90];

  it('is nothing before the first point', () => {
    expect(dueFollowUpDays(EVENT_DATE, days, at('2026-06-30T23:59:59.999Z'))).toEqual([]);
  });

  it('is a point from its instant until its link expires, so a missed sweep catches up', () => {
    expect(dueFollowUpDays(EVENT_DATE, days, followUpAt(EVENT_DATE, 30))).toEqual([30]);
    expect(dueFollowUpDays(EVENT_DATE, days, followUpAt(EVENT_DATE, 59.99))).toEqual([30]);
    expect(dueFollowUpDays(EVENT_DATE, days, followUpAt(EVENT_DATE, 60))).toEqual([]);
    expect(dueFollowUpDays(EVENT_DATE, days, followUpAt(EVENT_DATE, 90))).toEqual([90]);
    expect(dueFollowUpDays(EVENT_DATE, days, followUpAt(EVENT_DATE, 120))).toEqual([]);
  });

  it('moves on to the next point when it comes before the link of the earlier one expires', () => {
    expect(dueFollowUpDays(EVENT_DATE, [1, 2], followUpAt(EVENT_DATE, 2))).toEqual([2]);
  });
});

describe('followUpEligible', () => {
  const done: ResponseCompleted = [true, true, true, true];
  const unfinished: ResponseCompleted = [true, true, true, false];

  it('asks for the live session completed when the event has one', () => {
    expect(followUpEligible('Live', { responseCompleted: done, liveStep: 3 })).toBe(true);
    expect(followUpEligible('Live', { responseCompleted: done, liveStep: 2 })).toBe(false);
    expect(followUpEligible('Live', { responseCompleted: done, liveStep: null })).toBe(false);
  });

  it('asks for the pre-work completed when the event has no live session', () => {
    expect(followUpEligible('Pre-work', { responseCompleted: done, liveStep: null })).toBe(true);
    expect(followUpEligible('Pre-work', { responseCompleted: unfinished, liveStep: 3 })).toBe(false);
  });
});
