import type { IdGenerator, Job } from '../../ports/services.ts';

/** A fresh request id per send: a retried job never mails twice, a deliberate resend does. */
export const logonEmailJob = (
  ids: IdGenerator,
  uid: string,
  senderId: string,
  bodyOverride: string | null,
): Job => ({
  kind: 'email',
  name: 'logon-email',
  payload: { requestId: ids.newId(), uid, senderId, bodyOverride },
});
