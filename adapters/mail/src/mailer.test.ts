import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { readCapturedMail } from './captured-mailbox.ts';
import { type CapturedMail, createNodemailerMailer } from './nodemailer-mailer.ts';

describe('captured mail (no SMTP configured)', () => {
  let dir = '';
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('keeps every message in the mailbox, newest first, and reports it', async () => {
    dir = await mkdtemp(join(tmpdir(), 'vs-mail-'));
    const file = join(dir, 'mail', 'outbox.jsonl');
    const seen: CapturedMail[] = [];
    const mailer = createNodemailerMailer({
      from: 'noreply@example.test',
      captureFile: file,
      onCapture: (m) => seen.push(m),
    });
    await mailer.send({ to: 'a@example.test', subject: 'First', text: 'Hello https://x/reset_password/abc' });
    await mailer.send({ to: 'b@example.test', subject: 'Second', text: 'Hi' });
    const box = await readCapturedMail(file);
    expect(box.map((m) => m.subject)).toEqual(['Second', 'First']);
    expect(box[1]).toMatchObject({
      to: 'a@example.test',
      from: 'noreply@example.test',
      text: 'Hello https://x/reset_password/abc',
    });
    expect(seen).toHaveLength(2);
  });

  it("keeps a branded mail's sender name and inline images by size, not their bytes", async () => {
    dir = await mkdtemp(join(tmpdir(), 'vs-mail-'));
    const file = join(dir, 'outbox.jsonl');
    const mailer = createNodemailerMailer({
      from: 'Values System <noreply@example.test>',
      captureFile: file,
    });
    await mailer.send({
      to: 'a@example.test',
      subject: 'Acme: your logon link',
      text: 'Hi',
      fromName: 'Acme',
      html: '<img src="cid:org-logo">',
      inlineImages: [
        { cid: 'org-logo', filename: 'logo.png', contentType: 'image/png', content: new Uint8Array(5) },
      ],
    });
    const [mail] = await readCapturedMail(file);
    expect(mail).toMatchObject({
      from: 'Acme <noreply@example.test>',
      fromName: 'Acme',
      inlineImages: [{ cid: 'org-logo', contentType: 'image/png', size: 5 }],
    });
  });

  it('reads an empty mailbox when nothing was sent', async () => {
    dir = await mkdtemp(join(tmpdir(), 'vs-mail-'));
    expect(await readCapturedMail(join(dir, 'none.jsonl'))).toEqual([]);
  });
});
