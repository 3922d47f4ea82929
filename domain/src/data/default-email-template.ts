import type { EmailTemplate, EmailTemplateKind } from '../model/email-template.ts';
import { DEFAULT_LANGUAGE, type LanguageTag } from '../model/language.ts';
import { EMAIL_MESSAGES as M } from '../rules/email-messages.ts';
import { translate } from '../rules/messages.ts';
import { VALUE_COUNT } from '../rules/value-layout.ts';

/**
 * The template of `kind` every facilitator starts with in `language` (each facilitator may save
 * their own per language). `productNamed: false` is for the people of an organisation that hides
 * the product's name (issue 33): the same texts, the workshop unnamed.
 */
export const defaultEmailTemplate = (
  kind: EmailTemplateKind,
  language: LanguageTag,
  productNamed = true,
): EmailTemplate => {
  const workshop = translate(language, productNamed ? M.workshopNamed : M.workshopUnnamed);
  return kind === 'logon'
    ? {
        body: translate(language, M.logonBody, { workshop, count: VALUE_COUNT }),
        closing: translate(language, M.logonClosing),
      }
    : {
        body: translate(language, M.reminderBody, { workshop }),
        closing: translate(language, M.reminderClosing),
      };
};

/** The English logon email, as the spec's clients have always read it. */
export const DEFAULT_EMAIL_TEMPLATE: EmailTemplate = defaultEmailTemplate('logon', DEFAULT_LANGUAGE);

/** The English reminder to finish the pre-work. */
export const DEFAULT_REMINDER_TEMPLATE: EmailTemplate = defaultEmailTemplate('reminder', DEFAULT_LANGUAGE);
