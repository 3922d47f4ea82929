import type { ReminderEmailJob } from '../../ports/services.ts';
import { composeReminderEmail } from '../../rules/account-emails.ts';
import { deliverTemplatedEmail, type TemplatedEmailDeps } from './deliver-templated-email.ts';

/** The email job's work for a reminder: a fresh logon link in the sender's reminder template. */
export const deliverReminderEmail = async (deps: TemplatedEmailDeps, job: ReminderEmailJob): Promise<void> =>
  deliverTemplatedEmail(deps, job, 'reminder', composeReminderEmail);
