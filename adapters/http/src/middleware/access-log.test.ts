import { describe, expect, it } from 'vitest';
import { recordingLogger } from '../testing/recording-logger.ts';
import { createTestApp, TEST_ORIGIN } from '../testing/test-app.ts';
import { storeLink } from '../testing/tokens.ts';
import { UNMATCHED_ROUTE } from './route-label.ts';

const requestLines = (lines: ReturnType<typeof recordingLogger>['lines']) =>
  lines.filter((line) => line.message === 'request');

describe('the access log', () => {
  it('writes one line per request: method, route pattern, status, duration, request id, client address', async () => {
    const { logger, lines } = recordingLogger();
    const { app, cast, signIn } = await createTestApp({ logger });
    const admin = await signIn(cast.admin);
    lines.length = 0;

    const reply = await admin.from('203.0.113.7').request('GET', `/api/user/info_byid?uid=${cast.guide.uid}`);
    const missing = await app.request(`${TEST_ORIGIN}/api/no/such/path?secret=1`);

    const [line, unmatched, ...more] = requestLines(lines);
    expect(more).toEqual([]);
    expect(line).toMatchObject({
      level: 'info',
      fields: {
        method: 'GET',
        route: '/api/user/info_byid',
        status: reply.status,
        requestId: reply.headers.get('x-request-id'),
        clientAddress: '203.0.113.7',
      },
    });
    expect(reply.status).toBe(200);
    expect(line?.fields.durationMs).toEqual(expect.any(Number));
    expect(JSON.stringify(line)).not.toContain(cast.guide.uid);
    expect(unmatched?.fields).toMatchObject({
      route: UNMATCHED_ROUTE,
      status: 404,
      requestId: missing.headers.get('x-request-id'),
    });
  });

  it('names a request a middleware refused by that middleware, and logs probes at debug', async () => {
    const { logger, lines } = recordingLogger();
    const { app } = await createTestApp({ logger });
    await app.request(`${TEST_ORIGIN}/api/user/list`);
    await app.request(`${TEST_ORIGIN}/healthz`);
    await app.request(`${TEST_ORIGIN}/readyz`);
    expect(requestLines(lines).map(({ level, fields }) => [level, fields.route, fields.status])).toEqual([
      ['info', '/api/user/*', 401],
      ['debug', '/healthz', 200],
      ['debug', '/readyz', 200],
    ]);
  });

  it("never writes a login's password, a lid from a query string, cookies or the raw URL", async () => {
    const { logger, lines } = recordingLogger();
    const { anonymous, cast, deps, signIn } = await createTestApp({ logger });
    const lid = await storeLink(deps, cast.participant.uid);
    const password = 'Passw0rd!';
    const admin = await signIn(cast.admin, password);
    await admin.request('POST', '/api/auth/login', { email: cast.admin.email, password });
    await anonymous.request('POST', '/api/auth/login', { email: cast.admin.email, password: 'Wr0ngPass!' });
    await anonymous.request('GET', `/api/logon_link?lid=${lid}`);

    const written = JSON.stringify(lines);
    expect(requestLines(lines)).toHaveLength(4);
    for (const secret of [password, 'Wr0ngPass!', lid, admin.cookie ?? 'no cookie', 'lid=']) {
      expect(written).not.toContain(secret);
    }
    expect(requestLines(lines).map((line) => line.fields.route)).toContain('/api/logon_link');
  });
});
