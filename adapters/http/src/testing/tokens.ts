import type { LogonLink } from '@vs/domain';
import type { TestDeps } from '@vs/domain/testing';

/**
 * Stores an unused logon link for the user, valid for an hour unless told otherwise, and returns
 * its lid (the token an email would carry).
 */
export const storeLink = async (
  deps: TestDeps,
  uid: string,
  overrides: Partial<Pick<LogonLink, 'purpose' | 'used' | 'expiresAt'>> = {},
): Promise<string> => {
  const lid = deps.tokens.generate();
  const now = deps.clock.now();
  await deps.store.logonLinks.insert({
    id: deps.ids.newId(),
    tokenDigest: deps.tokens.digest(lid),
    uid,
    purpose: 'logon',
    used: false,
    expiresAt: new Date(now.getTime() + 3_600_000),
    createdAt: now,
    ...overrides,
  });
  return lid;
};

/** The stored link behind a lid. */
export const findLink = (deps: TestDeps, lid: string) =>
  deps.store.logonLinks.findByDigest(deps.tokens.digest(lid));

/** The stored session behind a client's cookie (null when it is gone). */
export const findSession = async (deps: TestDeps, cookie: string | null) =>
  cookie === null ? null : deps.store.sessions.findSignedIn(deps.tokens.digest(cookie));
