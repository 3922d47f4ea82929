import { DomainError } from '../../errors/domain-error.ts';
import { ERROR_MESSAGES } from '../../errors/error-messages.ts';
import type { RequestContext } from '../../model/audit-entry.ts';
import { type AccessLevel, GUIDE } from '../../model/user.ts';
import type { Deps } from '../../ports/deps.ts';
import { defineMessage } from '../../rules/message-descriptor.ts';
import { passwordSignInFor } from '../../rules/sso-enforcement.ts';
import { auditOrgOf, recordAudit } from '../shared/audit.ts';
import { hasPendingSetup, issueFreshLink, logonExpiryFor } from './logon-links.ts';
import { startSession } from './sessions.ts';
import { ssoEnforcementOf } from './sso-settings.ts';

export interface LoginInput {
  readonly email: string;
  readonly password: string;
  /** The request's id and client address, for the audit log. */
  readonly request?: RequestContext;
}

export type LoginResult =
  | {
      readonly kind: 'session';
      readonly uid: string;
      readonly token: string;
      readonly accessLevel: AccessLevel;
    }
  /** The user still has a set-up link to use: they must set their own password first. */
  | { readonly kind: 'update-password'; readonly uid: string; readonly lid: string };

export const INVALID_CREDENTIALS_MESSAGE = ERROR_MESSAGES.invalidCredentials.defaultMessage;
const INVALID_CREDENTIALS_CODE = 'AUTH.INVALID_CREDENTIALS';

/**
 * A real argon2id hash (OWASP parameters) of a random, forgotten password. Unknown emails and
 * accounts without a password are checked against it, so they cost as much time as a wrong
 * password and the timing does not reveal which emails exist.
 */
const DUMMY_HASH =
  '$argon2id$v=19$m=19456,t=2,p=1$9+6UP3/yjGaDG0TIjq7M3A$gEiwGGN4rJygjxLV1sCJhYWFScpKz5p1fmrYvtoqFVA';

/** The target of a failed sign-in with an email no account has. */
export const UNKNOWN_ACCOUNT = 'unknown';

const invalidCredentials = (): DomainError =>
  new DomainError('unauthenticated', INVALID_CREDENTIALS_CODE, {
    message: ERROR_MESSAGES.invalidCredentials,
  });

export const SSO_REQUIRED_CODE = 'AUTH.SSO_REQUIRED';
export const SSO_REQUIRED_MESSAGE = defineMessage({
  id: 'error.auth.ssoRequired',
  defaultMessage:
    'Your organisation signs you in through its identity provider. Use "Sign in with your organisation".',
});

/** A password refused because the email's domain signs in through its identity provider only. */
export const ssoRequired = (): DomainError =>
  new DomainError('forbidden', SSO_REQUIRED_CODE, SSO_REQUIRED_MESSAGE);

/** Whether `login` refused the email and password (rather than failing for another reason). */
export const isInvalidCredentials = (error: unknown): boolean =>
  error instanceof DomainError && error.code === INVALID_CREDENTIALS_CODE;

/**
 * Checks the credentials and opens a session, unless the user has an unused set-up link (they
 * were registered with `setupLink` and have not set their own password yet): then a fresh set-up
 * link replaces it and the client sends them to create their own password. An emailed link (logon
 * email, reminder) does not: whoever knows their password signs in with it.
 */
export const login = async (
  deps: Pick<Deps, 'store' | 'clock' | 'ids' | 'tokens' | 'passwords' | 'config'>,
  input: LoginInput,
): Promise<LoginResult> => {
  const user = await deps.store.users.findByEmail(input.email.trim());
  const enforcement = await ssoEnforcementOf(deps, input.email);
  const allowed = passwordSignInFor(enforcement, input.email, user?.accessLevel ?? null);
  if (allowed === 'sso-required') {
    // Decided by the email's domain alone: the refusal tells nothing of whether the account exists.
    await recordAudit(
      deps.store,
      deps,
      { actor: null, request: input.request },
      {
        action: 'login.failed',
        target: { kind: 'user', id: user?.uid ?? UNKNOWN_ACCOUNT },
        orgId: user === null ? null : auditOrgOf(user),
        details: { reason: 'sso_required' },
      },
    );
    throw ssoRequired();
  }
  const matches = await deps.passwords.verify(user?.passwordHash ?? DUMMY_HASH, input.password);
  if (user === null || user.passwordHash === null || !matches) {
    // Who tried is unknown: the entry names the account (if any), never the email or password typed.
    await recordAudit(
      deps.store,
      deps,
      { actor: null, request: input.request },
      {
        action: 'login.failed',
        target: { kind: 'user', id: user?.uid ?? UNKNOWN_ACCOUNT },
        orgId: user === null ? null : auditOrgOf(user),
      },
    );
    throw invalidCredentials();
  }

  const now = deps.clock.now();
  if (await hasPendingSetup(deps.store, user.uid, now)) {
    const expiresAt = await logonExpiryFor(deps.store, user, now);
    const lid = await deps.store.transaction((tx) =>
      issueFreshLink(tx, deps, { uid: user.uid, purpose: 'setup', now, expiresAt }),
    );
    return { kind: 'update-password', uid: user.uid, lid };
  }
  const token = await deps.store.transaction(async (tx) => {
    const started = await startSession(tx, deps, user, now);
    if (user.accessLevel >= GUIDE)
      await recordAudit(
        tx,
        deps,
        { actor: user, request: input.request },
        {
          // A super-admin's password where SSO is enforced: the break-glass, audited as such.
          action: allowed === 'break-glass' ? 'login.break_glass' : 'login.succeeded',
          target: { kind: 'user', id: user.uid },
          orgId: auditOrgOf(user),
        },
      );
    return started;
  });
  return { kind: 'session', uid: user.uid, token, accessLevel: user.accessLevel };
};
