import { notFound } from '../../errors/domain-error.ts';
import type { Deps } from '../../ports/deps.ts';
import { requestEmail } from '../jobs/request-email.ts';

export interface RequestPasswordResetInput {
  readonly email: string;
}

export interface RequestPasswordResetResult {
  readonly message: string;
}

export const RESET_EMAIL_SENT_MESSAGE = 'An email was sent with a link to reset your password.';
export const RESET_UNKNOWN_EMAIL_MESSAGE =
  'No user found with the given email. Contact your facilitator for more information.';

/**
 * Queues a password-reset email. The spec tells an unknown address so (a participant must ask
 * their facilitator); the HTTP edge rate-limits this call to blunt email probing. The request is
 * an outbox row and its queued delivery, relayed to the queue afterwards.
 */
export const requestPasswordReset = async (
  deps: Pick<Deps, 'store' | 'ids' | 'clock'>,
  input: RequestPasswordResetInput,
): Promise<RequestPasswordResetResult> => {
  const user = await deps.store.users.findByEmail(input.email.trim());
  if (user === null) throw notFound('USER.NOT_FOUND', RESET_UNKNOWN_EMAIL_MESSAGE);
  const job = {
    kind: 'email',
    name: 'reset-email',
    payload: { requestId: deps.ids.newId(), uid: user.uid },
  } as const;
  await deps.store.transaction((tx) => requestEmail(tx, deps, job, null));
  return { message: RESET_EMAIL_SENT_MESSAGE };
};
