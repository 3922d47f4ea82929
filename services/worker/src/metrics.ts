import type { JobKind } from '@vs/domain';
import type { QueueState, WorkerStats } from '@vs/queue';

export interface QueueMetrics {
  readonly kind: JobKind;
  /** What this process did. */
  readonly stats: WorkerStats;
  /** The whole queue's jobs by state (every process's), or null when Redis did not answer. */
  readonly counts: Record<QueueState, number> | null;
}

const family = (name: string, type: 'counter' | 'gauge', help: string, samples: string[]): string[] => [
  `# HELP ${name} ${help}`,
  `# TYPE ${name} ${type}`,
  ...samples,
];

/** The Prometheus text exposition of the worker's queues. */
export const renderMetrics = (queues: readonly QueueMetrics[], ready: boolean): string =>
  [
    ...family('vs_worker_ready', 'gauge', 'Whether the worker is connected and serving every queue.', [
      `vs_worker_ready ${ready ? 1 : 0}`,
    ]),
    ...family(
      'vs_jobs_completed_total',
      'counter',
      'Jobs this process completed.',
      queues.map((q) => `vs_jobs_completed_total{queue="${q.kind}"} ${q.stats.completed}`),
    ),
    ...family(
      'vs_jobs_failed_total',
      'counter',
      'Jobs this process failed for good (after their attempts, or at once for permanent errors).',
      queues.map((q) => `vs_jobs_failed_total{queue="${q.kind}"} ${q.stats.failed}`),
    ),
    ...family(
      'vs_queue_jobs',
      'gauge',
      'Jobs in the queue by state, across every worker.',
      queues.flatMap((q) =>
        Object.entries(q.counts ?? {}).map(
          ([state, n]) => `vs_queue_jobs{queue="${q.kind}",state="${state}"} ${n}`,
        ),
      ),
    ),
    '',
  ].join('\n');
