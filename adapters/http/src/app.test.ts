import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from './middleware/session.ts';
import { createTestApp, TEST_ORIGIN } from './testing/test-app.ts';

describe('the HTTP app', () => {
  it('answers health and readiness', async () => {
    const { anonymous } = await createTestApp();
    expect((await anonymous.request('GET', '/healthz')).status).toBe(200);
    expect((await anonymous.request('GET', '/readyz')).body).toEqual({ success: true, message: 'ready' });
  });

  it('stays ready naming an optional dependency that is down', async () => {
    const { anonymous } = await createTestApp({
      readiness: async () => ({ ready: true, dependencies: { database: 'up', redis: 'down' } }),
    });
    expect(await anonymous.request('GET', '/readyz')).toMatchObject({
      status: 200,
      body: { success: true, message: 'ready', dependencies: { database: 'up', redis: 'down' } },
    });
  });

  it('answers 503 naming what is down when not ready, and when the check itself fails', async () => {
    const down = await createTestApp({
      readiness: async () => ({ ready: false, reason: 'redis unavailable' }),
    });
    expect(await down.anonymous.request('GET', '/readyz')).toMatchObject({
      status: 503,
      body: { success: false, message: 'redis unavailable' },
    });
    const broken = await createTestApp({
      readiness: async () => {
        throw new Error('redis://:hunter2@cache:6379 refused');
      },
    });
    const reply = await broken.anonymous.request('GET', '/readyz');
    expect(reply).toMatchObject({ status: 503, body: { success: false } });
    expect(JSON.stringify(reply.body)).not.toContain('hunter2');
    expect((await broken.anonymous.request('GET', '/healthz')).status).toBe(200);
  });

  it('sets secure headers on every response', async () => {
    const { app } = await createTestApp();
    const response = await app.request(`${TEST_ORIGIN}/healthz`);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  });

  it('logs a user in with a session cookie and reports the session', async () => {
    const { signIn, cast } = await createTestApp();
    const guide = await signIn(cast.guide);
    expect((await guide.request('POST', '/api/auth/loggedIn')).body).toMatchObject({
      valid: true,
      accessLevel: 1,
      firstLogin: true,
    });
  });

  it('asks that no cache keep any API reply: personal data, refusals and sign-in alike', async () => {
    const { signIn, cast, anonymous } = await createTestApp();
    const guide = await signIn(cast.guide);
    const participant = await signIn(cast.participant);
    const replies = [
      await guide.request('GET', '/api/user/info'),
      await guide.request('GET', `/api/user/info_byid?uid=${cast.participant.uid}`),
      await guide.request('GET', `/api/event?eid=${cast.event.eid}`),
      await guide.request('GET', '/api/event/all'),
      await participant.request('GET', '/api/response/participant?prework=true'),
      await anonymous.request('GET', '/api/user/info'),
      await anonymous.request('POST', '/api/auth/login', { email: cast.guide.email, password: 'Passw0rd!' }),
    ];
    for (const reply of replies) expect(reply.headers.get('cache-control')).toBe('no-store');
  });

  it('answers unknown paths with a JSON 404', async () => {
    const { anonymous } = await createTestApp();
    expect(await anonymous.request('GET', '/api/nothing')).toMatchObject({
      status: 404,
      body: { success: false },
    });
  });

  it('gzips JSON replies to reads for a client that accepts it, only for such a client, and not the small replies to POSTs', async () => {
    const { app, signIn, cast } = await createTestApp();
    const admin = await signIn(cast.admin);
    for (let index = 0; index < 20; index += 1) {
      const created = await admin.request('POST', '/api/event/create', {
        eventName: `Workshop ${index}`,
        eventDate: '2030-06-15',
        eventType: 'Reg',
        sessionAccess: 'Pre-work',
        participants: [],
      });
      expect(created.status).toBe(201);
    }
    const get = (path: string, acceptEncoding?: string) =>
      app.request(`${TEST_ORIGIN}${path}`, {
        headers: {
          origin: TEST_ORIGIN,
          cookie: `${SESSION_COOKIE}=${admin.cookie}`,
          ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}),
        },
      });
    const list = '/api/event/summaries?status=active';

    const plain = await get(list);
    expect(plain.headers.get('content-encoding')).toBeNull();
    const json = await plain.text();
    expect(json.length).toBeGreaterThan(1024);

    const gzipped = await get(list, 'gzip, deflate, br');
    expect(gzipped.headers.get('content-encoding')).toBe('gzip');
    expect(gzipped.headers.get('vary')).toContain('Accept-Encoding');
    const bytes = Buffer.from(await gzipped.arrayBuffer());
    expect(bytes.length).toBeLessThan(json.length / 3);
    expect(JSON.parse(gunzipSync(bytes).toString('utf8'))).toEqual(JSON.parse(json));

    const write = await app.request(`${TEST_ORIGIN}/api/auth/loggedIn`, {
      method: 'POST',
      headers: {
        origin: TEST_ORIGIN,
        cookie: `${SESSION_COOKIE}=${admin.cookie}`,
        'accept-encoding': 'gzip',
      },
    });
    expect(write.headers.get('content-encoding')).toBeNull();
    expect(await write.json()).toMatchObject({ valid: true, accessLevel: 2 });
  });
});
