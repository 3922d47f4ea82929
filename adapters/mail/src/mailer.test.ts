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

  it('reads an empty mailbox when nothing was sent', async () => {
    dir = await mkdtemp(join(tmpdir(), 'vs-mail-'));
    expect(await readCapturedMail(join(dir, 'none.jsonl'))).toEqual([]);
  });
});
