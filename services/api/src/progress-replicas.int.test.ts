import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createLogger, readConfig } from '@vs/composition';
import {
  dropSchema,
  freePort,
  removeQueueKeys,
  startTcpProxy,
  testServiceUrls,
  uniqueName,
} from '@vs/composition/testing';
import { readSse } from '@vs/http/testing/sse';
import { describe, expect, it } from 'vitest';
import { type Runtime, startRuntime } from './runtime.ts';
import { createHttpClient } from './testing-server.ts';

const urls = testServiceUrls();

if (urls) {
  describe('live progress across two API replicas (one PostgreSQL, one Redis)', () => {
    it("brings a participant's step change on one replica to a stream open on the other within 2 s", async () => {
      const schema = uniqueName('test_progress');
      const prefix = uniqueName('vs-test');
      const dataDir = await mkdtemp(join(tmpdir(), 'vs-progress-'));
      const logger = createLogger('silent');
      const replica = async (): Promise<Runtime> => {
        const port = await freePort();
        return startRuntime(
          readConfig({
            PORT: String(port),
            PUBLIC_URL: `http://127.0.0.1:${port}`,
            METRICS_PORT: '0',
            DATA_DIR: dataDir,
            DATABASE_URL: urls.databaseUrl,
            DATABASE_SCHEMA: schema,
            DATABASE_POOL_SIZE: '3',
            REDIS_URL: urls.redisUrl,
            REDIS_PREFIX: prefix,
            ADMIN_EMAIL: 'admin@example.test',
            ADMIN_PASSWORD: 'Admin1234x',
            LOG_LEVEL: 'silent',
          }),
          logger,
        );
      };
      // One after the other: the first creates the schema and the super-admin.
      const first = await replica();
      const second = await replica();
      try {
        const admin = createHttpClient(first.url);
        expect(
          (
            await admin.request('POST', '/api/auth/login', {
              email: 'admin@example.test',
              password: 'Admin1234x',
            })
          ).status,
        ).toBe(200);
        const registered = await admin.request('POST', '/api/auth/register', {
          accessLevel: 0,
          forename: 'Rita',
          surname: 'Replica',
          email: 'rita@example.test',
          password: 'Rita1234x',
        });
        expect(registered.status).toBe(201);
        const created = await admin.request('POST', '/api/event/create', {
          eventName: 'Two Replicas',
          eventDate: new Date().toISOString().slice(0, 10),
          eventType: 'Reg',
          sessionAccess: 'Live',
          participants: [registered.body.user.uid],
        });
        expect(created.status).toBe(201);
        const eid = created.body.event.eid as string;

        const stream = await fetch(`${first.url}/api/event/progress/stream?eid=${eid}`, {
          headers: { cookie: admin.cookie },
        });
        expect(stream.status).toBe(200);
        const events = readSse(stream);
        try {
          expect(await events.nextEvent()).toMatchObject({ event: 'snapshot' });
          const participant = createHttpClient(second.url);
          await participant.request('POST', '/api/auth/login', {
            email: 'rita@example.test',
            password: 'Rita1234x',
          });
          const reported = await participant.request('PUT', '/api/response/live_step', { step: 2 });
          expect(reported.status).toBe(200);
          const change = await events.nextEvent(2000);
          expect(change).toMatchObject({ event: 'progress' });
          expect(JSON.parse(change.data ?? '{}')).toMatchObject({
            uid: registered.body.user.uid,
            liveStep: 2,
          });
        } finally {
          await events.close();
        }
      } finally {
        await second.stop(1000);
        await first.stop(1000);
        await dropSchema(urls.databaseUrl, schema);
        await removeQueueKeys(urls.redisUrl, prefix);
        await rm(dataDir, { recursive: true, force: true });
      }
    });

    it('sends an open stream a fresh snapshot once Redis is back, with what changed while it was away', async () => {
      const schema = uniqueName('test_progress');
      const prefix = uniqueName('vs-test');
      const dataDir = await mkdtemp(join(tmpdir(), 'vs-progress-'));
      const redis = await startTcpProxy(urls.redisUrl);
      const replica = async (): Promise<Runtime> => {
        const port = await freePort();
        return startRuntime(
          readConfig({
            PORT: String(port),
            PUBLIC_URL: `http://127.0.0.1:${port}`,
            METRICS_PORT: '0',
            DATA_DIR: dataDir,
            DATABASE_URL: urls.databaseUrl,
            DATABASE_SCHEMA: schema,
            DATABASE_POOL_SIZE: '3',
            REDIS_URL: redis.url,
            REDIS_PREFIX: prefix,
            ADMIN_EMAIL: 'admin@example.test',
            ADMIN_PASSWORD: 'Admin1234x',
            LOG_LEVEL: 'silent',
          }),
          createLogger('silent'),
        );
      };
      const first = await replica();
      const second = await replica();
      try {
        const admin = createHttpClient(first.url);
        await admin.request('POST', '/api/auth/login', {
          email: 'admin@example.test',
          password: 'Admin1234x',
        });
        const registered = await admin.request('POST', '/api/auth/register', {
          accessLevel: 0,
          forename: 'Rhea',
          surname: 'Reconnect',
          email: 'rhea@example.test',
          password: 'Rhea1234x',
        });
        const created = await admin.request('POST', '/api/event/create', {
          eventName: 'Redis Away',
          eventDate: new Date().toISOString().slice(0, 10),
          eventType: 'Reg',
          sessionAccess: 'Live',
          participants: [registered.body.user.uid],
        });
        const eid = created.body.event.eid as string;
        const stream = await fetch(`${first.url}/api/event/progress/stream?eid=${eid}`, {
          headers: { cookie: admin.cookie },
        });
        const events = readSse(stream);
        try {
          expect(await events.nextEvent()).toMatchObject({ event: 'snapshot' });
          await redis.down();
          // Saved on the other replica while Redis is away: its notice is lost.
          const participant = createHttpClient(second.url);
          await participant.request('POST', '/api/auth/login', {
            email: 'rhea@example.test',
            password: 'Rhea1234x',
          });
          expect((await participant.request('PUT', '/api/response/live_step', { step: 4 })).status).toBe(200);

          await redis.up();
          const fresh = await events.nextEvent(5000);
          expect(fresh).toMatchObject({ event: 'snapshot' });
          expect(JSON.parse(fresh.data ?? '{}').participants).toMatchObject([
            { uid: registered.body.user.uid, liveStep: 4 },
          ]);
        } finally {
          await events.close();
        }
      } finally {
        await second.stop(1000);
        await first.stop(1000);
        await redis.close();
        await dropSchema(urls.databaseUrl, schema);
        await removeQueueKeys(urls.redisUrl, prefix);
        await rm(dataDir, { recursive: true, force: true });
      }
    });
  });
}
