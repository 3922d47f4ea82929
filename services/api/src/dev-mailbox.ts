import type { IncomingMessage } from 'node:http';
import { isLocalhostHost } from '@vs/composition';
import { readCapturedMail } from '@vs/mail';
import type { Hono } from 'hono';
import { mailboxPage } from './pages.ts';

const LOOPBACK_PEERS = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);
const FORWARDING_HEADERS = ['x-forwarded-for', 'forwarded', 'x-real-ip'];

/** The TCP peer (never a forwarded address). */
const peerOf = (env: unknown): string | undefined =>
  (env as { incoming?: IncomingMessage } | undefined)?.incoming?.socket.remoteAddress;

/**
 * Whether a request comes from a browser on this machine: a loopback peer, a localhost `Host`
 * (not a name that resolves here, DNS rebinding) and no sign of a proxy in between (a proxy on
 * this machine would make anyone's request look local).
 */
export const isFromThisMachine = (request: Request, env: unknown): boolean =>
  LOOPBACK_PEERS.has(peerOf(env) ?? '') &&
  isLocalhostHost(request.headers.get('host') ?? undefined) &&
  FORWARDING_HEADERS.every((name) => !request.headers.has(name));

/**
 * GET /dev/mailbox: the captured mail (logon and reset links) for a developer without SMTP; to
 * anyone else a plain 404. Served only when DEV_MAILBOX resolves true.
 */
export const serveDevMailbox = <E extends object>(app: Hono<E>, captureFile: string): void => {
  app.get('/dev/mailbox', async (c) => {
    if (!isFromThisMachine(c.req.raw, c.env)) return c.text('Not found', 404);
    return c.html(mailboxPage(await readCapturedMail(captureFile)));
  });
};
