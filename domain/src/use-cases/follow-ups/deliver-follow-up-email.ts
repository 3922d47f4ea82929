import { notFound } from '../../errors/domain-error.ts';
import type { Deps } from '../../ports/deps.ts';
import type { FollowUpEmailJob } from '../../ports/services.ts';
import { brandEmail } from '../../rules/account-emails.ts';
import { composeFollowUpEmail, followUpLinkUrl, followUpOptOutUrl } from '../../rules/follow-up-email.ts';
import { defineMessage } from '../../rules/message-descriptor.ts';
import { brandedTitle } from '../../rules/organisation-brand.ts';
import { deliverOnce } from '../auth/deliver-once.ts';
import { languageOfPerson } from '../shared/person-language.ts';
import { requireUser } from '../users/accounts.ts';

/**
 * The email job's work for a follow-up: the link whose token the sweep kept with the request (so
 * every run mails the same link), emailed once per request (deliverOnce), in the person's language,
 * branded as the person's organisation. A follow-up or event erased meanwhile fails the job for good.
 */
export const deliverFollowUpEmail = async (
  deps: Pick<Deps, 'store' | 'clock' | 'tokens' | 'mailer' | 'config'>,
  job: FollowUpEmailJob,
): Promise<void> =>
  deliverOnce(deps, job.requestId, async () => {
    const user = await requireUser(deps.store, job.uid);
    const token = await deps.store.deliveries.keptLinkToken(job.requestId);
    const followUp =
      token === null ? null : await deps.store.followUps.findByDigest(deps.tokens.digest(token));
    const event = followUp === null ? null : await deps.store.events.findById(followUp.eid);
    if (token === null || followUp === null || followUp.id !== job.followUpId || event === null)
      throw notFound(
        'FOLLOW_UP.NOT_FOUND',
        defineMessage({ id: 'error.followUp.notFound', defaultMessage: 'This follow-up no longer exists' }),
      );
    const organisation = await deps.store.organisations.findById(user.orgId);
    const mail = composeFollowUpEmail({
      to: user.email,
      forename: user.forename,
      language: await languageOfPerson(deps.store, user, event),
      eventName: event.eventName,
      link: followUpLinkUrl(deps.config.publicUrl, token),
      optOutLink: followUpOptOutUrl(deps.config.publicUrl, token),
      expiresAt: followUp.expiresAt,
      productTitle: brandedTitle(deps.config.productTitle, organisation),
    });
    return brandEmail(mail, organisation);
  });
