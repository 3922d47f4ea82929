import {
  type Deps,
  DomainError,
  deliverLogonEmail,
  deliverReminderEmail,
  deliverResetEmail,
  type Job,
  MailRejectedError,
  recordEmailFailed,
} from '@vs/domain';
import { z } from 'zod';

export const EMAIL_QUEUE = 'email';

const logonEmailSchema = z.object({
  requestId: z.string().min(1),
  uid: z.string().min(1),
  senderId: z.string().min(1),
  bodyOverride: z.string().nullable(),
});
const resetEmailSchema = z.object({ requestId: z.string().min(1), uid: z.string().min(1) });
const reminderEmailSchema = resetEmailSchema.extend({ senderId: z.string().min(1) });

/** A failure that retrying cannot fix (bad payload, missing user): the job fails at once. */
export class PermanentJobError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'PermanentJobError';
  }
}

export type EmailDeps = Pick<Deps, 'store' | 'clock' | 'ids' | 'tokens' | 'mailer' | 'config'>;

/**
 * Handles one email job: validates the payload (jobs cross a process boundary) and calls the
 * domain. Domain refusals are permanent; anything else (SMTP down, database busy) is retried.
 */
export const processEmailJob = async (
  deps: EmailDeps,
  job: Pick<Job, 'name'> & { payload: unknown },
): Promise<void> => {
  try {
    switch (job.name) {
      case 'logon-email':
        return await deliverLogonEmail(deps, parse(logonEmailSchema, job.payload));
      case 'reset-email':
        return await deliverResetEmail(deps, parse(resetEmailSchema, job.payload));
      case 'reminder-email':
        return await deliverReminderEmail(deps, parse(reminderEmailSchema, job.payload));
      default:
        throw new PermanentJobError(`unknown email job ${String(job.name)}`);
    }
  } catch (error) {
    if (error instanceof DomainError) throw new PermanentJobError(error.message, { cause: error });
    throw error;
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

const parse = <T>(schema: z.ZodType<T>, payload: unknown): T => {
  const result = schema.safeParse(payload);
  if (!result.success) throw new PermanentJobError(`invalid email job payload: ${result.error.message}`);
  return result.data;
};

/** A bad job, a domain refusal or a mail server's refusal for good fails at once; the rest is retried. */
export const isRetryable = (error: unknown): boolean =>
  !(error instanceof PermanentJobError || error instanceof MailRejectedError);
