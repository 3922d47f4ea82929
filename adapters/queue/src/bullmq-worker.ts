import { type Job, JobInterruptedError, type JobKind } from '@vs/domain';
import { UnrecoverableError, Worker } from 'bullmq';
import { Redis } from 'ioredis';
import { atMost } from './at-most.ts';
import { CLOSE_UNREADY_MS, DEFAULT_PREFIX } from './bullmq-job-queue.ts';
import { isRetryableJobFailure } from './job-failure.ts';
import type { ReceivedJob, ReceivedJobHandler } from './received-job.ts';
import type { ConnectionHealth } from './redis-unavailable.ts';

export interface BullMqWorkerOptions {
  /** Redis connection URL. */
  readonly url: string;
  /** The same prefix the producing queue uses. */
  readonly prefix?: string;
  /** The queue served: one worker serves one kind. */
  readonly kind: JobKind;
  /** Jobs of this kind run at once in this process. */
  readonly concurrency: number;
  readonly handle: ReceivedJobHandler;
  /**
   * How long a job stays locked to this worker without a renewal. A worker that dies (SIGKILL)
   * stops renewing, so after this its job counts as stalled and another worker takes it over.
   */
  readonly lockDurationMs?: number;
  /** How often this worker looks for stalled jobs. */
  readonly stalledIntervalMs?: number;
  /**
   * How often a job may stall (its worker died under it) and be taken over before it fails (as
   * JobInterruptedError, never as a failure of its own). Stalls are not failed attempts: they do
   * not use up the retries. BullMQ's default is 1.
   */
  readonly maxStalledCount?: number;
  /**
   * Called for every failed attempt with the handler's error; `final` when the job will not be
   * tried again.
   */
  readonly onFailed?: (job: ReceivedJob, error: Error, final: boolean) => void;
  /** Told of the connections' failures and recoveries (the process reports outages once). */
  readonly health?: ConnectionHealth;
}

export interface WorkerStats {
  /** Jobs this worker completed since it started. */
  readonly completed: number;
  /** Jobs this worker failed for good since it started. */
  readonly failed: number;
}

export interface BullMqWorker {
  readonly kind: JobKind;
  /** True while the worker takes jobs. */
  isRunning(): boolean;
  stats(): WorkerStats;
  /**
   * Stops taking jobs and waits up to `graceMs` for the running ones. Resolves true when they all
   * finished; false when some were still running: their connection is dropped and, their locks
   * expiring, they are recovered as stalled jobs by another worker. Later calls return the first
   * call's outcome.
   */
  close(graceMs: number): Promise<boolean>;
}

/** BullMQ's reason for failing a job that stalled more often than `maxStalledCount` allows. */
const STALLED_TOO_OFTEN = 'job stalled more than allowable limit';

const received = (
  kind: JobKind,
  job: { name: string; data: unknown; id?: string | undefined },
): ReceivedJob => ({
  kind,
  // Only a name the processor knows is handled; any other fails as a permanent error there.
  name: job.name as Job['name'],
  payload: job.data,
  ...(job.id === undefined ? {} : { id: job.id }),
});

/**
 * Serves one BullMQ queue with the given handler. A failure that retrying cannot fix
 * ({@link isRetryableJobFailure}) becomes BullMQ's UnrecoverableError, which fails the job without
 * further attempts.
 *
 * @example
 * const worker = createBullMqWorker({ url, kind: 'email', concurrency: 4, handle });
 * process.on('SIGTERM', () => worker.close(30_000));
 */
export const createBullMqWorker = (options: BullMqWorkerOptions): BullMqWorker => {
  const { url, prefix = DEFAULT_PREFIX, kind, concurrency, handle, health } = options;
  const counts = { completed: 0, failed: 0 };
  let closing: Promise<boolean> | undefined;
  // BullMQ requires workers' connections to wait for Redis rather than fail commands.
  const connection = new Redis(url, { maxRetriesPerRequest: null });
  // BullMQ reconnects by itself; the events only go to `health` (an 'error' event without a
  // listener would end the process).
  connection.on('error', (error) => health?.down(error));
  connection.on('ready', () => health?.up());
  const worker = new Worker(
    kind,
    async (job) => {
      try {
        await handle(received(kind, job));
      } catch (error) {
        if (isRetryableJobFailure(error)) throw error;
        const message = error instanceof Error ? error.message : String(error);
        // The processor's own error rides along, so onFailed reports what actually went wrong.
        throw Object.assign(new UnrecoverableError(message), { cause: error });
      }
    },
    {
      connection,
      prefix,
      concurrency,
      skipVersionCheck: true,
      ...(options.lockDurationMs === undefined ? {} : { lockDuration: options.lockDurationMs }),
      ...(options.stalledIntervalMs === undefined ? {} : { stalledInterval: options.stalledIntervalMs }),
      ...(options.maxStalledCount === undefined ? {} : { maxStalledCount: options.maxStalledCount }),
    },
  );
  // Its connections' errors (ours, and the blocking one BullMQ duplicates from it) are heard on
  // ours already; the rest is BullMQ's own trouble, which it retries.
  worker.on('error', () => {});
  worker.on('completed', () => {
    counts.completed += 1;
  });
  worker.on('failed', (job, error) => {
    if (!job) return;
    const final = error instanceof UnrecoverableError || job.attemptsMade >= (job.opts.attempts ?? 1);
    if (final) counts.failed += 1;
    const reported =
      error instanceof UnrecoverableError && error.cause instanceof Error
        ? error.cause
        : error.message === STALLED_TOO_OFTEN
          ? new JobInterruptedError(`the job's worker stopped while running it ${job.stalledCounter} times`)
          : error;
    options.onFailed?.(received(kind, job), reported, final);
  });

  return {
    kind,
    isRunning: () => worker.isRunning() && !worker.closing,
    stats: () => ({ ...counts }),
    close: (graceMs) => {
      closing ??= (async () => {
        let timer: NodeJS.Timeout | undefined;
        const finished = await Promise.race([
          worker.close().then(() => true),
          new Promise<boolean>((resolve) => {
            timer = setTimeout(() => resolve(false), graceMs);
          }),
        ]);
        clearTimeout(timer);
        if (!finished) await atMost(worker.disconnect(), CLOSE_UNREADY_MS);
        connection.disconnect();
        return finished;
      })();
      return closing;
    },
  };
};
