import type { Deps } from '../../ports/deps.ts';
import type { ResetEmailJob } from '../../ports/services.ts';
import { brandEmail, composeResetEmail, passwordLinkUrl } from '../../rules/account-emails.ts';
import { resetLinkExpiry } from '../../rules/link-expiry.ts';
import { brandedTitle } from '../../rules/organisation-brand.ts';
import { languageOfPerson } from '../shared/person-language.ts';
import { requireUser } from '../users/accounts.ts';
import { deliverOnce } from './deliver-once.ts';
import { linkOfRequest } from './logon-links.ts';

/**
 * The email job's work for forgot-password: a one-hour reset link (replacing older ones, the same
 * one on a run after a crash), emailed once per request id however often the job runs (deliverOnce), in the person's language,
 * branded as the person's organisation (brandEmail).
 */
export const deliverResetEmail = async (
  deps: Pick<Deps, 'store' | 'clock' | 'ids' | 'tokens' | 'mailer' | 'config'>,
  job: ResetEmailJob,
): Promise<void> =>
  deliverOnce(deps, job.requestId, async () => {
    const user = await requireUser(deps.store, job.uid);
    const now = deps.clock.now();
    const token = await linkOfRequest(deps, job.requestId, {
      uid: user.uid,
      purpose: 'reset',
      now,
      expiresAt: resetLinkExpiry(now),
    });
    const organisation = await deps.store.organisations.findById(user.orgId);
    const mail = composeResetEmail({
      to: user.email,
      forename: user.forename,
      language: await languageOfPerson(deps.store, user),
      link: passwordLinkUrl(deps.config.publicUrl, token),
      productTitle: brandedTitle(deps.config.productTitle, organisation),
    });
    return brandEmail(mail, organisation);
  });
