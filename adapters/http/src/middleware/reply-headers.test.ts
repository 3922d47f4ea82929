import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, TEST_ORIGIN } from '../testing/test-app.ts';
import { SESSION_COOKIE } from './session.ts';

/** What differs between two replies to the same request for reasons of transport, not of the app. */
const TRANSPORT = new Set(['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding']);

const headersOf = (reply: Response): Record<string, string> => {
  const kept: Record<string, string> = {};
  for (const [name, value] of reply.headers) {
    if (!TRANSPORT.has(name)) kept[name] = name === 'x-request-id' ? 'an id' : value;
  }
  return kept;
};

const servers: Array<{ close(): void }> = [];
afterEach(() => {
  for (const server of servers.splice(0)) server.close();
});

describe('reply headers', () => {
  it('are the same whether the app is served by Node or asked directly: security headers, request id, no-store', async () => {
    const { app, signIn, cast } = await createTestApp();
    const guide = await signIn(cast.guide);
    const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
    servers.push(server);
    await new Promise((resolve) => server.once('listening', resolve));
    const { port } = server.address() as AddressInfo;
    const session = { cookie: `${SESSION_COOKIE}=${guide.cookie}` };
    const cases: Array<{ path: string; init?: RequestInit }> = [
      { path: '/healthz' },
      { path: '/api/user/info', init: { headers: session } },
      { path: '/api/user/info' },
      { path: '/api/nothing', init: { headers: session } },
      {
        path: '/api/auth/logout',
        init: { method: 'POST', headers: { ...session, origin: 'https://elsewhere.test' } },
      },
      {
        path: '/api/auth/login',
        init: {
          method: 'POST',
          headers: { origin: TEST_ORIGIN, 'content-type': 'application/json' },
          body: JSON.stringify({ email: cast.guide.email, password: 'wrong password' }),
        },
      },
    ];
    for (const { path, init } of cases) {
      const direct = await app.request(`${TEST_ORIGIN}${path}`, init);
      const served = await fetch(`http://127.0.0.1:${port}${path}`, {
        ...init,
        headers: { 'accept-encoding': 'identity', ...init?.headers },
      });
      expect(served.status, path).toBe(direct.status);
      expect(headersOf(served), path).toEqual(headersOf(direct));
      expect(served.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(served.headers.get('x-request-id'), path).toMatch(/^[0-9a-f-]{36}$/);
      if (path.startsWith('/api/')) expect(served.headers.get('cache-control'), path).toBe('no-store');
    }
  });
});
