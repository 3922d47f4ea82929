import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  dropSchema,
  eventually,
  midPeriod,
  removeQueueKeys,
  type SmtpSink,
  type SpawnedProcess,
  spawnApi,
  spawnWorker,
  startSmtpSink,
  startTcpProxy,
  testServiceUrls,
  uniqueName,
} from '@vs/composition/testing';
import { type CalendarDate, relayOutbox, requestPasswordReset } from '@vs/domain';
import { makeEvent, makeUser } from '@vs/domain/testing';
import { type Database, openDatabase } from '@vs/persistence';
import type { BullMqJobQueue } from '@vs/queue';
import { createBullMqJobQueue } from '@vs/queue/bullmq';
import { createCryptoSecretTokens, createUuidGenerator, systemClock } from '@vs/security';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

const urls = testServiceUrls();
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** How many of a process's JSON log lines carry the message `message`. */
const linesSaying = (spawned: SpawnedProcess, message: string): number =>
  spawned
    .output()
    .split('\n')
    .filter((line) => line.includes(`"msg":"${message}"`)).length;

if (urls) {
  describe('worker processes on Redis and PostgreSQL', () => {
    let schema = '';
    let prefix = '';
    let dataDir = '';
    let database: Database;
    let queue: BullMqJobQueue;
    let sink: SmtpSink;
    let spawned: SpawnedProcess[] = [];

    beforeEach(async () => {
      schema = uniqueName('test_worker');
      prefix = uniqueName('vs-test');
      dataDir = await mkdtemp(join(tmpdir(), 'vs-worker-'));
      database = await openDatabase({ databaseUrl: urls.databaseUrl, dataDir, schema, poolSize: 2 });
      await database.migrate();
      queue = createBullMqJobQueue({ url: urls.redisUrl, prefix });
      sink = await startSmtpSink();
      spawned = [];
    });

    afterEach(async () => {
      for (const worker of spawned) worker.child.kill('SIGKILL');
      await Promise.all(spawned.map((worker) => worker.exited));
      await queue.close();
      await sink.close();
      await database.close();
      await dropSchema(urls.databaseUrl, schema);
      await removeQueueKeys(urls.redisUrl, prefix);
      await rm(dataDir, { recursive: true, force: true });
    });

    /**
     * What every process of a test shares: this test's schema, prefix and mail server; `overrides`
     * e.g. point it at a proxy of Redis or PostgreSQL.
     */
    const sharedEnv = (overrides: Record<string, string> = {}) => ({
      DATABASE_URL: urls.databaseUrl,
      DATABASE_SCHEMA: schema,
      DATABASE_POOL_SIZE: '2',
      REDIS_URL: urls.redisUrl,
      REDIS_PREFIX: prefix,
      SMTP_URL: sink.url,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ...overrides,
    });

    /** A worker process with short locks, so a dead one's job is taken over within a second or two. */
    const startWorker = async (
      queues: string,
      overrides: Record<string, string> = {},
    ): Promise<SpawnedProcess> => {
      const worker = await spawnWorker(queues, {
        ...sharedEnv(overrides),
        PUBLIC_URL: 'http://localhost:3000',
        WORKER_LOCK_MS: '1000',
        WORKER_STALLED_CHECK_MS: '500',
        WORKER_SHUTDOWN_SECONDS: '10',
        // Email retries as in production (over hours), in milliseconds here.
        EMAIL_BACKOFF_MS: '200',
        ...overrides,
      });
      spawned.push(worker);
      await worker.ready();
      return worker;
    };

    const startApi = async (overrides: Record<string, string> = {}): Promise<SpawnedProcess> => {
      const api = await spawnApi({
        ...sharedEnv(overrides),
        ADMIN_EMAIL: 'admin@example.test',
        ADMIN_PASSWORD: 'Admin1234x',
      });
      spawned.push(api);
      await api.ready();
      return api;
    };

    const askForResetEmail = async (api: SpawnedProcess): Promise<void> => {
      const reply = await fetch(`${api.url}/api/auth/reset_password_email`, {
        method: 'POST',
        headers: { origin: api.url, 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'admin@example.test' }),
      });
      expect(reply.status).toBe(200);
    };

    /** A user asks for a reset email, as the API would: outbox in the request, then the relay. */
    const requestReset = async () => {
      const user = makeUser({ uid: randomUUID(), email: `${randomUUID()}@example.test` });
      await database.store.users.insert(user);
      const deps = {
        store: database.store,
        ids: createUuidGenerator(),
        clock: systemClock,
        jobs: queue,
        config: { sso: null },
      };
      await requestPasswordReset(deps, { email: user.email });
      const [entry] = await database.store.outbox.due(new Date(0), 1);
      const requestId = entry?.job.name === 'reset-email' ? entry.job.payload.requestId : '';
      expect(await relayOutbox(deps, { limit: 10, redeliverAfterMs: 60_000 })).toEqual({ relayed: 1 });
      return { user, requestId };
    };

    it('recovers the job of a worker killed mid-send and sends the email exactly once', async () => {
      const first = await startWorker('email');
      const held = sink.holdNext();
      const { user, requestId } = await requestReset();
      await held.arrived;
      first.child.kill('SIGKILL');
      expect(await first.exited).toBe('SIGKILL');

      const second = await startWorker('email');
      await eventually(() => sink.accepted.length === 1, 15_000);
      await eventually(async () => (await queue.counts('email')).completed === 1);
      // Past another lock period and stalled check: nothing more arrives.
      await sleep(1600);

      expect(sink.accepted.map((mail) => mail.to)).toEqual([[user.email]]);
      expect(await database.store.deliveries.statusOf(requestId)).toBe('sent');
      // Done: the outbox entry is gone, so no relay hands the job over again.
      expect(await database.store.outbox.count()).toBe(0);
      expect(await queue.counts('email')).toMatchObject({ completed: 1, failed: 0, active: 0, waiting: 0 });
      const metrics = await (await fetch(`${second.url}/metrics`)).text();
      expect(metrics).toContain('vs_jobs_completed_total{queue="email"} 1');
      expect(metrics).toContain('vs_queue_jobs{queue="email",state="completed"} 1');
      expect(metrics).toContain('vs_worker_ready 1');
      expect(metrics).toContain('vs_job_duration_seconds_count{queue="email"} 1');
      expect(metrics).toContain('process_resident_memory_bytes');
    });

    /** The link token and Message-ID of a mail as the server received it (quoted-printable undone). */
    const linkAndMessageId = (raw: string) => {
      const [head = '', ...body] = raw.split(/\r?\n\r?\n/);
      const text = body
        .join('\n\n')
        .replace(/=\r?\n/g, '')
        .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
      return {
        token: /\/reset_password\/([A-Za-z0-9_%-]+)/.exec(text)?.[1] ?? '',
        messageId: /^Message-ID: (.*)$/im.exec(head)?.[1]?.trim() ?? '',
      };
    };

    it('sends the same working link and Message-ID again when a worker dies after the server accepted', async () => {
      // The first worker reaches PostgreSQL through a proxy: it cannot record the send.
      const proxy = await startTcpProxy(urls.databaseUrl);
      try {
        const first = await startWorker('email', { DATABASE_URL: proxy.url });
        const held = sink.holdNext();
        const { user, requestId } = await requestReset();
        await held.arrived;
        await proxy.down();
        held.accept();
        await eventually(() => sink.accepted.length === 1);
        first.child.kill('SIGKILL');
        expect(await first.exited).toBe('SIGKILL');
        await proxy.up();

        await startWorker('email');
        await eventually(() => sink.accepted.length === 2, 15_000);
        await eventually(async () => (await database.store.deliveries.statusOf(requestId)) === 'sent');
        const [copy1, copy2] = sink.accepted.map((mail) => linkAndMessageId(mail.raw));
        expect(copy1?.token).not.toBe('');
        expect(copy2).toEqual(copy1);
        expect(copy1?.messageId).toBe(`<${requestId}.email@localhost>`);
        // The link works: unused, and the newest of the user's reset links.
        const link = await database.store.logonLinks.findByDigest(
          createCryptoSecretTokens().digest(decodeURIComponent(copy1?.token ?? '')),
        );
        expect(link).toMatchObject({ uid: user.uid, purpose: 'reset', used: false });
        expect(await database.store.deliveries.keptLinkToken(requestId)).toBeNull();
      } finally {
        await proxy.close();
      }
    });

    it('takes over an email whose worker was killed twice mid-send and sends it: sent, not failed', async () => {
      const { requestId } = await requestReset();
      for (let kill = 0; kill < 2; kill += 1) {
        const held = sink.holdNext();
        const dying = await startWorker('email');
        await held.arrived;
        dying.child.kill('SIGKILL');
        expect(await dying.exited).toBe('SIGKILL');
      }
      await startWorker('email');
      await eventually(
        async () => (await database.store.deliveries.statusOf(requestId)) !== 'queued',
        15_000,
      );
      expect(await database.store.deliveries.statusOf(requestId)).toBe('sent');
      // The held copies were never accepted: one email arrived.
      expect(sink.accepted).toHaveLength(1);
      // The job completes in Redis a moment after the send is recorded.
      await eventually(async () => (await queue.counts('email')).completed === 1);
      expect(await queue.counts('email')).toMatchObject({ completed: 1, failed: 0 });
    });

    it('keeps retrying while the mail server is down, showing queued and why, and sends once it is back', async () => {
      const smtp = await startTcpProxy(sink.url);
      try {
        await smtp.down();
        // Every other kind gives up after two quick attempts; email keeps its own, longer policy,
        // set by the API that enqueues it.
        const retries = { JOB_ATTEMPTS: '2', JOB_BACKOFF_MS: '100', EMAIL_BACKOFF_MS: '200' };
        const api = await startApi(retries);
        await startWorker('email', { ...retries, SMTP_URL: smtp.url });
        await askForResetEmail(api);
        const admin = await database.store.users.findByEmail('admin@example.test');
        const deliveries = () => database.store.deliveries.listForUser(admin?.uid ?? '');
        await eventually(async () => (await deliveries())[0]?.failure != null, 10_000);
        expect(await deliveries()).toMatchObject([
          { kind: 'reset', status: 'queued', failure: 'The mail server could not be reached' },
        ]);
        // Well past what JOB_ATTEMPTS allows (100 ms): still queued, never failed.
        await sleep(1500);
        expect(await deliveries()).toMatchObject([{ status: 'queued' }]);

        await smtp.up();
        await eventually(() => sink.accepted.length === 1, 15_000);
        await eventually(async () => (await deliveries())[0]?.status === 'sent');
        expect(await deliveries()).toMatchObject([{ status: 'sent', failure: null }]);
      } finally {
        await smtp.close();
      }
    });

    it('does not send again when a request that was sent is run a second time', async () => {
      await startWorker('email');
      const { requestId, user } = await requestReset();
      // Sent means recorded as sent: the mail server accepting it comes a moment before the job ends.
      await eventually(async () => (await queue.counts('email')).completed === 1, 15_000);
      expect(sink.accepted).toHaveLength(1);
      await queue.enqueue({ kind: 'email', name: 'reset-email', payload: { requestId, uid: user.uid } });
      await eventually(async () => (await queue.counts('email')).completed === 2);
      expect(sink.accepted).toHaveLength(1);
    });

    it('on SIGTERM finishes the running job, takes no new one and exits 0', async () => {
      const worker = await startWorker('email');
      const held = sink.holdNext();
      await requestReset();
      await held.arrived;

      worker.child.kill('SIGTERM');
      await eventually(async () => (await fetch(`${worker.url}/readyz`)).status === 503);
      await requestReset();
      await sleep(300);
      expect(sink.accepted).toHaveLength(0);

      held.accept();
      expect(await worker.exited).toBe(0);
      expect(sink.accepted).toHaveLength(1);
      expect(await queue.counts('email')).toMatchObject({ completed: 1, waiting: 1, active: 0 });
    });

    it('schedules the lifecycle sweep and runs it at once: closes by date, purges after the grace period', async () => {
      const guide = makeUser({ uid: randomUUID(), accessLevel: 1 });
      await database.store.users.insert(guide);
      const daysAgo = (days: number) =>
        new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10) as CalendarDate;
      // Access closed yesterday: the sweep records the close (long past, it would purge instead).
      const past = makeEvent({
        eid: randomUUID(),
        facilitatorId: guide.uid,
        eventDate: daysAgo(3),
        accessClose: daysAgo(1),
      });
      const longPast = makeEvent({
        eid: randomUUID(),
        facilitatorId: guide.uid,
        eventDate: '2020-01-01' as CalendarDate,
        accessClose: '2020-02-01' as CalendarDate,
      });
      await database.store.events.insert(past);
      await database.store.events.insert(longPast);

      await startWorker('lifecycle');

      await eventually(async () => (await queue.counts('lifecycle')).completed === 1);
      expect(await database.store.events.findById(past.eid)).toMatchObject({
        state: 'closed',
        closedOn: daysAgo(0),
      });
      expect(await database.store.events.findById(longPast.eid)).toBeNull();
      expect(await queue.counts('lifecycle')).toMatchObject({ completed: 1, delayed: 1 });
    });

    it('says its lifecycle schedule is missing once Redis lost it, and re-creates it at the next check', async () => {
      const worker = await spawnWorker('lifecycle', {
        ...sharedEnv(),
        PUBLIC_URL: 'http://localhost:3000',
        LIFECYCLE_SCHEDULE_CHECK_SECONDS: '3',
      });
      spawned.push(worker);
      await worker.ready();
      await eventually(async () => (await queue.counts('lifecycle')).completed === 1);

      // Redis loses its memory without the connection dropping (FLUSHALL, a failover behind a
      // proxy), well before the worker's next look.
      await midPeriod(3000);
      await removeQueueKeys(urls.redisUrl, prefix);
      const missing = await fetch(`${worker.url}/readyz`);
      expect([missing.status, await missing.text()]).toEqual([503, 'lifecycle schedule missing\n']);

      await eventually(async () => (await fetch(`${worker.url}/readyz`)).status === 200, 10_000);
      await eventually(async () => (await queue.counts('lifecycle')).completed === 1);
      expect(await queue.counts('lifecycle')).toMatchObject({ delayed: 1 });
      const metrics = await (await fetch(`${worker.url}/metrics`)).text();
      expect(metrics).toContain('vs_lifecycle_schedule_recreated_total 1');
      expect(metrics).toContain('vs_jobs_completed_total{queue="lifecycle"} 2');
    });

    it('builds requested archives with their progress, and marks one that fails for good failed', async () => {
      const guide = makeUser({ uid: randomUUID(), accessLevel: 1 });
      // Nothing to print for them: the archive needs no browser.
      const people = [0, 1].map(() => makeUser({ uid: randomUUID(), email: `${randomUUID()}@example.test` }));
      const event = makeEvent({
        eid: randomUUID(),
        facilitatorId: guide.uid,
        participants: people.map((person) => person.uid),
        emailsSent: [false, false],
      });
      for (const user of [guide, ...people]) await database.store.users.insert(user);
      await database.store.events.insert(event);
      const request = (eid: string) => ({
        id: randomUUID(),
        requesterId: guide.uid,
        eid,
        uploaded: false,
        fileName: 'Spring Workshop 2026-06-10.zip',
        state: 'queued' as const,
        done: 0,
        total: 0,
        error: null,
        createdAt: new Date(),
        updatedAt: new Date(),
      });
      const [built, gone] = [request(event.eid), request(randomUUID())];
      for (const archive of [built, gone]) {
        await database.store.archiveRequests.insert(archive);
        await queue.enqueue({
          kind: 'zip',
          name: 'event-archive',
          payload: { requestId: archive.id, eid: archive.eid, uploaded: false },
        });
      }

      await startWorker('zip');

      await eventually(
        async () => (await queue.counts('zip')).completed === 1 && (await queue.counts('zip')).failed === 1,
      );
      expect(await database.store.archiveRequests.findById(built.id)).toMatchObject({
        state: 'ready',
        done: 2,
        total: 2,
      });
      await eventually(
        async () => (await database.store.archiveRequests.findById(gone.id))?.state === 'failed',
      );
      expect(await database.store.archiveRequests.findById(gone.id)).toMatchObject({
        error: 'Event not found',
      });
    });

    it('runs no job in an API given REDIS_URL: its email waits in Redis until a worker serves it', async () => {
      const api = await startApi();
      await askForResetEmail(api);
      await eventually(async () => (await queue.counts('email')).waiting === 1);
      // Handed over, but kept until a worker has sent it.
      await eventually(async () => (await database.store.outbox.due(new Date(0), 10)).length === 0);
      await sleep(300);
      expect(sink.accepted).toEqual([]);
      expect(await database.store.outbox.count()).toBe(1);

      await startWorker('email');
      await eventually(() => sink.accepted.length === 1);
      expect(sink.accepted[0]?.to).toEqual(['admin@example.test']);
      await eventually(async () => (await database.store.outbox.count()) === 0);
      api.child.kill('SIGTERM');
      expect(await api.exited).toBe(0);
    });

    it('hands an archive from a zip worker to the API through PostgreSQL: the two share no disk', async () => {
      const api = await startApi();
      const workerDir = await mkdtemp(join(tmpdir(), 'vs-zip-worker-'));
      try {
        const worker = await spawnWorker('zip', { ...sharedEnv(), DATA_DIR: workerDir, PUBLIC_URL: api.url });
        spawned.push(worker);
        await worker.ready();
        const guide = makeUser({ uid: randomUUID(), email: `${randomUUID()}@example.test`, accessLevel: 1 });
        await database.store.users.insert(guide);
        const event = makeEvent({ eid: randomUUID(), facilitatorId: guide.uid, eventName: 'Shared Nothing' });
        await database.store.events.insert(event);

        const login = await fetch(`${api.url}/api/auth/login`, {
          method: 'POST',
          headers: { origin: api.url, 'content-type': 'application/json' },
          body: JSON.stringify({ email: 'admin@example.test', password: 'Admin1234x' }),
        });
        expect(login.status).toBe(200);
        const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
        const download = await fetch(`${api.url}/api/event/event_file?eid=${event.eid}`, {
          headers: { cookie },
        });
        expect(download.status).toBe(200);
        expect(download.headers.get('content-type')).toBe('application/zip');
        const zip = Buffer.from(await download.arrayBuffer());
        expect(zip.subarray(0, 2).toString()).toBe('PK');
        expect(zip.includes(Buffer.from('event.json'))).toBe(true);
        // Sent, then removed from the store.
        await eventually(async () => (await database.files.removeOlderThan(new Date(8.64e15))) === 0);
      } finally {
        await rm(workerDir, { recursive: true, force: true });
      }
    });

    it('carries on after Redis went away and came back; an email asked for meanwhile still arrives', async () => {
      const proxy = await startTcpProxy(urls.redisUrl);
      try {
        const api = await startApi({ REDIS_URL: proxy.url });
        const worker = await startWorker('email', { REDIS_URL: proxy.url });
        await askForResetEmail(api);
        await eventually(() => sink.accepted.length === 1);

        await proxy.down();
        await askForResetEmail(api);
        await sleep(1000);
        expect(sink.accepted).toHaveLength(1);
        expect(await database.store.outbox.due(new Date(0), 10)).toHaveLength(1);
        const workerReadiness = await fetch(`${worker.url}/readyz`);
        expect([workerReadiness.status, await workerReadiness.text()]).toEqual([503, 'redis unavailable\n']);
        // The API serves without Redis: it stays ready, and says Redis is down.
        const apiReadiness = await fetch(`${api.url}/readyz`);
        expect([apiReadiness.status, await apiReadiness.json()]).toEqual([
          200,
          { success: true, message: 'ready', dependencies: { database: 'up', redis: 'down' } },
        ]);

        await proxy.up();
        await eventually(() => sink.accepted.length === 2, 20_000);
        await eventually(async () => (await database.store.outbox.count()) === 0);
        await eventually(async () => (await fetch(`${worker.url}/readyz`)).status === 200);
        await eventually(
          async () => (await (await fetch(`${api.url}/readyz`)).json()).dependencies?.redis === 'up',
        );
        // One warning per process for the outage, from all of its Redis clients; no raw dumps.
        for (const spawned of [api, worker]) {
          expect(linesSaying(spawned, 'redis unavailable')).toBe(1);
          expect(spawned.output()).not.toContain('[ioredis]');
        }
      } finally {
        await proxy.close();
      }
    });

    it('is not ready while PostgreSQL is away, naming it, logs the outage once and is ready again once it is back', async () => {
      const proxy = await startTcpProxy(urls.databaseUrl);
      try {
        const worker = await startWorker('email', { DATABASE_URL: proxy.url, LOG_LEVEL: 'info' });
        await proxy.down();
        await eventually(async () => (await fetch(`${worker.url}/readyz`)).status === 503);
        expect(await (await fetch(`${worker.url}/readyz`)).text()).toBe('database unavailable\n');
        await sleep(1500);

        await proxy.up();
        await eventually(async () => (await fetch(`${worker.url}/readyz`)).status === 200);
        await eventually(() => linesSaying(worker, 'database reachable again') === 1);
        expect(linesSaying(worker, 'database unavailable')).toBe(1);
        expect(worker.output()).not.toContain('Error:');
      } finally {
        await proxy.close();
      }
    });

    it('refuses a queue it cannot serve, naming the ones it can', async () => {
      const worker = await spawnWorker('email,fax', { REDIS_URL: urls.redisUrl });
      spawned.push(worker);
      expect(await worker.exited).toBe(1);
      expect(worker.output()).toContain('Unknown queue "fax": this worker can serve email');
    });
  });
}
