export { readCapturedMail } from './captured-mailbox.ts';
export { type CapturedMail, createNodemailerMailer, type MailerOptions } from './nodemailer-mailer.ts';
