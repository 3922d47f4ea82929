import { notFound } from '../../errors/domain-error.ts';
import { normaliseEmail, type User } from '../../model/user.ts';
import type { Deps } from '../../ports/deps.ts';
import type { Repositories } from '../../ports/repositories.ts';
import { passwordLinkUrl } from '../../rules/account-emails.ts';
import { adminLinkExpiry } from '../../rules/link-expiry.ts';
import { defineMessage } from '../../rules/message-descriptor.ts';
import { issueFreshLink } from '../auth/logon-links.ts';
import { auditOrgOf, recordAudit } from '../shared/audit.ts';

export interface PasswordLink {
  readonly email: string;
  /** The set-password page with the link's token: shown once, only its digest is stored. */
  readonly link: string;
  readonly expiresAt: Date;
}

export type AdminCommandDeps = Pick<Deps, 'store' | 'clock' | 'ids' | 'tokens' | 'passwords' | 'config'>;

/**
 * In the caller's transaction: a fresh set-up link for the user (their older unused account links
 * stop working), audited as the admin command's, with no actor (nobody is signed in).
 */
export const issueAdminLink = async (
  tx: Repositories,
  deps: AdminCommandDeps,
  user: Pick<User, 'uid' | 'email' | 'accessLevel' | 'orgId'>,
  reason: 'created' | 'reset',
): Promise<PasswordLink> => {
  const now = deps.clock.now();
  const expiresAt = adminLinkExpiry(now);
  const token = await issueFreshLink(tx, deps, { uid: user.uid, purpose: 'setup', now, expiresAt });
  await recordAudit(
    tx,
    deps,
    { actor: null },
    {
      action: 'user.password_link_issued',
      target: { kind: 'user', id: user.uid },
      orgId: auditOrgOf(user),
      details: { by: 'admin command', reason },
    },
  );
  return { email: user.email, link: passwordLinkUrl(deps.config.publicUrl, token), expiresAt };
};

export const NO_SUCH_USER_MESSAGE = defineMessage({
  id: 'error.setup.noSuchUser',
  defaultMessage: 'No user has this email address.',
});

/**
 * `npm run admin -- reset-password EMAIL`: a one-time link with which the person sets a new
 * password (for a lost first password, or before mail works). The old password keeps working
 * until the link is used; using it ends every session of the person.
 */
export const issuePasswordLink = async (
  deps: AdminCommandDeps,
  input: { readonly email: string },
): Promise<PasswordLink> => {
  const user = await deps.store.users.findByEmail(normaliseEmail(input.email));
  if (user === null) throw notFound('USER.NOT_FOUND', NO_SUCH_USER_MESSAGE);
  return deps.store.transaction((tx) => issueAdminLink(tx, deps, user, 'reset'));
};
