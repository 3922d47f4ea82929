import type { Mailer } from '@vs/domain';
import { createNodemailerMailer } from '@vs/mail';
import type { Logger } from 'pino';
import type { Config } from './config.ts';

/**
 * Mail through SMTP_URL, or, without it, captured to `captureFile` (the dev mailbox reads it) and
 * logged with its recipient and subject only: the text carries logon and reset links.
 */
export const createMailer = (
  config: Pick<Config, 'SMTP_URL' | 'MAIL_FROM'>,
  logger: Pick<Logger, 'info'>,
  captureFile: string,
): Mailer =>
  createNodemailerMailer({
    smtpUrl: config.SMTP_URL,
    from: config.MAIL_FROM,
    captureFile,
    onCapture: (mail) => logger.info({ to: mail.to, subject: mail.subject }, 'mail captured (no SMTP_URL)'),
  });
