import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailer } from './mailer.ts';

describe('mail captured without SMTP_URL', () => {
  let dir = '';
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'vs-capture-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('is logged with its recipient and subject only, never its text (which carries links)', async () => {
    const written: string[] = [];
    const logger = pino({ level: 'info' }, { write: (line: string) => void written.push(line) });
    const captureFile = join(dir, 'outbox.jsonl');
    const mailer = createMailer(
      { SMTP_URL: undefined, MAIL_FROM: 'Values <no-reply@example.test>' },
      logger,
      captureFile,
    );
    await mailer.send({
      to: 'pat@example.test',
      subject: 'Set your password',
      text: 'Open http://localhost:3000/reset_password/SECRET-LINK-TOKEN to continue.',
    });

    expect(written.map((line) => JSON.parse(line))).toEqual([
      expect.objectContaining({ to: 'pat@example.test', subject: 'Set your password' }),
    ]);
    expect(written.join('')).not.toContain('SECRET-LINK-TOKEN');
    // The dev mailbox still shows the whole mail.
    expect(await readFile(captureFile, 'utf8')).toContain('SECRET-LINK-TOKEN');
  });
});
