import { invalid, type Job, type JobQueue, verbatim } from '@vs/domain';
import { afterEach, describe, expect, it } from 'vitest';
import type { ReceivedJob } from './received-job.ts';

export interface QueueUnderTestOptions {
  /** Runs each job, as the processors would. */
  readonly handle: (job: ReceivedJob) => Promise<void>;
  readonly attempts: number;
  readonly backoffMs: number;
}

export interface QueueUnderTest {
  readonly queue: JobQueue;
  close(): Promise<void>;
}

/** A failure retrying cannot fix, as processors signal it: a domain refusal (isRetryableJobFailure). */
const permanentFailure = (message: string) => invalid('TEST.PERMANENT', verbatim(message));

const resetJob = (requestId: string): Job => ({
  kind: 'email',
  name: 'reset-email',
  payload: { requestId, uid: 'u1' },
});

const pdfJob: Job = {
  kind: 'pdf',
  name: 'participant-output',
  payload: { requestId: 'r1', uid: 'u1', page: 'live', deadline: '2026-06-01T09:01:00.000Z' },
};

/** Resolves once `check` holds, polling; fails the test after `ms`. */
export const eventually = async (check: () => boolean | Promise<boolean>, ms = 5000): Promise<void> => {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
};

const settle = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * What every JobQueue adapter must do, paired with whatever runs its jobs (in the same process, or
 * BullMQ workers). `open` gives a fresh queue per test.
 */
export const describeJobQueueContract = (
  name: string,
  open: (options: QueueUnderTestOptions) => Promise<QueueUnderTest>,
): void => {
  describe(`JobQueue contract: ${name}`, () => {
    let opened: QueueUnderTest[] = [];
    afterEach(async () => {
      await Promise.all(opened.map((q) => q.close()));
      opened = [];
    });

    /** A queue whose handler records every attempt, then behaves as `behave` says. */
    const start = async (
      behave: (job: ReceivedJob, attempt: number) => Promise<void> = async () => {},
      attempts = 3,
    ) => {
      const handled: ReceivedJob[] = [];
      const attemptsOf = new Map<string, number>();
      const under = await open({
        attempts,
        backoffMs: 20,
        handle: async (job) => {
          const key = JSON.stringify(job.payload);
          const attempt = (attemptsOf.get(key) ?? 0) + 1;
          attemptsOf.set(key, attempt);
          handled.push(job);
          await behave(job, attempt);
        },
      });
      opened.push(under);
      return { queue: under.queue, handled };
    };

    it('hands an enqueued job to its handler with kind, name and payload', async () => {
      const { queue, handled } = await start();
      await queue.enqueue(resetJob('a'));
      await eventually(() => handled.length === 1);
      expect(handled).toMatchObject([resetJob('a')]);
    });

    it('runs a job enqueued twice under one id once, before and after it finished', async () => {
      const { queue, handled } = await start();
      await queue.enqueue(resetJob('a'), { id: 'c7d5e2a4-0000-4000-8000-000000000001' });
      await queue.enqueue(resetJob('a'), { id: 'c7d5e2a4-0000-4000-8000-000000000001' });
      await eventually(() => handled.length === 1);
      await queue.enqueue(resetJob('a'), { id: 'c7d5e2a4-0000-4000-8000-000000000001' });
      await queue.enqueue(resetJob('b'), { id: 'c7d5e2a4-0000-4000-8000-000000000002' });
      await eventually(() => handled.length === 2);
      await settle(100);
      // With the id it was enqueued under: the worker marks that outbox entry done.
      expect(handled).toEqual([
        { ...resetJob('a'), id: 'c7d5e2a4-0000-4000-8000-000000000001' },
        { ...resetJob('b'), id: 'c7d5e2a4-0000-4000-8000-000000000002' },
      ]);
    });

    it('runs jobs without an id each time they are enqueued', async () => {
      const { queue, handled } = await start();
      await queue.enqueue(resetJob('a'));
      await queue.enqueue(resetJob('a'));
      await eventually(() => handled.length === 2);
    });

    it('waits for a job until its handler has finished', async () => {
      const { queue, handled } = await start();
      await queue.enqueueAndWait(pdfJob, 5000);
      expect(handled).toMatchObject([pdfJob]);
    });

    it('retries a failing job with backoff until it succeeds', async () => {
      const { queue, handled } = await start(async (_, attempt) => {
        if (attempt < 3) throw new Error('transient');
      });
      await queue.enqueueAndWait(pdfJob, 5000);
      expect(handled).toHaveLength(3);
    });

    it('fails a permanent error at once, and the waiter with it', async () => {
      const { queue, handled } = await start(async () => {
        throw permanentFailure('bad address');
      });
      await expect(queue.enqueueAndWait(pdfJob, 5000)).rejects.toThrow('bad address');
      expect(handled).toHaveLength(1);
    });

    it('gives up after the last attempt', async () => {
      const { queue, handled } = await start(async () => {
        throw new Error('down');
      }, 2);
      await expect(queue.enqueueAndWait(pdfJob, 5000)).rejects.toThrow('down');
      await settle(100);
      expect(handled).toHaveLength(2);
    });

    it('stops waiting for a job that does not finish in time', async () => {
      let release = () => {};
      const gate = new Promise<void>((resolve) => {
        release = resolve;
      });
      const { queue, handled } = await start(() => gate);
      const before = Date.now();
      await expect(queue.enqueueAndWait(pdfJob, 300)).rejects.toThrow();
      expect(Date.now() - before).toBeGreaterThanOrEqual(290);
      expect(handled).toHaveLength(1);
      release();
    });
  });
};
