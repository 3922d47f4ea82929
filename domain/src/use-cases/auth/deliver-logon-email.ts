import { DEFAULT_EMAIL_TEMPLATE } from '../../data/default-email-template.ts';
import type { Deps } from '../../ports/deps.ts';
import type { LogonEmailJob } from '../../ports/services.ts';
import { composeLogonEmail, passwordLinkUrl } from '../../rules/account-emails.ts';
import { requireUser } from '../users/accounts.ts';
import { deliverOnce } from './deliver-once.ts';
import { issueFreshLink, logonExpiryFor } from './logon-links.ts';

/**
 * The email job's work for a logon email: a fresh logon link (older unused ones stop working)
 * in the sender's template. The link is committed before the mail goes out, so the emailed link
 * always works. Sent once per request id however often the job runs (deliverOnce).
 */
export const deliverLogonEmail = async (
  deps: Pick<Deps, 'store' | 'clock' | 'ids' | 'tokens' | 'mailer' | 'config'>,
  job: LogonEmailJob,
): Promise<void> =>
  deliverOnce(deps, job.requestId, async () => {
    const user = await requireUser(deps.store, job.uid);
    const now = deps.clock.now();
    const expiresAt = await logonExpiryFor(deps.store, user, now);
    const template = (await deps.store.emailTemplates.find(job.senderId)) ?? DEFAULT_EMAIL_TEMPLATE;
    const token = await deps.store.transaction((tx) =>
      issueFreshLink(tx, deps, { uid: user.uid, purpose: 'logon', now, expiresAt }),
    );
    return composeLogonEmail({
      to: user.email,
      forename: user.forename,
      template,
      bodyOverride: job.bodyOverride,
      link: passwordLinkUrl(deps.config.publicUrl, token),
      productTitle: deps.config.productTitle,
    });
  });
