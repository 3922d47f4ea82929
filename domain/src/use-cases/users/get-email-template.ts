import { DEFAULT_EMAIL_TEMPLATES } from '../../data/default-email-template.ts';
import type { Actor } from '../../model/actor.ts';
import type { EmailTemplate, EmailTemplateKind } from '../../model/email-template.ts';
import { GUIDE } from '../../model/user.ts';
import type { Deps } from '../../ports/deps.ts';
import { requireLevel } from '../../rules/permissions.ts';

export type GetEmailTemplateResult = EmailTemplate;

/** The facilitator's template of that kind (logon email or reminder); the default until they save their own. */
export const getEmailTemplate = async (
  deps: Pick<Deps, 'store'>,
  actor: Actor,
  kind: EmailTemplateKind = 'logon',
): Promise<GetEmailTemplateResult> => {
  requireLevel(actor, GUIDE);
  return (await deps.store.emailTemplates.find(actor.uid, kind)) ?? DEFAULT_EMAIL_TEMPLATES[kind];
};
