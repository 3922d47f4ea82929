import type { Deps } from '../../ports/deps.ts';
import type { OutgoingMail } from '../../ports/services.ts';

/**
 * Sends the mail that `prepare` makes unless this request's mail was already sent, and records
 * the send as soon as the mail server has accepted it. A retried or recovered job therefore skips
 * before `prepare` runs (no new link retires the one already emailed). The one duplicate left
 * possible: the process dies after the server accepted the mail and before the record is written.
 */
export const deliverOnce = async (
  deps: Pick<Deps, 'store' | 'clock' | 'mailer'>,
  requestId: string,
  prepare: () => Promise<OutgoingMail>,
): Promise<void> => {
  if (await deps.store.deliveries.wasSent(requestId)) return;
  await deps.mailer.send(await prepare());
  await deps.store.deliveries.recordSent(requestId, deps.clock.now());
};
