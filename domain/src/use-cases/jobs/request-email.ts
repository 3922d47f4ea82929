import type { Deps } from '../../ports/deps.ts';
import type { EmailKind, Repositories } from '../../ports/repositories.ts';
import type { Job } from '../../ports/services.ts';
import { addToOutbox } from './outbox.ts';

export type EmailJob = Extract<Job, { kind: 'email' }>;

const KIND_OF_JOB: Readonly<Record<EmailJob['name'], EmailKind>> = {
  'logon-email': 'logon',
  'reset-email': 'reset',
  'reminder-email': 'reminder',
  'follow-up-email': 'follow-up',
};

/**
 * Asks for an email in the caller's transaction: the job goes to the outbox and its delivery is
 * recorded as queued, so what the Guide sees is queued until the mail server accepts the mail.
 * `eid` is the event a logon email or reminder is for (null for a password reset).
 */
export const requestEmail = async (
  tx: Repositories,
  deps: Pick<Deps, 'ids' | 'clock'>,
  job: EmailJob,
  eid: string | null,
): Promise<void> => {
  const { requestId, uid } = job.payload;
  const kind = KIND_OF_JOB[job.name];
  await tx.deliveries.recordQueued({ requestId, kind, uid, eid, queuedAt: deps.clock.now() });
  await addToOutbox(tx, deps, job);
};
