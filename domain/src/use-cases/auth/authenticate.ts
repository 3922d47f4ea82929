import { type Actor, actorOf } from '../../model/actor.ts';
import type { Session } from '../../model/session.ts';
import type { User } from '../../model/user.ts';
import type { Deps } from '../../ports/deps.ts';
import { isSessionLive, needsTouch } from '../../rules/session-expiry.ts';

export interface AuthenticateInput {
  /** The session token from the cookie. */
  readonly token: string;
  /**
   * Whether this look-up is the user's activity (default). A progress stream checking that its
   * session lives passes false: an open stream must not keep a session past its idle timeout.
   */
  readonly activity?: boolean;
}

export interface AuthenticateResult {
  readonly actor: Actor;
  readonly user: User;
  readonly session: Session;
}

/**
 * Resolves the session of a request, or null when there is none. It runs on every request, so it
 * reads once and writes only to drop a dead session or, at most once a minute, to note activity.
 */
export const authenticate = async (
  deps: Pick<Deps, 'store' | 'clock' | 'tokens' | 'config'>,
  input: AuthenticateInput,
): Promise<AuthenticateResult | null> => {
  const idDigest = deps.tokens.digest(input.token);
  const found = await deps.store.sessions.findSignedIn(idDigest);
  if (found === null) return null;
  const now = deps.clock.now();
  const policy = deps.config.session;
  if (!isSessionLive(found.session, now, policy)) {
    await deps.store.sessions.delete(idDigest);
    return null;
  }
  let session = found.session;
  if (input.activity !== false && needsTouch(session, now, policy)) {
    await deps.store.sessions.touch(idDigest, now);
    session = { ...session, lastSeenAt: now };
  }
  const actor: Actor = { ...actorOf(found.user), self: { user: found.user, event: found.event } };
  return { actor, user: found.user, session };
};
