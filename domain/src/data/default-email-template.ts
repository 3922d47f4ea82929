import type { EmailTemplate, EmailTemplateKind } from '../model/email-template.ts';
import { VALUE_COUNT } from '../rules/value-layout.ts';

/** The logon email naming the workshop as `workshop` ('Values System workshop', or just 'workshop'). */
const logonTemplate = (workshop: string): EmailTemplate => ({
  body:
    `You have been invited to take part in a ${workshop}. Before the session, please ` +
    'complete the pre-work exercise: it takes about 30-45 minutes and walks you through four steps ' +
    `to identify, define, rank and rate your top ${VALUE_COUNT} values.\n\n` +
    'Use the link below to create your password and log in. The link works once.',
  closing: 'We look forward to seeing you at the session.',
});

/** The reminder naming the workshop as `workshop`, in the logon email's spirit. */
const reminderTemplate = (workshop: string): EmailTemplate => ({
  body:
    `A friendly reminder: your pre-work for the ${workshop} is not finished yet. It ` +
    'takes about 30-45 minutes in all, and whatever you have already done is saved, so you can ' +
    'carry on where you left off.\n\n' +
    'Use the link below to log in (and create your password if you have not yet). The link works once.',
  closing: 'Thank you, and we look forward to seeing you at the session.',
});

/** The logon email every facilitator starts with; each facilitator may edit their own copy. */
export const DEFAULT_EMAIL_TEMPLATE: EmailTemplate = logonTemplate('Values System workshop');

/** The reminder to finish the pre-work every facilitator starts with. */
export const DEFAULT_REMINDER_TEMPLATE: EmailTemplate = reminderTemplate('Values System workshop');

/** Each kind's default, used until the facilitator saves their own. */
export const DEFAULT_EMAIL_TEMPLATES: Readonly<Record<EmailTemplateKind, EmailTemplate>> = {
  logon: DEFAULT_EMAIL_TEMPLATE,
  reminder: DEFAULT_REMINDER_TEMPLATE,
};

/**
 * The defaults for the people of an organisation that hides the product's name (issue 33): the
 * same texts, the workshop unnamed. A facilitator's own saved template is their text, sent as is.
 */
export const UNNAMED_PRODUCT_EMAIL_TEMPLATES: Readonly<Record<EmailTemplateKind, EmailTemplate>> = {
  logon: logonTemplate('workshop'),
  reminder: reminderTemplate('workshop'),
};
