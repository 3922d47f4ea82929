import { DEFAULT_EMAIL_TEMPLATE } from '../../data/default-email-template.ts';
import type { Actor } from '../../model/actor.ts';
import type { EmailTemplate } from '../../model/email-template.ts';
import { GUIDE } from '../../model/user.ts';
import type { Deps } from '../../ports/deps.ts';
import { requireLevel } from '../../rules/permissions.ts';

export type GetEmailTemplateResult = EmailTemplate;

/** The facilitator's logon-email template; the default until they save their own. */
export const getEmailTemplate = async (
  deps: Pick<Deps, 'store'>,
  actor: Actor,
): Promise<GetEmailTemplateResult> => {
  requireLevel(actor, GUIDE);
  return (await deps.store.emailTemplates.find(actor.uid)) ?? DEFAULT_EMAIL_TEMPLATE;
};
