import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createLogger, openServices, readConfig, runJob } from '@vs/composition';
import {
  dropSchema,
  eventually,
  removeQueueKeys,
  startSmtpSink,
  testServiceUrls,
  uniqueName,
} from '@vs/composition/testing';
import { actorOf, type CalendarDate, type JobQueue, sendLogonEmail } from '@vs/domain';
import { makeEvent, makeUser, outboxJobs } from '@vs/domain/testing';
import { createBullMqJobQueue, createBullMqWorker } from '@vs/queue/bullmq';
import { describe, expect, it } from 'vitest';
import { reportingOutboxWrites, startOutboxRelay } from './outbox-relay.ts';

const urls = testServiceUrls();

/** A port nothing listens on: a Redis that is down. */
const closedPort = (): Promise<number> =>
  new Promise((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

const dayFromNow = (days: number): CalendarDate =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10) as CalendarDate;

if (urls) {
  describe('an email requested while Redis is down', () => {
    it('commits the change, keeps the job in the outbox, and delivers it once the queue accepts again', async () => {
      const schema = uniqueName('test_outbox');
      const prefix = uniqueName('vs-test');
      const dataDir = await mkdtemp(join(tmpdir(), 'vs-outbox-'));
      const sink = await startSmtpSink();
      const logger = createLogger('silent');
      const config = readConfig({
        DATABASE_URL: urls.databaseUrl,
        DATABASE_SCHEMA: schema,
        DATABASE_POOL_SIZE: '3',
        REDIS_URL: urls.redisUrl,
        REDIS_PREFIX: prefix,
        SMTP_URL: sink.url,
        DATA_DIR: dataDir,
      });
      const services = await openServices(config, logger, { jobs: 'bullmq', browser: null });
      const down = createBullMqJobQueue({
        url: `redis://127.0.0.1:${await closedPort()}`,
        enqueueTimeoutMs: 200,
      });
      let current: JobQueue = down;
      const switchable: JobQueue = {
        enqueue: (job, options) => current.enqueue(job, options),
        enqueueAndWait: (job, timeoutMs) => current.enqueueAndWait(job, timeoutMs),
      };
      const relay = startOutboxRelay({
        deps: { store: services.deps.store, jobs: switchable, clock: services.deps.clock },
        intervalMs: 100,
        redeliverAfterMs: 60_000,
        logger,
      });
      const worker = createBullMqWorker({
        url: urls.redisUrl,
        prefix,
        kind: 'email',
        concurrency: 1,
        handle: (job) => runJob(services.deps, logger, job),
      });
      try {
        const { store } = services.deps;
        const guide = makeUser({ uid: randomUUID(), accessLevel: 1 });
        const participant = makeUser({ uid: randomUUID(), email: `${randomUUID()}@example.test` });
        const event = makeEvent({
          eid: randomUUID(),
          facilitatorId: guide.uid,
          eventDate: dayFromNow(1),
          accessClose: dayFromNow(30),
          participants: [participant.uid],
          emailsSent: [false],
        });
        await store.users.insert(guide);
        await store.events.insert(event);
        await store.users.insert({ ...participant, eventId: event.eid });

        const deps = { ...services.deps, store: reportingOutboxWrites(store, relay.poke) };
        expect(await sendLogonEmail(deps, actorOf(guide), { uid: participant.uid })).toEqual({
          message: 'Email sent',
        });

        // Several relay passes later the queue has still refused it: the change stands, the job waits.
        await new Promise((resolve) => setTimeout(resolve, 700));
        expect((await store.events.findById(event.eid))?.emailsSent).toEqual([true]);
        expect(await outboxJobs(store)).toMatchObject([
          { name: 'logon-email', payload: { uid: participant.uid } },
        ]);
        expect(sink.accepted).toEqual([]);

        current = services.jobs.queue;
        await eventually(() => sink.accepted.length === 1);
        expect(sink.accepted[0]?.to).toEqual([participant.email]);
        // Kept until the worker recorded the delivery, then gone.
        await eventually(async () => (await outboxJobs(store)).length === 0);
        expect(await store.deliveries.latestLogonDeliveries([event.eid])).toEqual([
          { eid: event.eid, uid: participant.uid, status: 'sent', failure: null, failedAt: null },
        ]);
      } finally {
        await relay.stop();
        await worker.close(5000);
        await down.close();
        await services.close();
        await sink.close();
        await dropSchema(urls.databaseUrl, schema);
        await removeQueueKeys(urls.redisUrl, prefix);
        await rm(dataDir, { recursive: true, force: true });
      }
    });
  });
}
