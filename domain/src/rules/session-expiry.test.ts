import { describe, expect, it } from 'vitest';
import type { Session } from '../model/session.ts';
import { DEFAULT_SESSION_POLICY, isSessionLive, needsTouch, sessionExpiresAt } from './session-expiry.ts';

const loginAt = new Date('2026-06-01T09:00:00.000Z');
const later = (ms: number): Date => new Date(loginAt.getTime() + ms);
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

const session = (lastSeenAt: Date = loginAt): Session => ({
  idDigest: 'digest',
  uid: 'u1',
  firstLogin: false,
  createdAt: loginAt,
  lastSeenAt,
  expiresAt: sessionExpiresAt(loginAt, DEFAULT_SESSION_POLICY),
});

describe('sessionExpiresAt', () => {
  it('is the absolute lifetime after login', () => {
    expect(sessionExpiresAt(loginAt, DEFAULT_SESSION_POLICY)).toEqual(later(24 * HOUR));
  });
});

describe('isSessionLive', () => {
  it('is live while used within the idle limit', () => {
    expect(isSessionLive(session(), later(240 * MINUTE - 1), DEFAULT_SESSION_POLICY)).toBe(true);
  });

  it('ends after the idle limit without a request', () => {
    expect(isSessionLive(session(), later(240 * MINUTE), DEFAULT_SESSION_POLICY)).toBe(false);
  });

  it('ends at the absolute expiry even when in use', () => {
    const busy = session(later(24 * HOUR - MINUTE));
    expect(isSessionLive(busy, later(24 * HOUR - 1), DEFAULT_SESSION_POLICY)).toBe(true);
    expect(isSessionLive(busy, later(24 * HOUR), DEFAULT_SESSION_POLICY)).toBe(false);
  });
});

describe('needsTouch', () => {
  it('writes lastSeenAt at most once per touch interval', () => {
    expect(needsTouch(session(), later(59_999), DEFAULT_SESSION_POLICY)).toBe(false);
    expect(needsTouch(session(), later(60_000), DEFAULT_SESSION_POLICY)).toBe(true);
  });
});
