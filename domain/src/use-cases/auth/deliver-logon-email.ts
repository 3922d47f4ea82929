import type { LogonEmailJob } from '../../ports/services.ts';
import { composeLogonEmail } from '../../rules/account-emails.ts';
import { deliverTemplatedEmail, type TemplatedEmailDeps } from './deliver-templated-email.ts';

/** The email job's work for a logon email: a fresh logon link in the sender's logon template. */
export const deliverLogonEmail = async (deps: TemplatedEmailDeps, job: LogonEmailJob): Promise<void> =>
  deliverTemplatedEmail(deps, job, 'logon', (input) =>
    composeLogonEmail({ ...input, bodyOverride: job.bodyOverride }),
  );
