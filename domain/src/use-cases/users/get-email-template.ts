import { defaultEmailTemplate } from '../../data/default-email-template.ts';
import type { Actor } from '../../model/actor.ts';
import type { EmailTemplate, EmailTemplateKind } from '../../model/email-template.ts';
import { DEFAULT_LANGUAGE, type LanguageTag } from '../../model/language.ts';
import { GUIDE } from '../../model/user.ts';
import type { Deps } from '../../ports/deps.ts';
import { requireLevel } from '../../rules/permissions.ts';

export type GetEmailTemplateResult = EmailTemplate;

/**
 * The facilitator's template of that kind (logon email or reminder) in `language` (English when
 * none is named, as spec section 7 clients read it); that language's default until they save their own.
 */
export const getEmailTemplate = async (
  deps: Pick<Deps, 'store'>,
  actor: Actor,
  kind: EmailTemplateKind = 'logon',
  language: LanguageTag = DEFAULT_LANGUAGE,
): Promise<GetEmailTemplateResult> => {
  requireLevel(actor, GUIDE);
  return (
    (await deps.store.emailTemplates.find(actor.uid, kind, language)) ?? defaultEmailTemplate(kind, language)
  );
};
