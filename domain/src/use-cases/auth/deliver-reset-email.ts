import type { Deps } from '../../ports/deps.ts';
import type { ResetEmailJob } from '../../ports/services.ts';
import { composeResetEmail, passwordLinkUrl } from '../../rules/account-emails.ts';
import { resetLinkExpiry } from '../../rules/link-expiry.ts';
import { requireUser } from '../users/accounts.ts';
import { issueFreshLink } from './logon-links.ts';

/** The email job's work for forgot-password: a one-hour reset link (replacing older ones), emailed. */
export const deliverResetEmail = async (
  deps: Pick<Deps, 'store' | 'clock' | 'ids' | 'tokens' | 'mailer' | 'config'>,
  job: ResetEmailJob,
): Promise<void> => {
  const user = await requireUser(deps.store, job.uid);
  const now = deps.clock.now();
  const token = await deps.store.transaction((tx) =>
    issueFreshLink(tx, deps, { uid: user.uid, purpose: 'reset', now, expiresAt: resetLinkExpiry(now) }),
  );
  await deps.mailer.send(
    composeResetEmail({
      to: user.email,
      forename: user.forename,
      link: passwordLinkUrl(deps.config.publicUrl, token),
      productTitle: deps.config.productTitle,
    }),
  );
};
