import {
  type Config,
  concurrencyOf,
  openServices,
  processorFor,
  reportFailedJob,
  runJob,
} from '@vs/composition';
import type { JobKind } from '@vs/domain';
import { createBullMqWorker } from '@vs/queue';
import { LIFECYCLE_SCHEDULER_ID, lifecycleSweepJob } from '@vs/worker-lifecycle';
import type { Logger } from 'pino';
import { startHealthServer } from './health-server.ts';
import { type QueueMetrics, renderMetrics } from './metrics.ts';

export interface WorkerProcess {
  /** The port of /readyz and /metrics. */
  readonly healthPort: number;
  /**
   * Stops taking jobs, waits up to `graceMs` for the running ones, closes every connection.
   * Resolves true when every running job finished in time.
   */
  stop(graceMs: number): Promise<boolean>;
}

/**
 * A worker process serving the given queues: one BullMQ worker per kind, each with its own
 * concurrency (`EMAIL_CONCURRENCY`, ...), on the same adapters the API builds. Serving the
 * lifecycle queue also (re)schedules the sweep every `LIFECYCLE_SWEEP_MINUTES`.
 */
export const startWorkerProcess = async (
  config: Config,
  logger: Logger,
  kinds: readonly JobKind[],
): Promise<WorkerProcess> => {
  const services = await openServices(config, logger, { jobs: 'bullmq' });
  const { jobs } = services;
  if (jobs.kind !== 'bullmq' || !config.REDIS_URL) throw new Error('REDIS_URL is required');
  const { queue } = jobs;
  const url = config.REDIS_URL;
  const workers = kinds.map((kind) =>
    createBullMqWorker({
      url,
      prefix: config.REDIS_PREFIX,
      kind,
      concurrency: concurrencyOf(config, kind),
      handle: (job) => runJob(services.deps, logger, job),
      isRetryable: processorFor(kind).isRetryable,
      lockDurationMs: config.WORKER_LOCK_MS,
      stalledIntervalMs: config.WORKER_STALLED_CHECK_MS,
      onFailed: (job, error, final) => {
        if (final) void reportFailedJob(services.deps, logger, job, error);
        else logger.warn({ err: error, queue: job.kind, job: job.name }, 'job attempt failed: retrying');
      },
    }),
  );
  if (kinds.includes('lifecycle')) {
    const minutes = config.LIFECYCLE_SWEEP_MINUTES;
    await queue.schedule(
      LIFECYCLE_SCHEDULER_ID,
      minutes * 60_000,
      lifecycleSweepJob(`every ${minutes} minutes`),
    );
  }

  const isReady = async (): Promise<boolean> =>
    queue.isConnected() && workers.every((worker) => worker.isRunning()) && (await services.database.ping());
  const health = await startHealthServer({
    port: config.WORKER_PORT,
    isReady,
    metrics: async (ready) => {
      const queues: QueueMetrics[] = await Promise.all(
        workers.map(async (worker) => ({
          kind: worker.kind,
          stats: worker.stats(),
          counts: await queue.counts(worker.kind).catch(() => null),
        })),
      );
      return renderMetrics(queues, ready);
    },
  });
  logger.info({ queues: kinds, healthPort: health.port }, 'worker serving');

  return {
    healthPort: health.port,
    stop: async (graceMs) => {
      const finished = await Promise.all(workers.map((worker) => worker.close(graceMs)));
      await services.close();
      await health.close();
      return finished.every(Boolean);
    },
  };
};
