import type { Actor } from '../../model/actor.ts';
import type { EmailTemplate } from '../../model/email-template.ts';
import { GUIDE } from '../../model/user.ts';
import type { Deps } from '../../ports/deps.ts';
import { requireLevel } from '../../rules/permissions.ts';

export type SaveEmailTemplateInput = EmailTemplate;

export interface SaveEmailTemplateResult {
  readonly message: string;
}

export const SAVE_EMAIL_TEMPLATE_MESSAGE = 'Your email template has been saved';

/** Saves the facilitator's own logon-email template (body and closing). */
export const saveEmailTemplate = async (
  deps: Pick<Deps, 'store'>,
  actor: Actor,
  input: SaveEmailTemplateInput,
): Promise<SaveEmailTemplateResult> => {
  requireLevel(actor, GUIDE);
  await deps.store.emailTemplates.save(actor.uid, { body: input.body, closing: input.closing });
  return { message: SAVE_EMAIL_TEMPLATE_MESSAGE };
};
