import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:net';
import { JOB_KINDS, type Job, JobInterruptedError } from '@vs/domain';
import { Redis } from 'ioredis';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type BullMqJobQueueOptions, createBullMqJobQueue } from './bullmq-job-queue.ts';
import { type BullMqWorker, type BullMqWorkerOptions, createBullMqWorker } from './bullmq-worker.ts';
import { describeJobQueueContract, eventually } from './job-queue.contract.ts';
import { isRedisUnavailable } from './redis-unavailable.ts';

const redisUrl = process.env.TEST_REDIS_URL;
if (!redisUrl && process.env.CI === 'true') {
  throw new Error('TEST_REDIS_URL is not set: CI must run the BullMQ queue against Redis.');
}

const freshPrefix = (): string => `vs-test-${randomBytes(6).toString('hex')}`;

/** Deletes every key under the prefix, so no test leaves anything in the shared Redis. */
const removeKeys = async (url: string, prefix: string): Promise<void> => {
  const redis = new Redis(url);
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}:*`, 'COUNT', 500);
      if (keys.length > 0) await redis.del(...keys);
      cursor = next;
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
};

/** A port that accepts connections and never answers, like a Redis that is not there. */
const deadPort = async (): Promise<{ url: string; close(): Promise<void> }> => {
  const server: Server = createServer((socket) => socket.destroy());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `redis://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
};

/** A port nobody listens on, like a Redis that is down: connections are refused. */
const refusingUrl = (): Promise<string> =>
  new Promise((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(`redis://127.0.0.1:${port}`));
    });
  });

const emailJob: Job = { kind: 'email', name: 'reset-email', payload: { requestId: 'r1', uid: 'u1' } };
const pdfJob: Job = {
  kind: 'pdf',
  name: 'participant-output',
  payload: { requestId: 'r1', uid: 'u1', page: 'live', deadline: '2026-06-01T09:01:00.000Z' },
};

if (redisUrl) {
  describeJobQueueContract('BullMQ on Redis', async ({ handle, attempts, backoffMs }) => {
    const prefix = freshPrefix();
    const queue = createBullMqJobQueue({ url: redisUrl, prefix, attempts, backoffMs });
    const workers = JOB_KINDS.map((kind) =>
      createBullMqWorker({ url: redisUrl, prefix, kind, concurrency: 2, handle }),
    );
    return {
      queue,
      close: async () => {
        await Promise.all(workers.map((worker) => worker.close(5000)));
        await queue.close();
        await removeKeys(redisUrl, prefix);
      },
    };
  });

  describe('BullMQ job queue', () => {
    const cleanups: (() => Promise<unknown>)[] = [];
    afterEach(async () => {
      for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
    });

    const setUp = (
      options: Pick<BullMqJobQueueOptions, 'attempts' | 'backoffMs' | 'keepWaitedSeconds' | 'retries'> = {},
    ) => {
      const prefix = freshPrefix();
      const queue = createBullMqJobQueue({ url: redisUrl, prefix, ...options });
      cleanups.push(
        () => removeKeys(redisUrl, prefix),
        () => queue.close(),
      );
      const serve = (
        kind: BullMqWorker['kind'],
        handle: () => Promise<void>,
        locks: Pick<
          BullMqWorkerOptions,
          'lockDurationMs' | 'stalledIntervalMs' | 'maxStalledCount' | 'onFailed'
        > = {},
      ): BullMqWorker => {
        const worker = createBullMqWorker({
          url: redisUrl,
          prefix,
          kind,
          concurrency: 1,
          handle,
          ...locks,
        });
        cleanups.push(() => worker.close(5000));
        return worker;
      };
      return { queue, serve, prefix };
    };

    it('fails a job that always fails after its attempts, backing off between them', async () => {
      const { queue, serve } = setUp({ attempts: 3, backoffMs: 200 });
      const calls: number[] = [];
      const worker = serve('email', async () => {
        calls.push(Date.now());
        throw new Error('SMTP down');
      });
      await queue.enqueue(emailJob, { id: 'a0c2b9de-1111-4111-8111-000000000001' });
      await eventually(() => worker.stats().failed === 1, 10_000);

      expect(calls).toHaveLength(3);
      const [first = 0, second = 0, third = 0] = calls;
      // Exponential: about 200 ms, then about 400 ms.
      expect(second - first).toBeGreaterThanOrEqual(190);
      expect(third - second).toBeGreaterThanOrEqual(390);
      expect(await queue.counts('email')).toMatchObject({ failed: 1, waiting: 0, active: 0, delayed: 0 });
      expect(worker.stats()).toEqual({ completed: 0, failed: 1 });
    });

    it("retries a kind by its own policy: email keeps trying while another kind's job has failed", async () => {
      const { queue, serve } = setUp({
        attempts: 2,
        backoffMs: 50,
        retries: { email: { attempts: 6, backoffMs: 50 } },
      });
      const tries = { email: 0, pdf: 0 };
      const emailWorker = serve('email', async () => {
        tries.email += 1;
        // The mail server is back for the fifth attempt.
        if (tries.email < 5) throw new Error('SMTP down');
      });
      const pdfWorker = serve('pdf', async () => {
        tries.pdf += 1;
        throw new Error('browser crashed');
      });
      await queue.enqueue(emailJob, { id: 'a0c2b9de-1111-4111-8111-000000000011' });
      await queue.enqueue(pdfJob, { id: 'a0c2b9de-1111-4111-8111-000000000012' });
      await eventually(() => emailWorker.stats().completed === 1 && pdfWorker.stats().failed === 1, 10_000);
      expect(tries).toEqual({ email: 5, pdf: 2 });
    });

    it('takes over a job whose worker died more than once, up to maxStalledCount, then fails it as interrupted', async () => {
      const { queue, serve } = setUp();
      const locks = { lockDurationMs: 500, stalledIntervalMs: 250, maxStalledCount: 2 };
      const reported: { error: Error; final: boolean }[] = [];
      const hang = () => new Promise<void>(() => {});
      await queue.enqueue(emailJob, { id: 'a0c2b9de-1111-4111-8111-000000000021' });
      // Two workers die under the job in turn; the third finishes it.
      for (let death = 0; death < 2; death += 1) {
        let started = false;
        const dying = serve(
          'email',
          () => {
            started = true;
            return hang();
          },
          locks,
        );
        await eventually(() => started, 5000);
        expect(await dying.close(0)).toBe(false);
      }
      const survivor = serve('email', async () => {}, {
        ...locks,
        onFailed: (_job, error, final) => reported.push({ error, final }),
      });
      await eventually(() => survivor.stats().completed === 1, 10_000);
      expect(reported).toEqual([]);
      expect(await survivor.close(1000)).toBe(true);

      // A job that kills every worker fails once the stalls pass the limit: interrupted, not its own error.
      await queue.enqueue(emailJob, { id: 'a0c2b9de-1111-4111-8111-000000000022' });
      for (let death = 0; death < 3; death += 1) {
        let started = false;
        const dying = serve(
          'email',
          () => {
            started = true;
            return hang();
          },
          locks,
        );
        await eventually(() => started, 5000);
        expect(await dying.close(0)).toBe(false);
      }
      const last = serve('email', async () => {}, {
        ...locks,
        onFailed: (_job, error, final) => reported.push({ error, final }),
      });
      await eventually(() => last.stats().failed === 1, 10_000);
      expect(reported).toHaveLength(1);
      expect(reported[0]?.final).toBe(true);
      expect(reported[0]?.error).toBeInstanceOf(JobInterruptedError);
    });

    it('keeps each kind in its own queue, served only by its own workers', async () => {
      const { queue, serve } = setUp();
      const ran: string[] = [];
      const pdfWorker = serve('pdf', async () => void ran.push('pdf'));
      await queue.enqueue(emailJob);
      await queue.enqueue({
        kind: 'pdf',
        name: 'participant-output',
        payload: { requestId: 'r', uid: 'u', page: 'mw', deadline: '2026-06-01T09:01:00.000Z' },
      });
      await eventually(() => pdfWorker.stats().completed === 1);
      expect(ran).toEqual(['pdf']);
      expect(await queue.counts('email')).toMatchObject({ waiting: 1 });
    });

    it('runs a scheduled job at once and keeps one schedule however many replicas keep it', async () => {
      const { queue, serve, prefix } = setUp();
      const replica = createBullMqJobQueue({ url: redisUrl, prefix });
      cleanups.push(() => replica.close());
      const worker = serve('lifecycle', async () => {});
      const sweep: Job = { kind: 'lifecycle', name: 'sweep', payload: { scheduledFor: 'every 60 minutes' } };
      const keep = { checkEveryMs: 60_000 };
      const kept = await queue.keepScheduled('lifecycle-sweep', 60 * 60_000, sweep, keep);
      await replica.keepScheduled('lifecycle-sweep', 60 * 60_000, sweep, keep);
      await eventually(() => worker.stats().completed === 1);
      expect(await kept.isScheduled()).toBe(true);
      expect(await queue.counts('lifecycle')).toMatchObject({ delayed: 1, waiting: 0 });
    });

    it('re-creates a schedule Redis lost, one schedule however many replicas heal it at once', async () => {
      const { queue, serve, prefix } = setUp();
      const replica = createBullMqJobQueue({ url: redisUrl, prefix });
      cleanups.push(() => replica.close());
      const worker = serve('lifecycle', async () => {});
      const sweep: Job = { kind: 'lifecycle', name: 'sweep', payload: { scheduledFor: 'every 60 minutes' } };
      // Checks only hourly: this test heals by hand (the timing is keepSchedule's unit test's).
      const keep = { checkEveryMs: 60 * 60_000 };
      const kept = await queue.keepScheduled('lifecycle-sweep', 60 * 60_000, sweep, keep);
      const keptToo = await replica.keepScheduled('lifecycle-sweep', 60 * 60_000, sweep, keep);
      await eventually(() => worker.stats().completed === 1);
      expect(await Promise.all([kept.heal(), keptToo.heal()])).toEqual([false, false]);

      // Redis loses its memory: the schedule and its next job are gone.
      await removeKeys(redisUrl, prefix);
      expect(await kept.isScheduled()).toBe(false);
      expect(await Promise.all([kept.heal(), keptToo.heal()])).toContain(true);
      await eventually(() => worker.stats().completed === 2);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(worker.stats().completed).toBe(2);
      expect(await kept.isScheduled()).toBe(true);
      expect(await queue.counts('lifecycle')).toMatchObject({ delayed: 1, waiting: 0, active: 0 });
    });

    it('finishes a waited job whose worker died: another worker takes it over after lock and stalled check', async () => {
      const { queue, serve } = setUp();
      const locks = { lockDurationMs: 1000, stalledIntervalMs: 500 };
      let started = false;
      const dying = serve(
        'pdf',
        () => {
          started = true;
          return new Promise<void>(() => {});
        },
        locks,
      );
      const waited = queue.enqueueAndWait(pdfJob, 10_000);
      await eventually(() => started);
      // What a SIGKILL looks like from Redis: the connections are gone, the lock is no longer renewed.
      expect(await dying.close(0)).toBe(false);
      const survivor = serve('pdf', async () => {}, locks);

      // How soon, with the real lock settings: the fleet test faults/pdf-worker-crash prints it.
      await waited;
      // The waiter may hear of the completion before the worker's own event has counted it.
      await eventually(() => survivor.stats().completed === 1);
    });

    it('keeps a job waited on only briefly once finished: its payload may carry personal data', async () => {
      const { queue, serve } = setUp({ keepWaitedSeconds: 1 });
      serve('pdf', async () => {});
      await queue.enqueueAndWait(pdfJob, 10_000);
      expect((await queue.counts('pdf')).completed).toBe(1);
      await new Promise((resolve) => setTimeout(resolve, 1100));
      // BullMQ removes the aged job as the next one of the queue finishes.
      await queue.enqueueAndWait(pdfJob, 10_000);
      expect((await queue.counts('pdf')).completed).toBe(1);
    });

    it('refuses a job within its timeout when Redis does not answer, and accepts once it does', async () => {
      const dead = await deadPort();
      cleanups.push(() => dead.close());
      const prefix = freshPrefix();
      const down = createBullMqJobQueue({ url: dead.url, prefix, enqueueTimeoutMs: 300 });
      cleanups.push(() => down.close());
      // How soon: `npm run bench:redis-down`.
      await expect(down.enqueue(emailJob)).rejects.toThrow('did not accept the job within 300 ms');
      expect(down.isConnected()).toBe(false);

      const { queue } = setUp();
      await queue.enqueue(emailJob);
      expect(queue.isConnected()).toBe(true);
    });

    it('fails a request waiting for its job as soon as an enqueue would when Redis does not answer, as unavailable', async () => {
      const dead = await deadPort();
      cleanups.push(() => dead.close());
      const down = createBullMqJobQueue({ url: dead.url, prefix: freshPrefix(), enqueueTimeoutMs: 300 });
      cleanups.push(() => down.close());
      // Not the 60 s wait; how soon: `npm run bench:redis-down`.
      const refused = await down.enqueueAndWait(emailJob, 60_000).catch((error: unknown) => error);
      expect(isRedisUnavailable(refused)).toBe(true);
      expect(isRedisUnavailable(await down.enqueue(emailJob).catch((error: unknown) => error))).toBe(true);
    });

    it("tells `health` of its connections' failures and of each connection ready again", async () => {
      const serving = (url: string, prefix: string, health: { down(): void; up(): void }) => {
        const queue = createBullMqJobQueue({ url, prefix, health });
        const worker = createBullMqWorker({
          url,
          prefix,
          kind: 'email',
          concurrency: 1,
          handle: async () => {},
          health,
        });
        // Closing ends within its bounds even while Redis is down.
        cleanups.push(
          () => queue.close(),
          () => worker.close(1000),
        );
      };
      const failing = { down: vi.fn(), up: vi.fn() };
      serving(await refusingUrl(), freshPrefix(), failing);
      await eventually(() => failing.down.mock.calls.length >= 2);
      expect(failing.down).toHaveBeenCalledWith(expect.objectContaining({ code: 'ECONNREFUSED' }));
      expect(failing.up).not.toHaveBeenCalled();

      const ready = { down: vi.fn(), up: vi.fn() };
      serving(redisUrl, freshPrefix(), ready);
      await eventually(() => ready.up.mock.calls.length === 2);
      expect(ready.down).not.toHaveBeenCalled();
    });

    it('stops taking jobs on close and lets the running one finish', async () => {
      const { queue, serve } = setUp();
      let release: (() => void) | null = null;
      const finished: string[] = [];
      const worker = serve('email', async () => {
        await new Promise<void>((resolve) => {
          release = resolve;
        });
        finished.push('job');
      });
      await queue.enqueue(emailJob);
      // The processor itself has started (not merely the job marked active).
      await eventually(async () => release !== null);
      const closing = worker.close(5000);
      expect(worker.isRunning()).toBe(false);
      (release as unknown as () => void)();
      expect(await closing).toBe(true);
      expect(finished).toEqual(['job']);
    });

    it('gives up waiting for a running job after the grace period', async () => {
      const { queue, serve } = setUp();
      const worker = serve('email', () => new Promise<void>(() => {}));
      await queue.enqueue(emailJob);
      await eventually(async () => (await queue.counts('email')).active === 1);
      // How soon: `npm run bench:redis-down`.
      expect(await worker.close(200)).toBe(false);
    });
  });
}
