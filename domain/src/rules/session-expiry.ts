import type { Session } from '../model/session.ts';

export interface SessionPolicy {
  /** A session ends after this long without a request. */
  readonly idleMinutes: number;
  /** And in any case this long after login. */
  readonly absoluteHours: number;
  /** lastSeenAt is written at most this often, to keep reads cheap. */
  readonly touchEverySeconds: number;
}

export const DEFAULT_SESSION_POLICY: SessionPolicy = {
  idleMinutes: 240,
  absoluteHours: 24,
  touchEverySeconds: 60,
};

export const sessionExpiresAt = (now: Date, policy: SessionPolicy): Date =>
  new Date(now.getTime() + policy.absoluteHours * 3_600_000);

export const isSessionLive = (session: Session, now: Date, policy: SessionPolicy): boolean =>
  now < session.expiresAt && now.getTime() - session.lastSeenAt.getTime() < policy.idleMinutes * 60_000;

/** When the session ends unless the user does something before: its idle or its absolute end. */
export const sessionEndsAt = (session: Session, policy: SessionPolicy): Date =>
  new Date(Math.min(session.expiresAt.getTime(), session.lastSeenAt.getTime() + policy.idleMinutes * 60_000));

export const needsTouch = (session: Session, now: Date, policy: SessionPolicy): boolean =>
  now.getTime() - session.lastSeenAt.getTime() >= policy.touchEverySeconds * 1000;
