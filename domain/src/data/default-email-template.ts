import type { EmailTemplate, EmailTemplateKind } from '../model/email-template.ts';
import { VALUE_COUNT } from '../rules/value-layout.ts';

/** The logon email every facilitator starts with; each facilitator may edit their own copy. */
export const DEFAULT_EMAIL_TEMPLATE: EmailTemplate = {
  body:
    'You have been invited to take part in a Values System workshop. Before the session, please ' +
    'complete the pre-work exercise: it takes about 30-45 minutes and walks you through four steps ' +
    `to identify, define, rank and rate your top ${VALUE_COUNT} values.\n\n` +
    'Use the link below to create your password and log in. The link works once.',
  closing: 'We look forward to seeing you at the session.',
};

/** The reminder to finish the pre-work every facilitator starts with, in the logon email's spirit. */
export const DEFAULT_REMINDER_TEMPLATE: EmailTemplate = {
  body:
    'A friendly reminder: your pre-work for the Values System workshop is not finished yet. It ' +
    'takes about 30-45 minutes in all, and whatever you have already done is saved, so you can ' +
    'carry on where you left off.\n\n' +
    'Use the link below to log in (and create your password if you have not yet). The link works once.',
  closing: 'Thank you, and we look forward to seeing you at the session.',
};

/** Each kind's default, used until the facilitator saves their own. */
export const DEFAULT_EMAIL_TEMPLATES: Readonly<Record<EmailTemplateKind, EmailTemplate>> = {
  logon: DEFAULT_EMAIL_TEMPLATE,
  reminder: DEFAULT_REMINDER_TEMPLATE,
};
