import { notFound } from '../../errors/domain-error.ts';
import type { Deps, DomainConfig } from '../../ports/deps.ts';
import { defineMessage } from '../../rules/message-descriptor.ts';
import { passwordSignInFor } from '../../rules/sso-enforcement.ts';
import { requestEmail } from '../jobs/request-email.ts';
import { ssoRequired } from './login.ts';
import { ssoEnforcementOf } from './sso-settings.ts';

export interface RequestPasswordResetInput {
  readonly email: string;
}

export interface RequestPasswordResetResult {
  readonly message: string;
}

export const RESET_EMAIL_SENT_MESSAGE = 'An email was sent with a link to reset your password.';
export const RESET_UNKNOWN_EMAIL_MESSAGE = defineMessage({
  id: 'error.auth.resetUnknownEmail',
  defaultMessage: 'No user found with the given email. Contact your facilitator for more information.',
});

/**
 * Queues a password-reset email. The spec tells an unknown address so (a participant must ask
 * their facilitator); the HTTP edge rate-limits this call to blunt email probing. The request is
 * an outbox row and its queued delivery, relayed to the queue afterwards.
 */
export const requestPasswordReset = async (
  deps: Pick<Deps, 'store' | 'ids' | 'clock'> & { readonly config: Pick<DomainConfig, 'sso'> },
  input: RequestPasswordResetInput,
): Promise<RequestPasswordResetResult> => {
  const user = await deps.store.users.findByEmail(input.email.trim());
  // Where SSO is enforced no password is reset (and nothing sent), a super-admin's break-glass aside.
  const enforcement = await ssoEnforcementOf(deps, input.email);
  if (passwordSignInFor(enforcement, input.email, user?.accessLevel ?? null) === 'sso-required')
    throw ssoRequired();
  if (user === null) throw notFound('USER.NOT_FOUND', RESET_UNKNOWN_EMAIL_MESSAGE);
  const job = {
    kind: 'email',
    name: 'reset-email',
    payload: { requestId: deps.ids.newId(), uid: user.uid },
  } as const;
  await deps.store.transaction((tx) => requestEmail(tx, deps, job, null));
  return { message: RESET_EMAIL_SENT_MESSAGE };
};
