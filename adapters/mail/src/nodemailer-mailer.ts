import { appendFile, mkdir } from 'node:fs/promises';
import { dirname } from 'node:path';
import { type Mailer, MailRejectedError, type OutgoingMail } from '@vs/domain';
import nodemailer from 'nodemailer';

export interface MailerOptions {
  /** SMTP connection URL; when absent mail is captured instead of sent. */
  readonly smtpUrl?: string | undefined;
  readonly from: string;
  /** Where captured mail is appended, one JSON object per line (the dev mailbox reads it). */
  readonly captureFile: string;
  /** Called for every captured mail (the composition root logs it). */
  readonly onCapture?: (mail: CapturedMail) => void;
}

export interface CapturedMail extends OutgoingMail {
  readonly from: string;
  readonly sentAt: string;
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
 * nodemailer over SMTP when configured; otherwise nodemailer's JSON transport, with each message
 * kept in a local mailbox file so a developer can open the links.
 */
export const createNodemailerMailer = (options: MailerOptions): Mailer => {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      send: async (mail) => {
        try {
          await transport.sendMail({
            from: options.from,
            to: mail.to,
            subject: mail.subject,
            text: mail.text,
          });
        } catch (error) {
          throw refusedForGood(error) ?? error;
        }
      },
    };
  }
  const transport = nodemailer.createTransport({ jsonTransport: true });
  return {
    send: async (mail) => {
      await transport.sendMail({ from: options.from, to: mail.to, subject: mail.subject, text: mail.text });
      const captured: CapturedMail = { ...mail, from: options.from, sentAt: new Date().toISOString() };
      await mkdir(dirname(options.captureFile), { recursive: true });
      await appendFile(options.captureFile, `${JSON.stringify(captured)}\n`);
      options.onCapture?.(captured);
    },
  };
};
