import { defaultEmailTemplate } from '../../data/default-email-template.ts';
import type { EmailTemplateKind } from '../../model/email-template.ts';
import type { Deps } from '../../ports/deps.ts';
import type { OutgoingMail } from '../../ports/services.ts';
import { brandEmail, passwordLinkUrl, type TemplatedEmailInput } from '../../rules/account-emails.ts';
import { brandedTitle, hidesProductName } from '../../rules/organisation-brand.ts';
import { languageOfPerson } from '../shared/person-language.ts';
import { requireUser } from '../users/accounts.ts';
import { deliverOnce } from './deliver-once.ts';
import { hasPendingSetup, linkOfRequest, logonExpiryFor } from './logon-links.ts';

export type TemplatedEmailDeps = Pick<Deps, 'store' | 'clock' | 'ids' | 'tokens' | 'mailer' | 'config'>;

/** What a logon email or reminder job names: its request, the recipient, and whose template. */
export interface TemplatedEmailRequest {
  readonly requestId: string;
  readonly uid: string;
  readonly senderId: string;
}

/**
 * An email carrying a fresh logon link (older unused ones stop working) in the sender's template
 * of `kind` in the recipient's language (languageOfPerson), else that language's default. The link is committed before the mail goes out, so the emailed link always works; a
 * run of the job after a crash mails the same link (linkOfRequest). Sent once per request id
 * however often the job runs (deliverOnce). Branded as the recipient's organisation (brandEmail),
 * whose defaults leave the product unnamed when it hides the product's name.
 */
export const deliverTemplatedEmail = async (
  deps: TemplatedEmailDeps,
  request: TemplatedEmailRequest,
  kind: EmailTemplateKind,
  compose: (input: TemplatedEmailInput) => OutgoingMail,
): Promise<void> =>
  deliverOnce(deps, request.requestId, async () => {
    const user = await requireUser(deps.store, request.uid);
    const now = deps.clock.now();
    const expiresAt = await logonExpiryFor(deps.store, user, now);
    const organisation = await deps.store.organisations.findById(user.orgId);
    const language = await languageOfPerson(deps.store, user);
    const template =
      (await deps.store.emailTemplates.find(request.senderId, kind, language)) ??
      defaultEmailTemplate(kind, language, !hidesProductName(organisation));
    // The emailed link replaces a pending set-up link as one: its holder still sets a password
    // first. A retry of the same request mails the link it kept.
    const purpose = (await hasPendingSetup(deps.store, user.uid, now)) ? 'setup' : 'logon';
    const token = await linkOfRequest(deps, request.requestId, { uid: user.uid, purpose, now, expiresAt });
    const mail = compose({
      to: user.email,
      forename: user.forename,
      language,
      template,
      link: passwordLinkUrl(deps.config.publicUrl, token),
      productTitle: brandedTitle(deps.config.productTitle, organisation),
    });
    return brandEmail(mail, organisation);
  });
