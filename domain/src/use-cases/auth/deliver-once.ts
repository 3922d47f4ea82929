import type { Deps } from '../../ports/deps.ts';
import { MailRejectedError, type OutgoingMail } from '../../ports/services.ts';

/**
 * Sends the mail that `prepare` makes unless this request's delivery is already settled (sent, or
 * failed for good), and records the send as soon as the mail server has accepted it. A retried or
 * recovered job therefore skips before `prepare` runs (no new link retires the one already
 * emailed). The one duplicate left possible: the process dies after the server accepted the mail
 * and before the record is written.
 */
export const deliverOnce = async (
  deps: Pick<Deps, 'store' | 'clock' | 'mailer'>,
  requestId: string,
  prepare: () => Promise<OutgoingMail>,
): Promise<void> => {
  const status = await deps.store.deliveries.statusOf(requestId);
  if (status === 'sent' || status === 'failed') return;
  await deps.mailer.send(await prepare());
  await deps.store.deliveries.recordSent(requestId, deps.clock.now());
};

/** Why an email failed when the mail server gave no reply of its own (it could not be reached). */
export const MAIL_SERVER_UNREACHABLE = 'The mail server could not be reached';

/**
 * An email job failed for good: its delivery is recorded as failed with the reason (the mail
 * server's refusal, or that it could not be reached: never an internal address), so the Guide sees
 * it and "Send all" mails that participant again. A request already sent stays sent.
 */
export const recordEmailFailed = async (
  deps: Pick<Deps, 'store' | 'clock'>,
  requestId: string,
  error: unknown,
): Promise<void> => {
  const reason = error instanceof MailRejectedError ? error.reply : MAIL_SERVER_UNREACHABLE;
  await deps.store.deliveries.recordFailed(requestId, deps.clock.now(), reason);
};
