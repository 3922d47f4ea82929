import {
  type Config,
  concurrencyOf,
  findPdfBrowser,
  openServices,
  progressNotices,
  reportFailedJob,
  reportRetriedJob,
  runJob,
  startProbeServer,
} from '@vs/composition';
import type { JobKind } from '@vs/domain';
import { progressChannel } from '@vs/http/progress-channel';
import type { KeptSchedule } from '@vs/queue';
import { createBullMqWorker } from '@vs/queue/bullmq';
import { LIFECYCLE_SCHEDULER_ID, lifecycleSweepJob } from '@vs/worker-lifecycle';
import { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { createWorkerMetrics } from './metrics.ts';
import { RENDERS_PDFS } from './queues-argument.ts';
import { notReadyReasons } from './readiness.ts';

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
 * lifecycle queue also keeps the sweep scheduled (every LIFECYCLE_SWEEP_MINUTES), re-creating the
 * schedule when Redis lost it, and reports it missing at /readyz until then.
 */
export const startWorkerProcess = async (
  config: Config,
  logger: Logger,
  kinds: readonly JobKind[],
): Promise<WorkerProcess> => {
  const browser = kinds.some((kind) => RENDERS_PDFS.includes(kind))
    ? await findPdfBrowser(config, logger, 'required')
    : null;
  const services = await openServices(config, logger, { jobs: 'bullmq', browser });
  const { jobs } = services;
  if (jobs.kind !== 'bullmq' || !config.REDIS_URL) throw new Error('REDIS_URL is required');
  const { queue } = jobs;
  const url = config.REDIS_URL;
  // A logon email's outcome reaches the progress streams of every API replica (Redis pub/sub).
  // Fails at once while Redis is away (no offline queue): that notice is only lost.
  const publisher = new Redis(url, { maxRetriesPerRequest: 1, enableOfflineQueue: false });
  services.outages.redis.watch(publisher);
  const onSettled = progressNotices(
    services.deps,
    (eid, uid) =>
      void publisher.publish(progressChannel(config.REDIS_PREFIX, eid), uid).catch(() => undefined),
    logger,
  );
  // Read at each probe and scrape, once `workers` and `lifecycle` below exist.
  const unready = () =>
    notReadyReasons({
      redisConnected: () => queue.isConnected(),
      queuesServed: () => workers.every((worker) => worker.isRunning()),
      databaseAnswers: () => services.database.ping(),
      ...(lifecycle === null ? {} : { lifecycleScheduled: lifecycle.isScheduled }),
    });
  const metrics = createWorkerMetrics({
    kinds,
    stats: (kind) => workers.find((worker) => worker.kind === kind)?.stats() ?? { completed: 0, failed: 0 },
    counts: (kind) => queue.counts(kind),
    isReady: async () => (await unready()).length === 0,
  });
  const workers = kinds.map((kind) =>
    createBullMqWorker({
      url,
      prefix: config.REDIS_PREFIX,
      kind,
      concurrency: concurrencyOf(config, kind),
      handle: async (job) => {
        const done = metrics.timeJob(kind);
        try {
          await runJob(services.deps, logger, job, onSettled);
        } finally {
          done();
        }
      },
      health: services.outages.redis,
      lockDurationMs: config.WORKER_LOCK_MS,
      stalledIntervalMs: config.WORKER_STALLED_CHECK_MS,
      // A killed email worker's job is taken over more than once: its copy is harmless (same link,
      // same Message-ID), and a worker's death is not the email's failure.
      ...(kind === 'email' ? { maxStalledCount: config.EMAIL_MAX_STALLED } : {}),
      onFailed: (job, error, final) => {
        if (final) {
          void reportFailedJob(services.deps, logger, job, error, onSettled);
          return;
        }
        void reportRetriedJob(services.deps, logger, job, error);
        // An outage is logged once by its reporter, not once per attempt.
        if (services.outages.serviceDown(error) === null)
          logger.warn({ err: error, queue: job.kind, job: job.name }, 'job attempt failed: retrying');
      },
    }),
  );
  const lifecycle: KeptSchedule | null = kinds.includes('lifecycle')
    ? await queue.keepScheduled(
        LIFECYCLE_SCHEDULER_ID,
        config.lifecycleSweepMs,
        lifecycleSweepJob(`every ${config.lifecycleSweepMs / 1000} seconds`),
        {
          checkEveryMs: config.LIFECYCLE_SCHEDULE_CHECK_SECONDS * 1000,
          onRecreated: () => {
            metrics.scheduleRecreated();
            logger.warn(
              { scheduler: LIFECYCLE_SCHEDULER_ID },
              'lifecycle schedule was missing: created again',
            );
          },
          onCheckFailed: (error) => logger.warn({ err: error }, 'could not look for the lifecycle schedule'),
        },
      )
    : null;

  const health = await startProbeServer({
    port: config.WORKER_PORT,
    routes: {
      // 503 naming what is down: `database unavailable`, `redis unavailable`, `shutting down`.
      '/readyz': async () => {
        const reasons = await unready();
        return {
          status: reasons.length === 0 ? 200 : 503,
          contentType: 'text/plain',
          body: reasons.length === 0 ? 'ready\n' : `${reasons.join(', ')}\n`,
        };
      },
      '/metrics': async () => ({
        status: 200,
        contentType: metrics.registry.contentType,
        body: await metrics.registry.metrics(),
      }),
    },
  });
  logger.info({ queues: kinds, healthPort: health.port }, 'worker serving');

  return {
    healthPort: health.port,
    stop: async (graceMs) => {
      const finished = await Promise.all(workers.map((worker) => worker.close(graceMs)));
      await services.close();
      publisher.disconnect();
      await health.close();
      return finished.every(Boolean);
    },
  };
};
