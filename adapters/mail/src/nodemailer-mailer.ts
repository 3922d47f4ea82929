import { appendFile, mkdir } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { Mailer, OutgoingMail } from '@vs/domain';
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

/**
 * nodemailer over SMTP when configured; otherwise nodemailer's JSON transport, with each message
 * kept in a local mailbox file so a developer can open the links.
 */
export const createNodemailerMailer = (options: MailerOptions): Mailer => {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      send: async (mail) => {
        await transport.sendMail({ from: options.from, to: mail.to, subject: mail.subject, text: mail.text });
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
