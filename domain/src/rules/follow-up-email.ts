import type { OutgoingMail } from '../ports/services.ts';

const base = (publicUrl: string): string => publicUrl.replace(/\/+$/, '');

/** The one-tap page of a follow-up (GET shows it; its form posts the answer). */
export const followUpLinkUrl = (publicUrl: string, token: string): string =>
  `${base(publicUrl)}/followup/${encodeURIComponent(token)}`;

/** The opt-out page of a follow-up's email (GET shows a button; POST stops every later follow-up). */
export const followUpOptOutUrl = (publicUrl: string, token: string): string =>
  `${base(publicUrl)}/followup/${encodeURIComponent(token)}/opt-out`;

export interface FollowUpEmailInput {
  readonly to: string;
  readonly forename: string;
  readonly eventName: string;
  readonly link: string;
  readonly optOutLink: string;
  readonly expiresAt: Date;
  readonly productTitle: string;
}

/** The follow-up email (English; the languages work adds the others beside it). */
export const composeFollowUpEmail = (input: FollowUpEmailInput): OutgoingMail => ({
  to: input.to,
  subject: `${input.productTitle}: one minute on your values since ${input.eventName}`,
  text: [
    `Hello ${input.forename},`,
    `How much are you living your ten values today? Rate each again, in about a minute, and see how much has changed since ${input.eventName}. The link needs no password and works until ${input.expiresAt.toISOString().slice(0, 10)}.`,
    input.link,
    'To receive no more of these emails:',
    input.optOutLink,
  ].join('\n\n'),
});
