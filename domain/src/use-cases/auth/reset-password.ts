import { ACCOUNT_LINK_PURPOSES } from '../../model/logon-link.ts';
import type { AccessLevel } from '../../model/user.ts';
import type { Deps } from '../../ports/deps.ts';
import { assertValidPassword } from '../../rules/password-rule.ts';
import { requireUser } from '../users/accounts.ts';
import { findUsableLink, invalidLink } from './link-validity.ts';
import { startSession } from './sessions.ts';

export interface ResetPasswordInput {
  readonly uid: string;
  /** The link token from /reset_password/{lid}. */
  readonly lid: string;
  readonly password: string;
}

export interface ResetPasswordResult {
  readonly email: string;
  /** The new session: using a link logs the user in once. */
  readonly token: string;
  readonly accessLevel: AccessLevel;
}

/**
 * Sets the password through a logon or reset link and logs the user in. The link is consumed,
 * every other unused link of the user stops working and every older session of the user ends
 * (whoever knew the old password is logged out), all in one transaction.
 */
export const resetPassword = async (
  deps: Pick<Deps, 'store' | 'clock' | 'tokens' | 'passwords' | 'config'>,
  input: ResetPasswordInput,
): Promise<ResetPasswordResult> => {
  const now = deps.clock.now();
  const link = await findUsableLink(deps, input.lid, input.uid, now);
  assertValidPassword(input.password);
  const user = await requireUser(deps.store, link.uid);
  const passwordHash = await deps.passwords.hash(input.password);

  const token = await deps.store.transaction(async (tx) => {
    // A second use racing this one finds the link already used and changes nothing.
    if (!(await tx.logonLinks.markUsed(link.id))) throw invalidLink();
    for (const purpose of [...ACCOUNT_LINK_PURPOSES, 'reset'] as const)
      await tx.logonLinks.retireUnused(user.uid, purpose);
    await tx.sessions.deleteForUsers([user.uid]);
    return startSession(tx, deps, { ...user, passwordHash }, now);
  });
  return { email: user.email, token, accessLevel: user.accessLevel };
};
