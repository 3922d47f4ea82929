import { AsyncLocalStorage } from 'node:async_hooks';
import type { Job } from '@vs/domain';
import { describe, expect, it } from 'vitest';
import { createInProcessJobQueue } from './in-process-job-queue.ts';

const job: Job = { kind: 'email', name: 'reset-email', payload: { requestId: 'r1', uid: 'u1' } };

describe('in-process job queue', () => {
  it('runs a job after enqueue returns', async () => {
    const handled: Job[] = [];
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

  it('retries a failing job with backoff and then succeeds', async () => {
    let calls = 0;
    const queue = createInProcessJobQueue({
      backoffMs: 1,
      handle: async () => {
        calls += 1;
        if (calls < 3) throw new Error('transient');
      },
    });
    await queue.enqueue(job);
    await queue.drain();
    expect(calls).toBe(3);
  });

  it('fails a permanent error at once and reports it', async () => {
    let calls = 0;
    const failed: unknown[] = [];
    const queue = createInProcessJobQueue({
      backoffMs: 1,
      isRetryable: () => false,
      onFailed: (_j, e) => failed.push(e),
      handle: async () => {
        calls += 1;
        throw new Error('bad address');
      },
    });
    await queue.enqueue(job);
    await queue.drain();
    expect(calls).toBe(1);
    expect(failed).toHaveLength(1);
  });

  it('gives up after the last attempt', async () => {
    let calls = 0;
    const failed: unknown[] = [];
    const queue = createInProcessJobQueue({
      attempts: 2,
      backoffMs: 1,
      onFailed: (_j, e) => failed.push(e),
      handle: async () => {
        calls += 1;
        throw new Error('down');
      },
    });
    await queue.enqueue(job);
    await queue.drain();
    expect([calls, failed.length]).toEqual([2, 1]);
  });
});
