import { appendFile, mkdir } from 'node:fs/promises';
import { dirname } from 'node:path';
import {
  MAIL_SERVER_UNREACHABLE,
  type Mailer,
  MailRejectedError,
  MailUnavailableError,
  type OutgoingMail,
} from '@vs/domain';
import type { SendMailOptions, Transporter } from 'nodemailer';

export interface MailerOptions {
  /** SMTP connection URL; when absent mail is captured instead of sent. */
  readonly smtpUrl?: string | undefined;
  readonly from: string;
  /** Where captured mail is appended, one JSON object per line (the dev mailbox reads it). */
  readonly captureFile: string;
  /** Called for every captured mail (the composition root logs it). */
  readonly onCapture?: (mail: CapturedMail) => void;
}

/** A captured mail as the mailbox file keeps it: inline images by name and size, not their bytes. */
export interface CapturedMail extends Omit<OutgoingMail, 'inlineImages'> {
  readonly from: string;
  readonly sentAt: string;
  readonly inlineImages?: readonly {
    readonly cid: string;
    readonly contentType: string;
    readonly size: number;
  }[];
}

/** The longest server reply kept as a reason. */
const MAX_REPLY = 300;

/**
 * A permanent SMTP refusal (5xx, e.g. "550 5.1.1 unknown user") as MailRejectedError with the
 * server's reply; null for anything retrying may fix (4xx, a connection that failed).
 */
const refusedForGood = (error: unknown): MailRejectedError | null => {
  if (typeof error !== 'object' || error === null) return null;
  const { responseCode, response } = error as { responseCode?: unknown; response?: unknown };
  if (typeof responseCode !== 'number' || responseCode < 500 || responseCode > 599) return null;
  const reply =
    typeof response === 'string' && response.trim() !== '' ? response.trim() : String(responseCode);
  return new MailRejectedError(reply.slice(0, MAX_REPLY));
};

/**
 * Any other failure of a send, as MailUnavailableError (retrying may help): a temporary refusal
 * (4xx) keeps the server's reply as its reason; a server that could not be reached (refused,
 * timed out, dropped the connection) says so, never with its address.
 */
const unavailable = (error: unknown): MailUnavailableError => {
  const { responseCode, response } = (typeof error === 'object' && error !== null ? error : {}) as {
    responseCode?: unknown;
    response?: unknown;
  };
  const replied = typeof responseCode === 'number' && typeof response === 'string' && response.trim() !== '';
  return new MailUnavailableError(replied ? response.trim().slice(0, MAX_REPLY) : MAIL_SERVER_UNREACHABLE, {
    cause: error,
  });
};

/**
 * The From of one mail: the deployment's, or under the mail's own display name (an organisation's
 * sender name) at the deployment's address. nodemailer encodes the name, so no header is injected.
 */
const fromOf = async (
  from: string,
  mail: OutgoingMail,
): Promise<string | { name: string; address: string }> => {
  if (mail.fromName === undefined) return from;
  const { default: addressparser } = await import('nodemailer/lib/addressparser/index.js');
  const [first] = addressparser(from, { flatten: true });
  return { name: mail.fromName, address: first?.address ?? from };
};

/**
 * nodemailer's fields of one mail: one Message-ID per email request when the domain gives one; an
 * HTML part with its inline images (related attachments named by `cid`) when the mail has one.
 */
const fieldsOf = async (from: string, mail: OutgoingMail): Promise<SendMailOptions> => ({
  from: await fromOf(from, mail),
  to: mail.to,
  subject: mail.subject,
  text: mail.text,
  ...(mail.html === undefined ? {} : { html: mail.html }),
  ...(mail.inlineImages === undefined
    ? {}
    : {
        attachments: mail.inlineImages.map((image) => ({
          cid: image.cid,
          filename: image.filename,
          contentType: image.contentType,
          content: Buffer.from(image.content),
          contentDisposition: 'inline' as const,
        })),
      }),
  ...(mail.messageId === undefined ? {} : { messageId: mail.messageId }),
});

/** The From header as sent, for the captured copy. */
const fromHeader = async (from: string, mail: OutgoingMail): Promise<string> => {
  const field = await fromOf(from, mail);
  return typeof field === 'string' ? field : `${field.name} <${field.address}>`;
};

/**
 * A transport made with the first mail: nodemailer is loaded only by a process that sends one
 * (an API replica whose mail the workers send never does).
 */
const lazyTransport = (settings: string | { jsonTransport: true }): (() => Promise<Transporter>) => {
  let transport: Promise<Transporter> | undefined;
  return () => {
    transport ??= import('nodemailer').then(({ default: nodemailer }) =>
      nodemailer.createTransport(settings),
    );
    return transport;
  };
};

/**
 * nodemailer over SMTP when configured; otherwise nodemailer's JSON transport, with each message
 * kept in a local mailbox file so a developer can open the links.
 */
export const createNodemailerMailer = (options: MailerOptions): Mailer => {
  if (options.smtpUrl) {
    const transport = lazyTransport(options.smtpUrl);
    return {
      send: async (mail) => {
        try {
          await (await transport()).sendMail(await fieldsOf(options.from, mail));
        } catch (error) {
          throw refusedForGood(error) ?? unavailable(error);
        }
      },
    };
  }
  const transport = lazyTransport({ jsonTransport: true });
  return {
    send: async (mail) => {
      await (await transport()).sendMail(await fieldsOf(options.from, mail));
      const { inlineImages, ...rest } = mail;
      const captured: CapturedMail = {
        ...rest,
        ...(inlineImages === undefined
          ? {}
          : {
              inlineImages: inlineImages.map(({ cid, contentType, content }) => ({
                cid,
                contentType,
                size: content.byteLength,
              })),
            }),
        from: await fromHeader(options.from, mail),
        sentAt: new Date().toISOString(),
      };
      await mkdir(dirname(options.captureFile), { recursive: true });
      await appendFile(options.captureFile, `${JSON.stringify(captured)}\n`);
      options.onCapture?.(captured);
    },
  };
};
