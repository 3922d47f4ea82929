import { AsyncLocalStorage } from 'node:async_hooks';
import { invalid, type Job, verbatim } from '@vs/domain';
import { describe, expect, it } from 'vitest';
import { createInProcessJobQueue } from './in-process-job-queue.ts';
import { describeJobQueueContract } from './job-queue.contract.ts';
import type { ReceivedJob } from './received-job.ts';

const job: Job = { kind: 'email', name: 'reset-email', payload: { requestId: 'r1', uid: 'u1' } };

describeJobQueueContract('in process', async ({ handle, attempts, backoffMs }) => {
  const queue = createInProcessJobQueue({ handle, attempts, backoffMs });
  return { queue, close: () => queue.drain() };
});

describe('in-process job queue', () => {
  it('runs a job after enqueue returns, and drain waits for it', async () => {
    const handled: ReceivedJob[] = [];
    const queue = createInProcessJobQueue({ handle: async (j) => void handled.push(j) });
    await queue.enqueue(job);
    expect(handled).toEqual([]);
    await queue.drain();
    expect(handled).toEqual([job]);
  });

  it("runs a job outside the enqueuing request's async context (no leaked transaction)", async () => {
    const context = new AsyncLocalStorage<string>();
    const seen: (string | undefined)[] = [];
    const queue = createInProcessJobQueue({ handle: async () => void seen.push(context.getStore()) });
    await context.run('request-transaction', () => queue.enqueue(job));
    await queue.drain();
    expect(seen).toEqual([undefined]);
  });

  it('reports a job that failed for good, whether permanently or after its attempts', async () => {
    const failed: unknown[] = [];
    const queue = createInProcessJobQueue({
      attempts: 2,
      backoffMs: 1,
      onFailed: (_j, e) => failed.push((e as Error).message),
      handle: async (j) => {
        throw j.name === 'reset-email'
          ? invalid('TEST.BAD_ADDRESS', verbatim('bad address'))
          : new Error('down');
      },
    });
    await queue.enqueue(job);
    await queue.enqueue({ kind: 'lifecycle', name: 'sweep', payload: { scheduledFor: 'today' } });
    await queue.drain();
    expect(failed.sort()).toEqual(['bad address', 'down']);
  });

  it('tells of each failed attempt that will be tried again, and not of the last', async () => {
    const retried: string[] = [];
    const failed: string[] = [];
    const queue = createInProcessJobQueue({
      attempts: 3,
      backoffMs: 1,
      onRetry: (j, e) => retried.push(`${j.name}: ${(e as Error).message}`),
      onFailed: (j) => failed.push(j.name),
      handle: async () => {
        throw new Error('down');
      },
    });
    await queue.enqueue(job);
    await queue.drain();
    expect(retried).toEqual(['reset-email: down', 'reset-email: down']);
    expect(failed).toEqual(['reset-email']);
  });

  it('forgets the oldest ids beyond the remembered number', async () => {
    const handled: ReceivedJob[] = [];
    const queue = createInProcessJobQueue({ rememberedIds: 2, handle: async (j) => void handled.push(j) });
    for (const id of ['a', 'b', 'c', 'a', 'c']) await queue.enqueue(job, { id });
    await queue.drain();
    expect(handled).toHaveLength(4);
  });
});
