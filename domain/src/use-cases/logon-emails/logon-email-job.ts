import type { IdGenerator } from '../../ports/services.ts';
import type { EmailJob } from '../jobs/request-email.ts';

/** A fresh request id per send: a retried job never mails twice, a deliberate resend does. */
export const logonEmailJob = (
  ids: IdGenerator,
  uid: string,
  senderId: string,
  bodyOverride: string | null,
): EmailJob => ({
  kind: 'email',
  name: 'logon-email',
  payload: { requestId: ids.newId(), uid, senderId, bodyOverride },
});
