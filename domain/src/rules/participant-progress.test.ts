import { describe, expect, it } from 'vitest';
import type { ParticipantActivity } from '../model/live-activity.ts';
import { NOTHING_COMPLETED, type ResponseCompleted } from '../model/user.ts';
import { LOGON_EMAIL_STATES } from './logon-email-state.ts';
import {
  DEFAULT_IDLE_MINUTES,
  type IdleContext,
  isIdle,
  isLiveStep,
  type ProgressRow,
  progressEmailState,
  progressRowOf,
  summariseProgress,
} from './participant-progress.ts';

const NOW = new Date('2026-06-10T10:00:00.000Z');
const live: IdleContext = { sessionAccess: 'Live', idleMinutes: DEFAULT_IDLE_MINUTES, now: NOW };
const minutesAgo = (minutes: number): Date => new Date(NOW.getTime() - minutes * 60_000);
const ALL_DONE: ResponseCompleted = [true, true, true, true];

describe('isIdle', () => {
  it('is idle in a live session after exactly the idle time without activity, not a millisecond before', () => {
    expect(isIdle(minutesAgo(5), live)).toBe(true);
    expect(isIdle(new Date(minutesAgo(5).getTime() + 1), live)).toBe(false);
    expect(isIdle(minutesAgo(60), live)).toBe(true);
    expect(isIdle(NOW, live)).toBe(false);
  });

  it('counts someone with no activity at all as idle in a live session', () => {
    expect(isIdle(null, live)).toBe(true);
  });

  it('never counts anyone idle during pre-work week', () => {
    const prework: IdleContext = { ...live, sessionAccess: 'Pre-work' };
    expect(isIdle(null, prework)).toBe(false);
    expect(isIdle(minutesAgo(600), prework)).toBe(false);
  });

  it('follows the configured idle time', () => {
    const short: IdleContext = { ...live, idleMinutes: 1 };
    expect(isIdle(minutesAgo(1), short)).toBe(true);
    expect(isIdle(minutesAgo(0.5), short)).toBe(false);
    expect(isIdle(minutesAgo(4), live)).toBe(false);
  });
});

describe('progressEmailState', () => {
  it('spells every logon-email state with underscores', () => {
    expect(LOGON_EMAIL_STATES.map(progressEmailState)).toEqual(['not_sent', 'queued', 'sent', 'failed']);
  });
});

describe('progressRowOf', () => {
  const user = { uid: 'u1', forename: 'Paula', surname: 'Part', responseCompleted: ALL_DONE };

  it('carries the name, pre-work, live step, last activity (ISO), email state and idleness', () => {
    const activity: ParticipantActivity = { uid: 'u1', liveStep: 2, lastActiveAt: minutesAgo(1) };
    expect(progressRowOf(user, activity, 'failed', live)).toEqual({
      uid: 'u1',
      forename: 'Paula',
      surname: 'Part',
      prework: ALL_DONE,
      liveStep: 2,
      lastActiveAt: '2026-06-10T09:59:00.000Z',
      email: 'failed',
      idle: false,
    });
  });

  it('shows no step and no activity for someone without any, idle while the event is Live', () => {
    const row = progressRowOf({ ...user, responseCompleted: NOTHING_COMPLETED }, undefined, 'not-sent', live);
    expect(row).toMatchObject({ prework: NOTHING_COMPLETED, liveStep: null, lastActiveAt: null });
    expect(row.email).toBe('not_sent');
    expect(row.idle).toBe(true);
  });
});

describe('summariseProgress', () => {
  const row = (overrides: Partial<ProgressRow>): ProgressRow => ({
    uid: 'u',
    forename: 'A',
    surname: 'B',
    prework: NOTHING_COMPLETED,
    liveStep: null,
    lastActiveAt: null,
    email: 'not_sent',
    idle: false,
    ...overrides,
  });

  it('counts nothing for an event without participants', () => {
    expect(summariseProgress([])).toEqual({
      participants: 0,
      preworkFinished: 0,
      liveSteps: [0, 0, 0, 0, 0],
      idle: 0,
    });
  });

  it('counts finished pre-work (all four steps only), each live step and the idle', () => {
    const rows = [
      row({ prework: ALL_DONE, liveStep: 0, idle: true }),
      row({ prework: [true, true, true, false], liveStep: 0 }),
      row({ prework: ALL_DONE, liveStep: 4 }),
      row({ prework: ALL_DONE, liveStep: 2, idle: true }),
      row({}),
    ];
    expect(summariseProgress(rows)).toEqual({
      participants: 5,
      preworkFinished: 3,
      liveSteps: [2, 0, 1, 0, 1],
      idle: 2,
    });
  });
});

describe('isLiveStep', () => {
  it('accepts the integers 0 to 4 only', () => {
    expect([0, 1, 2, 3, 4].every(isLiveStep)).toBe(true);
    expect([-1, 5, 1.5, Number.NaN].some(isLiveStep)).toBe(false);
  });
});
