import {
  type Deps,
  deliverFollowUpEmail,
  deliverLogonEmail,
  deliverReminderEmail,
  deliverResetEmail,
  type Job,
  recordEmailFailed,
  recordEmailRetrying,
} from '@vs/domain';
import { z } from 'zod';

export const EMAIL_QUEUE = 'email';

const emailJobSchema = z.discriminatedUnion('name', [
  z.object({
    name: z.literal('logon-email'),
    payload: z.object({
      requestId: z.string().min(1),
      uid: z.string().min(1),
      senderId: z.string().min(1),
      bodyOverride: z.string().nullable(),
    }),
  }),
  z.object({
    name: z.literal('follow-up-email'),
    payload: z.object({
      requestId: z.string().min(1),
      uid: z.string().min(1),
      followUpId: z.string().min(1),
    }),
  }),
  z.object({
    name: z.literal('reset-email'),
    payload: z.object({ requestId: z.string().min(1), uid: z.string().min(1) }),
  }),
  z.object({
    name: z.literal('reminder-email'),
    payload: z.object({ requestId: z.string().min(1), uid: z.string().min(1), senderId: z.string().min(1) }),
  }),
]);

export type EmailDeps = Pick<Deps, 'store' | 'clock' | 'ids' | 'tokens' | 'mailer' | 'config'>;

/**
 * Handles one email job: validates its name and payload (jobs cross a process boundary) and calls
 * the domain. What it throws is classified by the queue's one failure policy: a malformed job, a
 * domain refusal (the user was deleted) or the mail server's refusal for good (MailRejectedError)
 * fails at once; anything else (SMTP down, database busy) is retried, over hours for email
 * (EMAIL_ATTEMPTS, EMAIL_BACKOFF_MS), as mail servers retry.
 */
export const processEmailJob = async (
  deps: EmailDeps,
  job: Pick<Job, 'name'> & { payload: unknown },
): Promise<void> => {
  const parsed = emailJobSchema.parse({ name: job.name, payload: job.payload });
  switch (parsed.name) {
    case 'logon-email':
      return deliverLogonEmail(deps, parsed.payload);
    case 'reset-email':
      return deliverResetEmail(deps, parsed.payload);
    case 'reminder-email':
      return deliverReminderEmail(deps, parsed.payload);
    case 'follow-up-email':
      return deliverFollowUpEmail(deps, parsed.payload);
  }
};

const requestOf = z.object({ requestId: z.string().min(1) });

/**
 * The job failed for good (no attempt left, or a failure retrying cannot fix): its delivery is
 * recorded as failed, so the Guide sees it and can send again. A malformed job names no request.
 */
export const failEmailJob = async (
  deps: Pick<Deps, 'store' | 'clock'>,
  job: { payload: unknown },
  error: unknown,
): Promise<void> => {
  const parsed = requestOf.safeParse(job.payload);
  if (parsed.success) await recordEmailFailed(deps, parsed.data.requestId, error);
};

/**
 * An attempt failed and the queue tries again later: the delivery stays queued and shows
 * "retrying: reason" meanwhile. A malformed job names no request.
 */
export const retryEmailJob = async (
  deps: Pick<Deps, 'store'>,
  job: { payload: unknown },
  error: unknown,
): Promise<void> => {
  const parsed = requestOf.safeParse(job.payload);
  if (parsed.success) await recordEmailRetrying(deps, parsed.data.requestId, error);
};
