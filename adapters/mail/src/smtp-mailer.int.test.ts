import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MAIL_SERVER_UNREACHABLE, MailRejectedError, MailUnavailableError } from '@vs/domain';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readCapturedMail } from './captured-mailbox.ts';
import { createNodemailerMailer } from './nodemailer-mailer.ts';

interface Received {
  readonly from: string;
  readonly to: string[];
  readonly data: string;
}

describe('SMTP mail (SMTP_URL configured)', () => {
  const received: Received[] = [];
  let server: SMTPServer;
  let port = 0;
  let dir = '';

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'vs-smtp-'));
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      // Addresses naming their fate: refused for good (550) or for now (451).
      onRcptTo: (address, _session, callback) => {
        if (address.address.startsWith('unknown')) {
          return callback(Object.assign(new Error('5.1.1 No such user here'), { responseCode: 550 }));
        }
        if (address.address.startsWith('busy')) {
          return callback(Object.assign(new Error('4.2.1 Try again later'), { responseCode: 451 }));
        }
        callback();
      },
      onData: (stream, session, callback) => {
        let data = '';
        stream.on('data', (chunk: Buffer) => {
          data += chunk.toString('utf8');
        });
        stream.on('end', () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            data,
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.server.address() as AddressInfo).port;
  });

  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await rm(dir, { recursive: true, force: true });
  });

  it('delivers through the SMTP server and captures nothing locally', async () => {
    const captureFile = join(dir, 'outbox.jsonl');
    const mailer = createNodemailerMailer({
      smtpUrl: `smtp://127.0.0.1:${port}?ignoreTLS=true`,
      from: 'Values System <no-reply@example.test>',
      captureFile,
    });
    await mailer.send({
      to: 'pat@example.test',
      subject: 'Your logon link',
      text: 'Open http://x/reset_password/abc',
      messageId: '<req-1.email@values.example.test>',
    });
    expect(received).toHaveLength(1);
    // One Message-ID per email request: a copy sent again after a crash carries the same.
    expect(received[0]?.data).toContain('Message-ID: <req-1.email@values.example.test>');
    expect(received[0]).toMatchObject({ from: 'no-reply@example.test', to: ['pat@example.test'] });
    expect(received[0]?.data).toContain('Subject: Your logon link');
    expect(received[0]?.data).toContain('reset_password/abc');
    expect(await readCapturedMail(captureFile)).toEqual([]);
  });
  it("sends an organisation's email under its sender name at the deployment's address, its logo inline", async () => {
    const mailer = createNodemailerMailer({
      smtpUrl: `smtp://127.0.0.1:${port}?ignoreTLS=true`,
      from: 'Values System <no-reply@example.test>',
      captureFile: join(dir, 'unused.jsonl'),
    });
    const logo = Uint8Array.of(0x89, 0x50, 0x4e, 0x47, 1, 2, 3);
    await mailer.send({
      to: 'branded@example.test',
      subject: 'Acme: your logon link',
      text: 'Hello',
      fromName: 'Acme People',
      html: '<p><img src="cid:org-logo" alt="Acme"></p><p>Hello</p>',
      inlineImages: [{ cid: 'org-logo', filename: 'logo.png', contentType: 'image/png', content: logo }],
    });
    const mail = received.find((r) => r.to.includes('branded@example.test'));
    expect(mail?.from).toBe('no-reply@example.test');
    expect(mail?.data).toContain('From: Acme People <no-reply@example.test>');
    expect(mail?.data).toContain('multipart/related');
    expect(mail?.data).toContain('Content-ID: <org-logo>');
    expect(mail?.data).toContain(Buffer.from(logo).toString('base64'));
    expect(mail?.data).not.toContain('Values System');
  });

  it("turns a mail server's refusal for good into MailRejectedError with its reply, and nothing else", async () => {
    const mailer = createNodemailerMailer({
      smtpUrl: `smtp://127.0.0.1:${port}?ignoreTLS=true`,
      from: 'Values System <no-reply@example.test>',
      captureFile: join(dir, 'unused.jsonl'),
    });
    const mail = { subject: 'Your logon link', text: 'Hello' };
    const refused = await mailer
      .send({ ...mail, to: 'unknown@example.test' })
      .catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(MailRejectedError);
    expect((refused as MailRejectedError).reply).toMatch(/^550 .*No such user here/);
    const later = await mailer.send({ ...mail, to: 'busy@example.test' }).catch((error: unknown) => error);
    expect(later).toBeInstanceOf(MailUnavailableError);
    expect((later as MailUnavailableError).reason).toMatch(/^451 .*Try again later/);
  });

  it('says a mail server that cannot be reached could not be reached, without its address', async () => {
    const mailer = createNodemailerMailer({
      // Nothing listens on port 9 of this machine.
      smtpUrl: 'smtp://127.0.0.1:9?ignoreTLS=true',
      from: 'Values System <no-reply@example.test>',
      captureFile: join(dir, 'unused.jsonl'),
    });
    const error = await mailer
      .send({ to: 'pat@example.test', subject: 'S', text: 'T' })
      .catch((failure: unknown) => failure);
    expect(error).toBeInstanceOf(MailUnavailableError);
    expect((error as MailUnavailableError).reason).toBe(MAIL_SERVER_UNREACHABLE);
  });
});
