import { AsyncResource } from 'node:async_hooks';
import type { JobQueue } from '@vs/domain';
import { isRetryableJobFailure } from './job-failure.ts';
import type { ReceivedJob, ReceivedJobHandler } from './received-job.ts';

export interface InProcessQueueOptions {
  /** Runs one job, with the id it was enqueued under when it had one. */
  readonly handle: ReceivedJobHandler;
  /** Attempts per job before it is reported failed. */
  readonly attempts?: number;
  /** First retry delay; doubles each attempt. */
  readonly backoffMs?: number;
  readonly onFailed?: (job: ReceivedJob, error: unknown) => void;
  /** A failed attempt that will be tried again (after its backoff). */
  readonly onRetry?: (job: ReceivedJob, error: unknown) => void;
  /** How many finished job ids are remembered, so that enqueueing one again is ignored. */
  readonly rememberedIds?: number;
}

export interface InProcessJobQueue extends JobQueue {
  /** Resolves when every job enqueued so far has finished (used by tests and shutdown). */
  drain(): Promise<void>;
}

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs jobs in this process, after the enqueueing request has returned, with retries and
 * exponential backoff: the embedded default when no Redis is configured. A failure retrying cannot
 * fix ({@link isRetryableJobFailure}) fails at once. Like the BullMQ queue it ignores a job whose
 * id it has seen (running or among the last `rememberedIds` finished).
 */
export const createInProcessJobQueue = (options: InProcessQueueOptions): InProcessJobQueue => {
  const {
    handle,
    attempts = 3,
    backoffMs = 500,
    onFailed = () => {},
    onRetry = () => {},
    rememberedIds = 10_000,
  } = options;
  const running = new Set<Promise<void>>();
  // Insertion-ordered: the oldest id is the first one forgotten.
  const seenIds = new Set<string>();
  // Jobs run in the context the queue was created in, never in the enqueuing request's: a job
  // queued inside a database transaction must not join that transaction after it commits.
  const detached = new AsyncResource('in-process-job-queue');

  /** Rejects with the last error when the job failed for good. */
  const run = async (job: ReceivedJob): Promise<void> => {
    for (let attempt = 1; ; attempt += 1) {
      try {
        await handle(job);
        return;
      } catch (error) {
        if (attempt >= attempts || !isRetryableJobFailure(error)) throw error;
        onRetry(job, error);
        await sleep(backoffMs * 2 ** (attempt - 1));
      }
    }
  };

  const isDuplicate = (id: string | undefined): boolean => {
    if (id === undefined) return false;
    if (seenIds.has(id)) return true;
    seenIds.add(id);
    if (seenIds.size > rememberedIds) seenIds.delete(seenIds.values().next().value as string);
    return false;
  };

  const start = (job: ReceivedJob): Promise<void> => {
    const task = detached.runInAsyncScope(() =>
      new Promise<void>((resolve) => setImmediate(resolve)).then(() => run(job)),
    );
    const tracked = task.catch((error: unknown) => onFailed(job, error));
    running.add(tracked);
    void tracked.finally(() => running.delete(tracked));
    return task;
  };

  return {
    enqueue: async (job, enqueueOptions) => {
      const id = enqueueOptions?.id;
      if (isDuplicate(id)) return;
      void start(id === undefined ? job : { ...job, id }).catch(() => {
        // Reported through onFailed.
      });
    },
    enqueueAndWait: async (job, timeoutMs) => {
      let timer: NodeJS.Timeout | undefined;
      const expired = new Promise<never>((_, reject) => {
        timer = setTimeout(
          () => reject(new Error(`the ${job.kind} job did not finish within ${timeoutMs} ms`)),
          timeoutMs,
        );
      });
      try {
        await Promise.race([start(job), expired]);
      } finally {
        clearTimeout(timer);
      }
    },
    drain: async () => {
      while (running.size > 0) await Promise.all([...running]);
    },
  };
};
