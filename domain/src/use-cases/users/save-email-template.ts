import type { Actor } from '../../model/actor.ts';
import type { EmailTemplate, EmailTemplateKind } from '../../model/email-template.ts';
import { DEFAULT_LANGUAGE, type LanguageTag } from '../../model/language.ts';
import { GUIDE } from '../../model/user.ts';
import type { Deps } from '../../ports/deps.ts';
import { requireLevel } from '../../rules/permissions.ts';

export interface SaveEmailTemplateInput extends EmailTemplate {
  /** The template's language; absent: English (spec section 7 clients). */
  readonly language?: LanguageTag | undefined;
}

export interface SaveEmailTemplateResult {
  readonly message: string;
}

const SAVED_MESSAGES: Readonly<Record<EmailTemplateKind, string>> = {
  logon: 'Your email template has been saved',
  reminder: 'Your reminder template has been saved',
};

/** Saves the facilitator's own template of that kind (body and closing) in its language. */
export const saveEmailTemplate = async (
  deps: Pick<Deps, 'store'>,
  actor: Actor,
  input: SaveEmailTemplateInput,
  kind: EmailTemplateKind = 'logon',
): Promise<SaveEmailTemplateResult> => {
  requireLevel(actor, GUIDE);
  await deps.store.emailTemplates.save(
    actor.uid,
    kind,
    { body: input.body, closing: input.closing },
    input.language ?? DEFAULT_LANGUAGE,
  );
  return { message: SAVED_MESSAGES[kind] };
};
