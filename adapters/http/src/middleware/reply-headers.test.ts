import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { makeOrganisation, PNG_LOGO } from '@vs/domain/testing';
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

/** The app, served by Node on a free port too. */
const served = async (app: Awaited<ReturnType<typeof createTestApp>>['app']) => {
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  servers.push(server);
  await new Promise((resolve) => server.once('listening', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
};

describe('reply headers', () => {
  it('are the same whether the app is served by Node or asked directly: security headers, request id, no-store', async () => {
    const { app, signIn, cast } = await createTestApp();
    const guide = await signIn(cast.guide);
    const base = await served(app);
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
      const reply = await fetch(`${base}${path}`, {
        ...init,
        headers: { 'accept-encoding': 'identity', ...init?.headers },
      });
      expect(reply.status, path).toBe(direct.status);
      expect(headersOf(reply), path).toEqual(headersOf(direct));
      expect(reply.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(reply.headers.get('x-request-id'), path).toMatch(/^[0-9a-f-]{36}$/);
      if (path.startsWith('/api/')) expect(reply.headers.get('cache-control'), path).toBe('no-store');
    }
  });

  it("leave an organisation's logo to its route's caching, by Node as asked directly; no-store when it has none", async () => {
    const { app, deps } = await createTestApp();
    await deps.store.organisations.insert(makeOrganisation({ logo: PNG_LOGO }, { slug: 'acme' }));
    const base = await served(app);
    const cases: Array<[path: string, ifNoneMatch: string | null, cacheControl: string]> = [
      ['/api/org/logo?slug=acme&v=logo-v1', null, 'public, max-age=31536000, immutable'],
      ['/api/org/logo?slug=acme', null, 'public, no-cache'],
      ['/api/org/logo?slug=acme', '"logo-v1"', 'public, no-cache'],
      ['/api/org/logo?slug=nobody', null, 'no-store'],
    ];
    for (const [path, ifNoneMatch, cacheControl] of cases) {
      const headers = {
        'accept-encoding': 'identity',
        ...(ifNoneMatch === null ? {} : { 'if-none-match': ifNoneMatch }),
      };
      const direct = await app.request(`${TEST_ORIGIN}${path}`, { headers });
      const reply = await fetch(`${base}${path}`, { headers });
      expect(reply.status, path).toBe(direct.status);
      expect(headersOf(reply), path).toEqual(headersOf(direct));
      expect(reply.headers.get('cache-control'), path).toBe(cacheControl);
    }
  });
});
