import type { JobKind } from '@vs/domain';
import type { QueueState, WorkerStats } from '@vs/queue';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';

/** What the worker's metrics are read from, at each scrape. */
export interface WorkerMetricsSource {
  /** The queues this process serves. */
  readonly kinds: readonly JobKind[];
  /** What this process did on a queue. */
  stats(kind: JobKind): WorkerStats;
  /** The whole queue's jobs by state (every process's); rejects when Redis does not answer. */
  counts(kind: JobKind): Promise<Record<QueueState, number>>;
  /** Whether the worker is connected and serving every queue. */
  isReady(): Promise<boolean>;
}

export interface WorkerMetrics {
  /** This process's registry: scrape it at /metrics. */
  readonly registry: Registry;
  /**
   * Starts timing one run of a job, counted as running until it ends; call the result when it
   * ends, however it ends.
   */
  timeJob(kind: JobKind): () => void;
  /** Counts the lifecycle schedule found missing and created again. */
  scheduleRecreated(): void;
}

/** From a short email to a large zip of PDFs. */
const JOB_BUCKETS = [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 120, 300];

/**
 * The worker's Prometheus metrics in a registry of its own: `vs_worker_ready`,
 * `vs_jobs_completed_total{queue}`, `vs_jobs_failed_total{queue}` (this process, failed for
 * good), `vs_jobs_running{queue}` (this process, now), `vs_queue_jobs{queue,state}` (the whole
 * queue), `vs_job_duration_seconds{queue}` (every attempt),
 * `vs_lifecycle_schedule_recreated_total` and the default process metrics.
 */
export const createWorkerMetrics = (source: WorkerMetricsSource): WorkerMetrics => {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const registers = [registry];
  new Gauge({
    name: 'vs_worker_ready',
    help: 'Whether the worker is connected and serving every queue.',
    registers,
    async collect() {
      this.set((await source.isReady().catch(() => false)) ? 1 : 0);
    },
  });
  // The totals are kept by each queue's worker; a scrape copies them.
  const total = (name: string, help: string, of: (stats: WorkerStats) => number) =>
    new Counter({
      name,
      help,
      labelNames: ['queue'] as const,
      registers,
      collect() {
        this.reset();
        for (const kind of source.kinds) this.inc({ queue: kind }, of(source.stats(kind)));
      },
    });
  total('vs_jobs_completed_total', 'Jobs this process completed.', (stats) => stats.completed);
  total(
    'vs_jobs_failed_total',
    'Jobs this process failed for good (after their attempts, or at once for permanent errors).',
    (stats) => stats.failed,
  );
  new Gauge({
    name: 'vs_queue_jobs',
    help: 'Jobs in the queue by state, across every worker.',
    labelNames: ['queue', 'state'] as const,
    registers,
    async collect() {
      const counts = await Promise.all(
        source.kinds.map(async (kind) => ({ kind, counts: await source.counts(kind).catch(() => null) })),
      );
      this.reset();
      for (const { kind, counts: byState } of counts) {
        for (const [state, n] of Object.entries(byState ?? {})) this.set({ queue: kind, state }, n);
      }
    },
  });
  const duration = new Histogram({
    name: 'vs_job_duration_seconds',
    help: 'Time one run of a job took, by queue (every attempt, failed ones too).',
    labelNames: ['queue'] as const,
    buckets: JOB_BUCKETS,
    registers,
  });
  const running = new Gauge({
    name: 'vs_jobs_running',
    help: 'Jobs this process is running now, by queue.',
    labelNames: ['queue'] as const,
    registers,
  });
  for (const kind of source.kinds) running.set({ queue: kind }, 0);
  const recreated = new Counter({
    name: 'vs_lifecycle_schedule_recreated_total',
    help: 'Times this process found the lifecycle schedule missing (Redis lost it) and created it again.',
    registers,
  });
  return {
    registry,
    timeJob: (kind) => {
      running.inc({ queue: kind });
      const end = duration.startTimer({ queue: kind });
      return () => {
        running.dec({ queue: kind });
        end();
      };
    },
    scheduleRecreated: () => recreated.inc(),
  };
};
