import type { LanguageTag } from '../model/language.ts';
import type { OutgoingMail } from '../ports/services.ts';
import { EMAIL_MESSAGES as M } from './email-messages.ts';
import { translate } from './messages.ts';
import { writingLocale } from './writing-locale.ts';

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
  readonly language: LanguageTag;
  readonly eventName: string;
  readonly link: string;
  readonly optOutLink: string;
  readonly expiresAt: Date;
  readonly productTitle: string;
}

/**
 * The follow-up email in the person's language; the link's last day as that language writes dates,
 * English the British way like the PDFs (`writingLocale`).
 */
export const composeFollowUpEmail = (input: FollowUpEmailInput): OutgoingMail => {
  const { language, productTitle, eventName } = input;
  const until = new Intl.DateTimeFormat(writingLocale(language), {
    dateStyle: 'long',
    timeZone: 'UTC',
  }).format(input.expiresAt);
  return {
    to: input.to,
    subject: translate(language, M.followUpSubject, { productTitle, eventName }),
    text: [
      translate(language, M.greeting, { forename: input.forename }),
      translate(language, M.followUpBody, { eventName, until }),
      input.link,
      translate(language, M.followUpOptOut),
      input.optOutLink,
    ].join('\n\n'),
  };
};
