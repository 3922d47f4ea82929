import type { User } from '../../model/user.ts';
import type { Deps } from '../../ports/deps.ts';
import type { Repositories } from '../../ports/repositories.ts';
import { sessionExpiresAt } from '../../rules/session-expiry.ts';

/**
 * Opens a new session and records the login. Every login gets a fresh session id (rotation), so
 * an id planted before login is worthless. Returns the token for the cookie; only its digest is stored.
 */
export const startSession = async (
  repos: Repositories,
  deps: Pick<Deps, 'tokens' | 'config'>,
  user: User,
  now: Date,
): Promise<string> => {
  const token = deps.tokens.generate();
  await repos.sessions.insert({
    idDigest: deps.tokens.digest(token),
    uid: user.uid,
    firstLogin: user.lastLoginAt === null,
    createdAt: now,
    lastSeenAt: now,
    expiresAt: sessionExpiresAt(now, deps.config.session),
  });
  await repos.users.update({ ...user, lastLoginAt: now });
  return token;
};
