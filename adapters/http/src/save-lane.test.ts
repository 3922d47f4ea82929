import { createServer, type RequestListener, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import { Registry } from 'prom-client';
import { afterEach, describe, expect, it } from 'vitest';
import { createClientAddressing } from './client-address.ts';
import { SESSION_COOKIE } from './middleware/session.ts';
import { createInProcessProgressBus } from './progress/progress-bus.ts';
import { withSaveLane } from './save-lane.ts';
import { chosenValues, responseStateOf, updateUser } from './testing/response-state.ts';
import { createTestApp, recordingLogger, TEST_ORIGIN } from './testing/test-app.ts';

const TEN = Array.from({ length: 10 }, (_, i) => i);
const fullBody = (overrides: Record<string, unknown> = {}) => ({
  values: chosenValues(),
  descriptions: TEN.map((i) => `Definition ${i + 1}`),
  percentLived: TEN.map((i) => i * 10),
  ...overrides,
});

/** What the store throws while "PostgreSQL is away": `serviceDown` names it. */
const AWAY = new Error('connection refused');
const serviceDown = (error: unknown) => (error === AWAY ? 'database' : null);

const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

const listen = async (listener: RequestListener): Promise<string> => {
  const server = createServer(listener);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
};

/**
 * The app served by Node twice: as Hono alone (`direct`), and behind the save lane (`laned`), with
 * the requests the lane leaves to the app counted. One store, logger, registry and bus for both.
 */
const setUp = async () => {
  const { logger, lines } = recordingLogger();
  const metrics = new Registry();
  const progressBus = createInProcessProgressBus();
  const heard: string[] = [];
  const testApp = await createTestApp({ logger, metrics, progressBus, serviceDown });
  await progressBus.subscribe(testApp.cast.event.eid, (uid) => heard.push(uid));
  const clients = await testApp.clients();
  const hono = getRequestListener(testApp.app.fetch);
  let passedOn = 0;
  const counted: RequestListener = (request, response) => {
    passedOn += 1;
    return hono(request, response);
  };
  const lane = await withSaveLane(
    {
      deps: testApp.deps,
      allowedOrigins: [TEST_ORIGIN],
      logger,
      metrics,
      progressBus,
      serviceDown,
      clientAddressing: createClientAddressing([]),
    },
    counted,
  );
  const direct = await listen(hono);
  const laned = await listen(lane);
  return { ...testApp, ...clients, lines, metrics, heard, direct, laned, passedOn: () => passedOn };
};

interface Sent {
  readonly path?: string;
  readonly cookie?: string | null;
  readonly headers?: Record<string, string>;
  readonly body?: string;
}

/** What a reply says, less what differs between any two replies (its id, date). */
const answerOf = async (response: Response) => {
  const headers = Object.fromEntries(
    [...response.headers].filter(([name]) => !['date', 'x-request-id', 'keep-alive'].includes(name)),
  );
  return { status: response.status, headers, body: await response.text() };
};

const send = async (base: string, cookie: string | null, sent: Sent) => {
  const headers: Record<string, string> = {
    origin: TEST_ORIGIN,
    'content-type': 'application/json',
    ...(cookie === null ? {} : { cookie: `${SESSION_COOKIE}=${cookie}` }),
    ...sent.headers,
  };
  const response = await fetch(`${base}${sent.path ?? '/api/response/participant?prework=true'}`, {
    method: 'PUT',
    headers,
    body: sent.body ?? JSON.stringify(fullBody()),
  });
  return answerOf(response);
};

describe('the save lane', () => {
  it('answers an ordinary save itself, as the app does: reply, headers, progress, log line, metrics', async () => {
    const { participant, cast, direct, laned, passedOn, heard, lines, metrics, deps } = await setUp();
    const before = passedOn();
    const byApp = await send(direct, participant.cookie, {});
    const byLane = await send(laned, participant.cookie, {});
    expect(passedOn()).toBe(before);
    expect(byLane).toEqual(byApp);
    expect(byLane.status).toBe(200);
    expect(JSON.parse(byLane.body)).toEqual({ success: true, message: 'Saved' });
    expect(byLane.headers).toMatchObject({
      'content-security-policy': expect.stringContaining("frame-ancestors 'none'"),
      'cache-control': 'no-store',
      'x-frame-options': 'DENY',
      'content-type': 'application/json',
    });
    const saved = await responseStateOf(deps.store, cast.participant.uid);
    expect(saved.prework?.values.map((v) => v.value)).toEqual(chosenValues().map((v) => v.value));
    expect(heard).toEqual([cast.participant.uid, cast.participant.uid]);
    const requests = lines.filter((line) => line.message === 'request' && line.fields.method === 'PUT');
    expect(requests).toHaveLength(2);
    const [appLine, laneLine] = requests.map(({ fields: { requestId, durationMs, ...rest } }) => ({
      ...rest,
      requestId: typeof requestId,
      durationMs: typeof durationMs,
    }));
    expect(laneLine).toEqual(appLine);
    expect(laneLine).toMatchObject({
      route: '/api/response/participant',
      status: 200,
      clientAddress: '127.0.0.1',
    });
    expect(await metrics.metrics()).toContain(
      'vs_http_request_duration_seconds_count{method="PUT",route="/api/response/participant",status="200"} 2',
    );
  });

  it('words its replies in the reader’s own language, as the app does', async () => {
    const { participant, cast, deps, direct, laned, passedOn } = await setUp();
    const refused = { body: JSON.stringify(fullBody({ values: 'ten' })) };
    const before = passedOn();
    const inEnglish = await send(laned, participant.cookie, refused);
    await updateUser(deps.store, cast.participant.uid, { language: 'de' });
    const byApp = await send(direct, participant.cookie, refused);
    const byLane = await send(laned, participant.cookie, refused);
    expect(passedOn()).toBe(before);
    expect(byLane).toEqual(byApp);
    expect(byLane.status).toBe(400);
    expect(JSON.parse(byLane.body).message).not.toBe(JSON.parse(inEnglish.body).message);
  });

  it('refuses what it reads as the app does (400, 403), writing nothing', async () => {
    const { participant, cast, deps, direct, laned, passedOn } = await setUp();
    const refused: Sent[] = [
      { body: '{"values": [' },
      { body: '' },
      { body: JSON.stringify(fullBody({ values: 'ten' })) },
      { body: JSON.stringify(fullBody({ percentLived: [500] })) },
      { body: JSON.stringify(fullBody({ values: 'ten' })), headers: { 'accept-language': 'de' } },
      { path: '/api/response/participant?prework=maybe' },
      { path: '/api/response/participant?prework=true&prework=false' },
      // The live work before the event is Live: the domain's refusal.
      { path: '/api/response/participant?prework=false' },
    ];
    const before = await responseStateOf(deps.store, cast.participant.uid);
    const passed = passedOn();
    for (const sent of refused) {
      const byApp = await send(direct, participant.cookie, sent);
      const byLane = await send(laned, participant.cookie, sent);
      expect(byLane, JSON.stringify(sent)).toEqual(byApp);
      expect([400, 403]).toContain(byLane.status);
    }
    expect(passedOn()).toBe(passed);
    expect(await responseStateOf(deps.store, cast.participant.uid)).toEqual(before);
  });

  it('saves the sender’s own answers whatever uid the body names: another participant’s stay as they were', async () => {
    const { participant, cast, deps, laned } = await setUp();
    const other = await responseStateOf(deps.store, cast.otherParticipant.uid);
    const reply = await send(laned, participant.cookie, {
      body: JSON.stringify(fullBody({ uid: cast.otherParticipant.uid })),
    });
    expect(reply.status).toBe(200);
    expect(await responseStateOf(deps.store, cast.otherParticipant.uid)).toEqual(other);
    expect((await responseStateOf(deps.store, cast.participant.uid)).prework).not.toBeNull();
  });

  it('passes every save it cannot see to be ordinary to the app, which refuses it (401, 403, 413, 400)', async () => {
    const { participant, direct, laned, passedOn } = await setUp();
    const others: (Sent & { readonly status: number })[] = [
      { cookie: null, status: 401 },
      { cookie: 'not-a-session', status: 401 },
      { headers: { origin: 'https://elsewhere.example' }, status: 403 },
      { headers: { 'content-type': 'text/plain' }, status: 400 },
      { body: JSON.stringify(fullBody({ descriptions: ['x'.repeat(300 * 1024)] })), status: 413 },
      { path: '/api/response/participant?prework=%74rue', status: 200 },
      { path: '/api/response/participant/', status: 404 },
    ];
    for (const { status, ...sent } of others) {
      const cookie = sent.cookie === undefined ? participant.cookie : sent.cookie;
      const passed = passedOn();
      const byApp = await send(direct, cookie, sent);
      const byLane = await send(laned, cookie, sent);
      expect(passedOn(), JSON.stringify(sent)).toBe(passed + 1);
      expect(byLane, JSON.stringify(sent)).toEqual(byApp);
      expect(byLane.status).toBe(status);
    }
  });

  it('passes a body sent without a length to the app', async () => {
    const { participant, laned, passedOn } = await setUp();
    const passed = passedOn();
    const response = await fetch(`${laned}/api/response/participant?prework=true`, {
      method: 'PUT',
      headers: {
        origin: TEST_ORIGIN,
        'content-type': 'application/json',
        cookie: `${SESSION_COOKIE}=${participant.cookie}`,
      },
      body: new Blob([JSON.stringify(fullBody())]).stream(),
      duplex: 'half',
    } as RequestInit);
    expect(response.status).toBe(200);
    expect(passedOn()).toBe(passed + 1);
  });

  it('answers a failure as the app does: 503 with Retry-After while the database is away, else a logged 500', async () => {
    const { participant, deps, direct, laned, lines } = await setUp();
    const original = deps.store.responses.save.bind(deps.store.responses);
    try {
      deps.store.responses.save = () => Promise.reject(AWAY);
      const awayByApp = await send(direct, participant.cookie, {});
      const awayByLane = await send(laned, participant.cookie, {});
      expect(awayByLane).toEqual(awayByApp);
      expect(awayByLane).toMatchObject({ status: 503, headers: { 'retry-after': '5' } });
      deps.store.responses.save = () => Promise.reject(new Error('a bug'));
      const byApp = await send(direct, participant.cookie, {});
      const byLane = await send(laned, participant.cookie, {});
      expect(byLane).toEqual(byApp);
      expect(byLane.status).toBe(500);
      expect(byLane.body).not.toContain('a bug');
    } finally {
      deps.store.responses.save = original;
    }
    const errors = lines.filter((line) => line.message === 'unhandled error');
    expect(errors).toHaveLength(2);
    expect(errors[1]?.fields).toMatchObject({ method: 'PUT', route: '/api/response/participant' });
    expect(errors[1]?.fields.requestId).toEqual(expect.any(String));
  });
});
