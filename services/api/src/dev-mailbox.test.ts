import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveDevMailbox } from './dev-mailbox.ts';

const peer = (remoteAddress: string) => ({ incoming: { socket: { remoteAddress } } });

describe('the dev mailbox', () => {
  let dir = '';
  const app = new Hono();
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'vs-mailbox-'));
    const captureFile = join(dir, 'outbox.jsonl');
    const mail = {
      to: 'pat@example.test',
      subject: 'Set your password',
      text: 'http://x/?lid=SECRET',
      sentAt: 'now',
    };
    await writeFile(captureFile, `${JSON.stringify(mail)}\n`);
    serveDevMailbox(app, captureFile);
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  const open = async (host: string, remoteAddress = '127.0.0.1', headers: Record<string, string> = {}) => {
    const reply = await app.request('/dev/mailbox', { headers: { host, ...headers } }, peer(remoteAddress));
    return { status: reply.status, text: await reply.text() };
  };

  it('shows the captured mail to a browser on this machine, on any port', async () => {
    for (const [host, address] of [
      ['localhost:3000', '127.0.0.1'],
      ['127.0.0.1', '::ffff:127.0.0.1'],
      ['[::1]:8080', '::1'],
    ] as const) {
      const reply = await open(host, address);
      expect(reply.status).toBe(200);
      expect(reply.text).toContain('Set your password');
    }
  });

  it('is a 404 for another machine, a foreign Host and anything forwarded', async () => {
    const refused = [
      await open('localhost:3000', '10.0.0.5'),
      await open('values.example.com', '127.0.0.1'),
      await open('rebound.attacker.test:3000', '127.0.0.1'),
      await open('localhost:3000', '127.0.0.1', { 'x-forwarded-for': '203.0.113.9' }),
      await open('localhost:3000', '127.0.0.1', { forwarded: 'for=203.0.113.9' }),
      await open('localhost:3000', '127.0.0.1', { 'x-real-ip': '203.0.113.9' }),
    ];
    for (const reply of refused) {
      expect(reply.status).toBe(404);
      expect(reply.text).not.toContain('SECRET');
    }
  });
});
