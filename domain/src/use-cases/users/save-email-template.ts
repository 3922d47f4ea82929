import type { Actor } from '../../model/actor.ts';
import type { EmailTemplate, EmailTemplateKind } from '../../model/email-template.ts';
import { GUIDE } from '../../model/user.ts';
import type { Deps } from '../../ports/deps.ts';
import { requireLevel } from '../../rules/permissions.ts';

export type SaveEmailTemplateInput = EmailTemplate;

export interface SaveEmailTemplateResult {
  readonly message: string;
}

const SAVED_MESSAGES: Readonly<Record<EmailTemplateKind, string>> = {
  logon: 'Your email template has been saved',
  reminder: 'Your reminder template has been saved',
};

/** Saves the facilitator's own template of that kind (body and closing). */
export const saveEmailTemplate = async (
  deps: Pick<Deps, 'store'>,
  actor: Actor,
  input: SaveEmailTemplateInput,
  kind: EmailTemplateKind = 'logon',
): Promise<SaveEmailTemplateResult> => {
  requireLevel(actor, GUIDE);
  await deps.store.emailTemplates.save(actor.uid, kind, { body: input.body, closing: input.closing });
  return { message: SAVED_MESSAGES[kind] };
};
