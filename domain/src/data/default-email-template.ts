import type { EmailTemplate } from '../model/email-template.ts';
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
