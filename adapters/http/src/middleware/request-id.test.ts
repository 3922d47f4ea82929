import { describe, expect, it } from 'vitest';
import { recordingLogger } from '../testing/recording-logger.ts';
import { createTestApp, TEST_ORIGIN } from '../testing/test-app.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('request ids', () => {
  it('answers every reply with a new id: success, not found, refused and failed requests alike', async () => {
    const { app } = await createTestApp();
    const replies = [
      await app.request(`${TEST_ORIGIN}/healthz`),
      await app.request(`${TEST_ORIGIN}/api/nothing`),
      await app.request(`${TEST_ORIGIN}/api/user/list`),
      await app.request(`${TEST_ORIGIN}/api/auth/login`, {
        method: 'POST',
        headers: { origin: TEST_ORIGIN },
      }),
    ];
    expect(replies.map((reply) => reply.status)).toEqual([200, 404, 401, 400]);
    const ids = replies.map((reply) => reply.headers.get('x-request-id'));
    for (const id of ids) expect(id).toMatch(UUID);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('answers a reply a route built itself (a served file) with an id too', async () => {
    const { app } = await createTestApp();
    app.get('/file.txt', () => new Response('text', { headers: { 'content-type': 'text/plain' } }));
    expect((await app.request(`${TEST_ORIGIN}/file.txt`)).headers.get('x-request-id')).toMatch(UUID);
  });

  it("keeps a trusted proxy's safe id, and nobody else's", async () => {
    const viaProxy = await createTestApp({ viaTrustedProxy: () => true });
    const direct = await createTestApp({ viaTrustedProxy: () => false });
    const idOf = async (app: typeof direct.app, offered: string) =>
      (await app.request(`${TEST_ORIGIN}/healthz`, { headers: { 'x-request-id': offered } })).headers.get(
        'x-request-id',
      );

    expect(await idOf(viaProxy.app, 'nginx:4f2a-9.b_c')).toBe('nginx:4f2a-9.b_c');
    expect(await idOf(direct.app, 'nginx:4f2a-9.b_c')).toMatch(UUID);
    for (const unsafe of ['a b', 'a\u00e9', 'x'.repeat(129), 'a"b', '{"level":60}']) {
      expect(await idOf(viaProxy.app, unsafe)).toMatch(UUID);
    }
  });

  it('stamps every log line of a request with its id, the error log too', async () => {
    const { logger, lines } = recordingLogger();
    const { anonymous, deps } = await createTestApp({ logger });
    deps.store.logonLinks.findByDigest = async () => {
      throw new Error('the database fell over');
    };

    const reply = await anonymous.request('GET', '/api/logon_link?lid=abc');
    expect(reply.status).toBe(500);
    const id = reply.headers.get('x-request-id');
    expect(lines.map((line) => line.message)).toEqual(['unhandled error', 'request']);
    for (const line of lines) expect(line.fields.requestId).toBe(id);
  });
});
