import { describe, expect, it } from 'vitest';
import type { CalendarDate } from '../model/calendar-date.ts';
import type { WorkshopEvent } from '../model/event.ts';
import {
  closedOn,
  DEFAULT_LIFECYCLE_POLICY,
  defaultAccessClose,
  eventStatus,
  isEventActive,
  type LifecyclePolicy,
  NO_RETENTION_OVERRIDES,
  policyForOrg,
} from './event-lifecycle.ts';

type Lifecycle = Pick<
  WorkshopEvent,
  'state' | 'closedOn' | 'accessClose' | 'eventDate' | 'followUpDays' | 'timeZone'
>;

const day = (text: string): CalendarDate => text as CalendarDate;
const open: Lifecycle = {
  state: 'open',
  closedOn: null,
  accessClose: day('2026-07-10'),
  eventDate: day('2026-06-10'),
  followUpDays: [],
  timeZone: 'UTC',
};
const closedByFacilitator: Lifecycle = {
  state: 'closed',
  closedOn: day('2026-06-15'),
  accessClose: day('2026-07-10'),
  eventDate: day('2026-06-10'),
  followUpDays: [],
  timeZone: 'UTC',
};

describe('defaultAccessClose', () => {
  it('is one month after the event date, clamped to the month end', () => {
    expect(defaultAccessClose(day('2026-06-10'))).toBe('2026-07-10');
    expect(defaultAccessClose(day('2026-01-31'))).toBe('2026-02-28');
    expect(defaultAccessClose(day('2026-12-20'))).toBe('2027-01-20');
  });
});

describe('closedOn', () => {
  it('is null for an open event up to and including its access close date', () => {
    expect(closedOn(open, day('2026-06-01'))).toBeNull();
    expect(closedOn(open, day('2026-07-10'))).toBeNull();
  });

  it('is the day after the access close date once that day has come', () => {
    expect(closedOn(open, day('2026-07-11'))).toBe('2026-07-11');
    expect(closedOn(open, day('2026-09-01'))).toBe('2026-07-11');
  });

  it('counts across a year end', () => {
    const yearEnd = { ...open, accessClose: day('2026-12-31') };
    expect(closedOn(yearEnd, day('2026-12-31'))).toBeNull();
    expect(closedOn(yearEnd, day('2027-01-01'))).toBe('2027-01-01');
  });

  it('is the facilitator’s close date for a closed event, even before the access close date', () => {
    expect(closedOn(closedByFacilitator, day('2026-06-15'))).toBe('2026-06-15');
    expect(closedOn(closedByFacilitator, day('2026-09-01'))).toBe('2026-06-15');
  });
});

describe('eventStatus', () => {
  const policy = DEFAULT_LIFECYCLE_POLICY;

  it.each([
    ['2026-07-10', 'active'],
    ['2026-07-11', 'closed'],
    ['2026-08-09', 'closed'],
    ['2026-08-10', 'pending-removal'],
    ['2026-08-16', 'pending-removal'],
    ['2026-08-17', 'purge-due'],
  ])('an event closed by date is, on %s, %s', (today, status) => {
    expect(eventStatus(open, day(today), policy)).toBe(status);
  });

  it.each([
    ['2026-06-15', 'closed'],
    ['2026-07-14', 'closed'],
    ['2026-07-15', 'pending-removal'],
    ['2026-07-22', 'purge-due'],
  ])('an event closed by its facilitator on 2026-06-15 is, on %s, %s', (today, status) => {
    expect(eventStatus(closedByFacilitator, day(today), policy)).toBe(status);
  });

  it('counts retention from the day after its last follow-up link expires, when that is later than its close', () => {
    // Event 2026-06-10, follow-ups at 30 and 90 days: the 90-day link (2026-09-08) expires 30 days
    // later, on 2026-10-08; retention counts from 2026-10-09.
    const withFollowUps: Lifecycle = { ...open, followUpDays: [30, 90] };
    expect(eventStatus(withFollowUps, day('2026-07-11'), policy)).toBe('closed');
    expect(eventStatus(withFollowUps, day('2026-08-17'), policy)).toBe('closed');
    expect(eventStatus(withFollowUps, day('2026-11-07'), policy)).toBe('closed');
    expect(eventStatus(withFollowUps, day('2026-11-08'), policy)).toBe('pending-removal');
    expect(eventStatus(withFollowUps, day('2026-11-15'), policy)).toBe('purge-due');
    // A follow-up that ends before the event closes changes nothing.
    const early: Lifecycle = { ...open, followUpDays: [0.5] };
    expect(eventStatus(early, day('2026-08-17'), policy)).toBe('purge-due');
  });

  it("dates the last follow-up link's expiry in the event's time zone, as its today", () => {
    // The 90-day link expires at 2026-10-08T00:00Z: still 2026-10-07 (20:00) in New York, so
    // retention there counts from 2026-10-08, a day before it does for an event kept in UTC.
    const inUtc: Lifecycle = { ...open, followUpDays: [30, 90] };
    const inNewYork: Lifecycle = { ...inUtc, timeZone: 'America/New_York' };
    expect(eventStatus(inUtc, day('2026-11-07'), policy)).toBe('closed');
    expect(eventStatus(inNewYork, day('2026-11-06'), policy)).toBe('closed');
    expect(eventStatus(inNewYork, day('2026-11-07'), policy)).toBe('pending-removal');
  });

  it('follows the configured retention and grace periods', () => {
    const short: LifecyclePolicy = { ...DEFAULT_LIFECYCLE_POLICY, retentionDays: 1, purgeGraceDays: 1 };
    expect(eventStatus(open, day('2026-07-11'), short)).toBe('closed');
    expect(eventStatus(open, day('2026-07-12'), short)).toBe('pending-removal');
    expect(eventStatus(open, day('2026-07-13'), short)).toBe('purge-due');
  });
});

describe('isEventActive', () => {
  it('is true only while the event is active', () => {
    expect(isEventActive(open, day('2026-07-10'))).toBe(true);
    expect(isEventActive(open, day('2026-07-11'))).toBe(false);
    expect(isEventActive(closedByFacilitator, day('2026-06-15'))).toBe(false);
  });
});

describe('policyForOrg', () => {
  it("replaces the retention by the organisation's own, and only for that organisation", () => {
    const overrides = new Map([['org-a', 1]]);
    expect(policyForOrg(DEFAULT_LIFECYCLE_POLICY, overrides, 'org-a')).toEqual({
      ...DEFAULT_LIFECYCLE_POLICY,
      retentionDays: 1,
    });
    expect(policyForOrg(DEFAULT_LIFECYCLE_POLICY, overrides, 'org-b')).toBe(DEFAULT_LIFECYCLE_POLICY);
    expect(policyForOrg(DEFAULT_LIFECYCLE_POLICY, NO_RETENTION_OVERRIDES, 'org-a')).toBe(
      DEFAULT_LIFECYCLE_POLICY,
    );
    const shortened = policyForOrg(DEFAULT_LIFECYCLE_POLICY, overrides, 'org-a');
    // Closed 2026-06-15: pending removal from the 16th instead of 15 July, purge due from the 23rd.
    expect(eventStatus(closedByFacilitator, day('2026-06-16'), shortened)).toBe('pending-removal');
    expect(eventStatus(closedByFacilitator, day('2026-06-23'), shortened)).toBe('purge-due');
    expect(eventStatus(closedByFacilitator, day('2026-06-16'), DEFAULT_LIFECYCLE_POLICY)).toBe('closed');
  });
});
