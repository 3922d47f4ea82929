import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { responseStateOf } from '../testing/response-state.ts';
import { createTestApp, TEST_ORIGIN } from '../testing/test-app.ts';
import { requireSameOrigin } from './require-same-origin.ts';
import { SESSION_COOKIE } from './session.ts';

const SITE = 'https://values.example';
const ADMIN_SITE = 'https://admin.values.example';
const REFUSED = { success: false, message: 'Cross-site request refused.' };

/** The middleware alone in front of a handler that counts the requests it lets through. */
const guarded = () => {
  const handled: string[] = [];
  const app = new Hono().use('*', requireSameOrigin([ADMIN_SITE])).all('/thing', (c) => {
    handled.push(c.req.method);
    return c.json({ success: true });
  });
  const send = async (method: string, origin?: string) => {
    const response = await app.request(`${SITE}/thing`, {
      method,
      headers: origin === undefined ? {} : { origin },
    });
    return { status: response.status, body: await response.json() };
  };
  return { send, handled };
};

describe('requireSameOrigin', () => {
  it('refuses an unsafe request without an Origin header (403) before the handler runs', async () => {
    const { send, handled } = guarded();
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
      expect(await send(method)).toEqual({ status: 403, body: REFUSED });
    }
    expect(handled).toEqual([]);
  });

  it('refuses an unsafe request from a foreign origin (403)', async () => {
    const { send, handled } = guarded();
    const foreign = [
      'https://evil.example',
      'null',
      'http://values.example',
      'https://values.example:8443',
      'https://values.example.evil.example',
      `${SITE}/`,
    ];
    for (const origin of foreign) {
      expect(await send('POST', origin), origin).toEqual({ status: 403, body: REFUSED });
    }
    expect(handled).toEqual([]);
  });

  it('lets unsafe requests from its own origin and from the allowed origins through', async () => {
    const { send, handled } = guarded();
    expect(await send('POST', SITE)).toEqual({ status: 200, body: { success: true } });
    expect(await send('DELETE', ADMIN_SITE)).toEqual({ status: 200, body: { success: true } });
    expect(handled).toEqual(['POST', 'DELETE']);
  });

  it('knows its own origin from the URL Node serves it under', async () => {
    const app = new Hono().use('*', requireSameOrigin([])).post('/thing', (c) => c.json({ success: true }));
    const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
    try {
      await new Promise((resolve) => server.once('listening', resolve));
      const own = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      const statusFrom = async (origin: string) =>
        (await fetch(`${own}/thing?x=/y`, { method: 'POST', headers: { origin } })).status;
      expect(await statusFrom(own)).toBe(200);
      for (const foreign of [
        `${own}/`,
        `${own}0`,
        'http://127.0.0.1',
        `https://127.0.0.1:${own.split(':')[2]}`,
      ])
        expect(await statusFrom(foreign), foreign).toBe(403);
    } finally {
      server.close();
    }
  });

  it('lets safe requests through without an Origin header, or with any', async () => {
    const { send, handled } = guarded();
    expect((await send('GET')).status).toBe(200);
    expect((await send('GET', 'https://evil.example')).status).toBe(200);
    expect((await send('OPTIONS')).status).toBe(200);
    expect(handled).toEqual(['GET', 'GET', 'OPTIONS']);
  });
});

describe('requireSameOrigin in the API', () => {
  /** A signed-in participant's request with the given Origin header (none when undefined). */
  const setUp = async () => {
    const testApp = await createTestApp();
    const participant = await testApp.signIn(testApp.cast.participant);
    const send = async (method: string, path: string, origin: string | undefined, body?: unknown) => {
      const headers: Record<string, string> = {
        cookie: `${SESSION_COOKIE}=${participant.cookie}`,
        'content-type': 'application/json',
      };
      if (origin !== undefined) headers.origin = origin;
      const response = await testApp.app.request(`${TEST_ORIGIN}${path}`, {
        method,
        headers,
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      return { status: response.status, body: await response.json() };
    };
    return { ...testApp, send };
  };

  const values = Array.from({ length: 10 }, (_, i) => ({ value: `Value ${i + 1}`, originalIndex: i }));

  it('refuses a cross-site save (403), writing nothing', async () => {
    const { send, deps, cast } = await setUp();
    const before = await responseStateOf(deps.store, cast.participant.uid);
    for (const origin of [undefined, 'https://evil.example']) {
      expect(
        await send('PUT', '/api/response/participant?prework=true', origin, { values, completedMark: 0 }),
      ).toEqual({ status: 403, body: REFUSED });
    }
    expect(await responseStateOf(deps.store, cast.participant.uid)).toEqual(before);
  });

  it('refuses a cross-site login (403) without opening a session', async () => {
    const { app, cast, deps } = await createTestApp();
    const response = await app.request(`${TEST_ORIGIN}/api/auth/login`, {
      method: 'POST',
      headers: { origin: 'https://evil.example', 'content-type': 'application/json' },
      body: JSON.stringify({ email: cast.participant.email, password: 'Passw0rd!' }),
    });
    expect(response.status).toBe(403);
    expect(response.headers.get('set-cookie')).toBeNull();
    expect((await deps.store.users.findById(cast.participant.uid))?.lastLoginAt).toBeNull();
  });

  it('answers a signed-in GET without an Origin header', async () => {
    const { send } = await setUp();
    expect(await send('GET', '/api/response/participant?prework=true', undefined)).toMatchObject({
      status: 200,
      body: { success: true },
    });
  });

  it('accepts a save from the configured origin', async () => {
    const { send, deps, cast } = await setUp();
    expect(
      await send('PUT', '/api/response/participant?prework=true', TEST_ORIGIN, { values, completedMark: 0 }),
    ).toMatchObject({ status: 200 });
    expect(await deps.store.responses.find(cast.participant.uid, 'prework')).not.toBeNull();
  });
});
