import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createLogger, openServices, readConfig, type Services } from '@vs/composition';
import {
  dropSchema,
  eventually,
  removeQueueKeys,
  type SpawnedProcess,
  spawnApi,
  startTcpProxy,
  type TcpProxy,
  testServiceUrls,
  uniqueName,
} from '@vs/composition/testing';
import type { CalendarDate } from '@vs/domain';
import { makeEvent, makeResponse, makeUser, TEN_VALUE_NAMES, tenValues } from '@vs/domain/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpClient } from './testing-server.ts';

const urls = testServiceUrls();
const PASSWORD = 'Outage1234x';
const today = new Date().toISOString().slice(0, 10) as CalendarDate;
const inDays = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10) as CalendarDate;

/** How many of a process's JSON log lines carry the message `message`. */
const linesSaying = (spawned: SpawnedProcess, message: string): number =>
  spawned
    .output()
    .split('\n')
    .filter((line) => line.includes(`"msg":"${message}"`)).length;

if (urls) {
  describe('the API while Redis is away', () => {
    const schema = uniqueName('test_redis_outage');
    const prefix = uniqueName('vs-test');
    let dataDir = '';
    let services: Services | undefined;
    let proxy: TcpProxy | undefined;
    let api: SpawnedProcess | undefined;
    let email = '';
    let uid = '';

    beforeAll(async () => {
      dataDir = await mkdtemp(join(tmpdir(), 'vs-redis-outage-'));
      const shared = {
        DATABASE_URL: urls.databaseUrl,
        DATABASE_SCHEMA: schema,
        DATABASE_POOL_SIZE: '2',
        REDIS_PREFIX: prefix,
      };
      // Migrates the schema and seeds a participant of a Live event with their pre-work done.
      services = await openServices(
        readConfig({ ...shared, REDIS_URL: urls.redisUrl, DATA_DIR: join(dataDir, 'seed') }),
        createLogger('silent'),
        { jobs: 'bullmq', browser: null },
      );
      const { store, passwords } = services.deps;
      const guide = makeUser({ uid: randomUUID(), accessLevel: 1, email: `${randomUUID()}@example.test` });
      email = `${randomUUID()}@example.test`;
      const participant = makeUser({
        uid: randomUUID(),
        email,
        passwordHash: await passwords.hash(PASSWORD),
        responseCompleted: [true, true, true, true],
        createdBy: guide.uid,
      });
      const event = makeEvent({
        eid: randomUUID(),
        facilitatorId: guide.uid,
        eventDate: today,
        accessClose: inDays(30),
        sessionAccess: 'Live',
        participants: [participant.uid],
        emailsSent: [true],
      });
      uid = participant.uid;
      await store.users.insert(guide);
      await store.users.insert(participant);
      await store.responses.save(makeResponse(participant.uid, 'prework'));
      await store.events.insert(event);
      await store.users.setEvent([participant.uid], event.eid);

      proxy = await startTcpProxy(urls.redisUrl);
      api = await spawnApi({
        ...shared,
        REDIS_URL: proxy.url,
        DATA_DIR: join(dataDir, 'api'),
        ADMIN_EMAIL: 'admin@example.test',
        ADMIN_PASSWORD: 'Admin1234x',
        FILE_STORE: 'postgres',
        LOG_LEVEL: 'info',
      });
      await api.ready();
    });

    afterAll(async () => {
      if (api) {
        api.child.kill('SIGTERM');
        await api.exited;
      }
      await proxy?.close();
      await services?.close();
      await dropSchema(urls.databaseUrl, schema);
      await removeQueueKeys(urls.redisUrl, prefix);
      await rm(dataDir, { recursive: true, force: true });
    });

    it('signs in at once and saves, stays ready reporting Redis down, answers a PDF (which needs the queue) 503 with Retry-After, and logs the outage once', async () => {
      const server = api as SpawnedProcess;
      await proxy?.down();
      const participant = createHttpClient(server.url);

      // The login limits count in this process meanwhile (docs/decisions.md); how soon a login
      // answers without Redis: `npm run bench:redis-down`.
      const login = await participant.request('POST', '/api/auth/login', { email, password: PASSWORD });
      expect(login.body).toMatchObject({ success: true });
      const save = await participant.request('PUT', '/api/response/participant', {
        values: tenValues(),
        descriptions: TEN_VALUE_NAMES.map((name) => `What ${name} means to me`),
        percentLived: TEN_VALUE_NAMES.map((_, i) => String(i * 10)),
      });
      expect(save.body).toMatchObject({ success: true });

      const pdf = await participant.request('GET', `/api/event/event_output?uid=${uid}&page=prework`);
      expect([pdf.status, pdf.headers.get('retry-after'), pdf.body]).toEqual([
        503,
        '5',
        {
          success: false,
          message: 'The service is briefly unavailable. Please try again in a moment.',
          code: 'SERVICE_UNAVAILABLE',
        },
      ]);
      // Still in its Service: it serves without Redis, and says Redis is down.
      const readiness = await fetch(`${server.url}/readyz`);
      expect([readiness.status, await readiness.json()]).toEqual([
        200,
        { success: true, message: 'ready', dependencies: { database: 'up', redis: 'down' } },
      ]);

      await proxy?.up();
      await eventually(
        async () => (await (await fetch(`${server.url}/readyz`)).json()).dependencies?.redis === 'up',
      );
      await eventually(() => linesSaying(server, 'redis reachable again') === 1);
      expect(linesSaying(server, 'redis unavailable')).toBe(1);
      expect(linesSaying(server, 'unhandled error')).toBe(0);
      expect(server.output()).not.toContain('[ioredis]');
    });
  });
}
