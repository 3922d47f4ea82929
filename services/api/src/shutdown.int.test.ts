import { connect, type Socket } from 'node:net';
import { eventually } from '@vs/composition/testing';
import { afterEach, describe, expect, it } from 'vitest';
import { type SpawnedTestApi, spawnTestApi, testDatabaseUrl } from './testing-server.ts';

const ADMIN = { email: 'admin@example.test', password: 'Admin1234x' };
const databaseUrl = testDatabaseUrl();
/** An embedded PGlite starts and migrates slowly on a busy machine. */
const STARTUP_MS = databaseUrl ? 20_000 : 90_000;
const TEST_MS = STARTUP_MS + 30_000;

/** A raw HTTP/1.1 connection: the test decides when each byte goes, and reads everything back. */
const openConnection = async (url: string) => {
  const { hostname, port } = new URL(url);
  const socket: Socket = connect(Number(port), hostname);
  await new Promise<void>((resolve, reject) => socket.once('connect', resolve).once('error', reject));
  let received = '';
  socket.on('data', (chunk) => {
    received += chunk.toString('utf8');
  });
  const ended = new Promise<string>((resolve) => socket.once('close', () => resolve(received)));
  return { write: (text: string) => socket.write(text), received: () => received, ended };
};

describe('the API process shutting down', () => {
  let spawned: SpawnedTestApi | undefined;
  afterEach(async () => {
    await spawned?.remove();
  });

  it(
    'serves /metrics apart; on SIGTERM is no longer ready, takes no new connection, finishes the request in flight and exits 0',
    async () => {
      spawned = await spawnTestApi('shutdown', {
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
        SHUTDOWN_SECONDS: '20',
        LOG_LEVEL: 'info',
      });
      const { api } = spawned;
      const { url } = api;
      await api.ready(STARTUP_MS);
      const host = new URL(url).host;

      // Metrics on their own port only (one process start serves both parts: PGlite starts slowly).
      expect((await fetch(`${url}/metrics`)).status).toBe(404);
      const metrics = await (await fetch(`${api.metricsUrl}/metrics`)).text();
      for (const sample of [
        'vs_http_request_duration_seconds_count{method="GET",route="/readyz",status="200"}',
        'vs_http_requests_in_flight 0',
        'vs_outbox_backlog 0',
        'process_cpu_user_seconds_total',
      ])
        expect(metrics).toContain(sample);
      expect((await fetch(`${api.metricsUrl}/readyz`)).status).toBe(404);

      // A login whose body is still on its way, and a readiness probe whose headers are.
      const body = JSON.stringify(ADMIN);
      const login = await openConnection(url);
      login.write(
        `POST /api/auth/login HTTP/1.1\r\nHost: ${host}\r\nOrigin: ${url}\r\nContent-Type: application/json\r\n` +
          `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: keep-alive\r\n\r\n${body.slice(0, 10)}`,
      );
      const probe = await openConnection(url);
      probe.write(`GET /readyz HTTP/1.1\r\nHost: ${host}\r\n`);
      // An idle keep-alive connection is closed at once.
      const idle = await openConnection(url);
      idle.write(`GET /healthz HTTP/1.1\r\nHost: ${host}\r\n\r\n`);
      await eventually(() => idle.received().includes('"ok"'));
      await new Promise((resolve) => setTimeout(resolve, 200));

      api.child.kill('SIGTERM');
      await eventually(async () => (await fetch(`${url}/healthz`).catch(() => null)) === null);
      expect(await idle.ended).toMatch(/^HTTP\/1\.1 200/);

      probe.write('\r\n');
      const probeReply = await probe.ended;
      expect(probeReply).toMatch(/^HTTP\/1\.1 503/);
      expect(probeReply).toMatch(/connection: close/i);
      expect(probeReply).toContain('{"success":false,"message":"shutting down"}');

      login.write(body.slice(10));
      const loginReply = await login.ended;
      expect(loginReply).toMatch(/^HTTP\/1\.1 200/);
      expect(loginReply).toMatch(/connection: close/i);
      expect(loginReply).toMatch(/set-cookie: /i);

      expect(await api.exited).toBe(0);
      const lines = api
        .output()
        .split('\n')
        .filter((line) => line.startsWith('{'))
        .map((line) => JSON.parse(line));
      const loginLine = lines.find((line) => line.msg === 'request' && line.route === '/api/auth/login');
      expect(loginLine).toMatchObject({ method: 'POST', status: 200, clientAddress: '127.0.0.1' });
      expect(loginReply.toLowerCase()).toContain(`x-request-id: ${loginLine.requestId}`.toLowerCase());
      expect(api.output()).not.toContain(ADMIN.password);
      expect(lines.map((line) => line.msg)).toEqual(
        expect.arrayContaining(['shutting down: not ready, finishing the requests in flight', 'shut down']),
      );
    },
    TEST_MS,
  );
});
