import { AsyncResource } from 'node:async_hooks';
import type { Job, JobQueue } from '@vs/domain';

export type JobHandler = (job: Job) => Promise<void>;

export interface InProcessQueueOptions {
  readonly handle: JobHandler;
  /** Attempts per job before it is reported failed. */
  readonly attempts?: number;
  /** First retry delay; doubles each attempt. */
  readonly backoffMs?: number;
  /** Whether a failure is worth retrying (permanent errors fail at once). */
  readonly isRetryable?: (error: unknown) => boolean;
  readonly onFailed?: (job: Job, error: unknown) => void;
}

export interface InProcessJobQueue extends JobQueue {
  /** Resolves when every job enqueued so far has finished (used by tests and shutdown). */
  drain(): Promise<void>;
}

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs jobs in this process, after the enqueueing request has returned, with retries and
 * exponential backoff: the embedded default when no Redis is configured.
 */
export const createInProcessJobQueue = (options: InProcessQueueOptions): InProcessJobQueue => {
  const { handle, attempts = 3, backoffMs = 500, isRetryable = () => true, onFailed = () => {} } = options;
  const running = new Set<Promise<void>>();
  // Jobs run in the context the queue was created in, never in the enqueuing request's: a job
  // queued inside a database transaction must not join that transaction after it commits.
  const detached = new AsyncResource('in-process-job-queue');

  const run = async (job: Job): Promise<void> => {
    for (let attempt = 1; ; attempt += 1) {
      try {
        await handle(job);
        return;
      } catch (error) {
        if (attempt >= attempts || !isRetryable(error)) {
          onFailed(job, error);
          return;
        }
        await sleep(backoffMs * 2 ** (attempt - 1));
      }
    }
  };

  return {
    enqueue: async (job) => {
      const task = detached.runInAsyncScope(() =>
        new Promise<void>((resolve) => setImmediate(resolve)).then(() => run(job)),
      );
      running.add(task);
      void task.finally(() => running.delete(task));
    },
    drain: async () => {
      while (running.size > 0) await Promise.all([...running]);
    },
  };
};
