import type { Deps } from '../../ports/deps.ts';
import {
  JobInterruptedError,
  MailRejectedError,
  MailUnavailableError,
  type OutgoingMail,
} from '../../ports/services.ts';
import { emailMessageId } from '../../rules/account-emails.ts';

/**
 * Sends the mail that `prepare` makes unless this request's delivery is already settled (sent, or
 * failed for good), and records the send as the very next step once the mail server has accepted
 * it. A retried or recovered job therefore skips before `prepare` runs. One duplicate stays
 * possible: the process dies after the server accepted the mail and before the record is written.
 * It is harmless: the copy carries the same link (kept with the request, see linkOfRequest) and
 * the same `Message-ID` (one per request), so a mail system that meets both can keep one.
 */
export const deliverOnce = async (
  deps: Pick<Deps, 'store' | 'clock' | 'mailer' | 'config'>,
  requestId: string,
  prepare: () => Promise<OutgoingMail>,
): Promise<void> => {
  const status = await deps.store.deliveries.statusOf(requestId);
  if (status === 'sent' || status === 'failed') return;
  const mail = await prepare();
  await deps.mailer.send({ ...mail, messageId: emailMessageId(requestId, deps.config.publicUrl) });
  await deps.store.deliveries.recordSent(requestId, deps.clock.now());
};

/** Why an email failed when the mail server gave no reply of its own (it could not be reached). */
export const MAIL_SERVER_UNREACHABLE = 'The mail server could not be reached';

/** Why an email failed when its worker kept stopping while sending (killed, not the mail server). */
export const EMAIL_WORKER_STOPPED = 'The email worker stopped while sending it, too often';

/** Why an email failed for anything else (the database away for the whole retry budget, ...). */
export const EMAIL_NOT_SENT = 'The email could not be sent';

/**
 * What the Guide is told about a failed attempt: the mail server's refusal or reason when the mail
 * server said or caused it, that the worker stopped when it did; never an internal address.
 */
export const emailFailureReason = (error: unknown): string => {
  if (error instanceof MailRejectedError) return error.reply;
  if (error instanceof MailUnavailableError) return error.reason;
  if (error instanceof JobInterruptedError) return EMAIL_WORKER_STOPPED;
  return EMAIL_NOT_SENT;
};

/**
 * An email job failed for good: its delivery is recorded as failed with the reason
 * (emailFailureReason), so the Guide sees it and "Send all" mails that participant again. A
 * request already sent stays sent.
 */
export const recordEmailFailed = async (
  deps: Pick<Deps, 'store' | 'clock'>,
  requestId: string,
  error: unknown,
): Promise<void> => {
  await deps.store.deliveries.recordFailed(requestId, deps.clock.now(), emailFailureReason(error));
};

/**
 * An attempt of an email job failed and the queue will try again later: the request stays queued,
 * showing "retrying: reason" meanwhile.
 */
export const recordEmailRetrying = async (
  deps: Pick<Deps, 'store'>,
  requestId: string,
  error: unknown,
): Promise<void> => {
  await deps.store.deliveries.recordRetrying(requestId, emailFailureReason(error));
};
