import type { EmailTemplate } from '../model/email-template.ts';
import type { LanguageTag } from '../model/language.ts';
import type { OutgoingMail } from '../ports/services.ts';
import { EMAIL_MESSAGES as M } from './email-messages.ts';
import { RESET_LINK_MINUTES } from './link-expiry.ts';
import { translate } from './messages.ts';
import type { BrandSource } from './organisation-brand.ts';

/** Logon and reset links both land on the create-a-password screen. */
export const passwordLinkUrl = (publicUrl: string, token: string): string =>
  `${publicUrl.replace(/\/+$/, '')}/reset_password/${encodeURIComponent(token)}`;

/**
 * The `Message-ID` of an email request: the same for every copy of it (a job run again after a
 * crash), so mail systems that collapse duplicates do. The request id (a UUID) keeps only the
 * characters a Message-ID allows; the host is the public URL's.
 */
export const emailMessageId = (requestId: string, publicUrl: string): string => {
  const local = requestId.replace(/[^A-Za-z0-9.-]/g, '-') || 'request';
  const host = URL.canParse(publicUrl) ? new URL(publicUrl).hostname : 'localhost';
  return `<${local}.email@${host || 'localhost'}>`;
};

const paragraphs = (parts: readonly string[]): string =>
  parts
    .map((part) => part.trim())
    .filter((part) => part !== '')
    .join('\n\n');

export interface TemplatedEmailInput {
  readonly to: string;
  readonly forename: string;
  /** The recipient's language: the greeting and subject's; the template is already in it. */
  readonly language: LanguageTag;
  /** The sender's saved template of the email's kind in the recipient's language, or the default one. */
  readonly template: EmailTemplate;
  readonly link: string;
  readonly productTitle: string;
}

export interface LogonEmailInput extends TemplatedEmailInput {
  /** Replaces the template body for this one email; a blank override keeps the template body. */
  readonly bodyOverride: string | null;
}

/** Greeting, body, the link, closing. */
const templatedText = (input: TemplatedEmailInput, body: string): string =>
  paragraphs([
    translate(input.language, M.greeting, { forename: input.forename }),
    body,
    input.link,
    input.template.closing,
  ]);

/** The logon email a facilitator sends: greeting, body, the link, closing. */
export const composeLogonEmail = (input: LogonEmailInput): OutgoingMail => {
  const body = input.bodyOverride?.trim() ? input.bodyOverride : input.template.body;
  return {
    to: input.to,
    subject: translate(input.language, M.logonSubject, { productTitle: input.productTitle }),
    text: templatedText(input, body),
  };
};

/** The reminder to finish the pre-work, laid out as the logon email, in the reminder template. */
export const composeReminderEmail = (input: TemplatedEmailInput): OutgoingMail => ({
  to: input.to,
  subject: translate(input.language, M.reminderSubject, { productTitle: input.productTitle }),
  text: templatedText(input, input.template.body),
});

export interface ResetEmailInput {
  readonly to: string;
  readonly forename: string;
  readonly language: LanguageTag;
  readonly link: string;
  readonly productTitle: string;
}

/** The forgot-password email in the person's language; it states how long the link lasts so an expired link is no surprise. */
export const composeResetEmail = (input: ResetEmailInput): OutgoingMail => ({
  to: input.to,
  subject: translate(input.language, M.resetSubject, { productTitle: input.productTitle }),
  text: paragraphs([
    translate(input.language, M.greeting, { forename: input.forename }),
    translate(input.language, M.resetBody, { minutes: RESET_LINK_MINUTES }),
    input.link,
    translate(input.language, M.resetIgnore),
  ]),
});

/** The `cid:` of an organisation's logo in its HTML emails. */
export const EMAIL_LOGO_CID = 'org-logo';

const escapeHtml = (text: string): string =>
  text.replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] ?? ch,
  );

/** A plain-text email as HTML: its paragraphs, links clickable, under the organisation's logo. */
const htmlWithLogo = (text: string, orgName: string): string => {
  const blocks = text.split('\n\n').map((block) => {
    const escaped = escapeHtml(block);
    return /^https?:\/\/\S+$/.test(block)
      ? `<p><a href="${escaped}">${escaped}</a></p>`
      : `<p>${escaped.replace(/\n/g, '<br>')}</p>`;
  });
  const logo = `<p><img src="cid:${EMAIL_LOGO_CID}" alt="${escapeHtml(orgName)}" style="max-height:64px;max-width:240px"></p>`;
  return `<!doctype html><html><body style="font-family:sans-serif;line-height:1.5;color:#1f2933">${logo}${blocks.join('')}</body></html>`;
};

/**
 * An account email of a person of `organisation` (issue 33): sent under its sender name (else its
 * name when it hides the product's; the address stays the deployment's) and, when it has a logo,
 * with an HTML part showing the logo as an inline attachment. The default organisation's (no
 * branding) email is left exactly as it was.
 */
export const brandEmail = (mail: OutgoingMail, organisation: BrandSource): OutgoingMail => {
  if (organisation === null) return mail;
  const { name, branding } = organisation;
  const fromName = branding.senderName ?? (branding.hideProductName ? name : null);
  return {
    ...mail,
    ...(fromName === null ? {} : { fromName }),
    ...(branding.logo === null
      ? {}
      : {
          html: htmlWithLogo(mail.text, name),
          inlineImages: [
            {
              cid: EMAIL_LOGO_CID,
              filename: branding.logo.contentType === 'image/png' ? 'logo.png' : 'logo.svg',
              contentType: branding.logo.contentType,
              content: branding.logo.bytes,
            },
          ],
        }),
  };
};
