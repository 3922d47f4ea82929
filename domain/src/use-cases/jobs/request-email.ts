import type { Deps } from '../../ports/deps.ts';
import type { Repositories } from '../../ports/repositories.ts';
import type { Job } from '../../ports/services.ts';
import { addToOutbox } from './outbox.ts';

export type EmailJob = Extract<Job, { kind: 'email' }>;

/**
 * Asks for an email in the caller's transaction: the job goes to the outbox and its delivery is
 * recorded as queued, so what the Guide sees is queued until the mail server accepts the mail.
 * `eid` is the event a logon email is for (null for a password reset).
 */
export const requestEmail = async (
  tx: Repositories,
  deps: Pick<Deps, 'ids' | 'clock'>,
  job: EmailJob,
  eid: string | null,
): Promise<void> => {
  const { requestId, uid } = job.payload;
  await tx.deliveries.recordQueued({ requestId, uid, eid, queuedAt: deps.clock.now() });
  await addToOutbox(tx, deps, job);
};
