import { DomainError, MailRejectedError } from '@vs/domain';
import { z } from 'zod';

/**
 * The one policy of every queue and every worker for a job that threw: is it worth another
 * attempt? Retrying cannot fix
 * - a malformed job (the processor's zod parse of the payload or name failed: jobs cross a process
 *   boundary and are validated there),
 * - a domain refusal (the user or event was deleted meanwhile, a request that has given up),
 * - a mail server's refusal for good (an SMTP 5xx reply; the email worker records the reply),
 *
 * so these fail the job at once. Anything else (a server away, the database busy, a crashed
 * browser, a full disk) is retried with backoff until the attempts run out.
 */
export const isRetryableJobFailure = (error: unknown): boolean =>
  !(error instanceof z.ZodError || error instanceof DomainError || error instanceof MailRejectedError);
