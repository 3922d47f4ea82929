import { JOB_KINDS } from '@vs/domain';
import type { Registry } from 'prom-client';
import { httpMetrics } from '../../adapters/http/src/middleware/http-metrics.ts';
import { createApiMetrics } from '../../services/api/src/api-metrics.ts';
import { createWorkerMetrics } from '../../services/worker/src/metrics.ts';

/** The series a metric of each type is scraped as. */
const SUFFIXES: Readonly<Record<string, readonly string[]>> = {
  histogram: ['_bucket', '_sum', '_count'],
  summary: ['_sum', '_count'],
};

const seriesOf = async (registry: Registry): Promise<string[]> =>
  (await registry.getMetricsAsJSON()).flatMap((metric) => [
    metric.name,
    ...(SUFFIXES[String(metric.type)] ?? []).map((suffix) => `${metric.name}${suffix}`),
  ]);

/**
 * Every series name the processes export, from their own registries built in this process: the
 * API's (its gauges, the HTTP metrics, the default process metrics) and a worker's serving every
 * queue. What a dashboard or an alert names must be one of them.
 */
export const exportedSeries = async (): Promise<ReadonlySet<string>> => {
  const api = createApiMetrics({
    outboxBacklog: async () => 0,
    outboxOldest: async () => null,
    loginsInLine: () => 0,
    dependencies: async () => ({ database: 'up' }),
  });
  httpMetrics(api);
  const worker = createWorkerMetrics({
    kinds: JOB_KINDS,
    stats: () => ({ completed: 0, failed: 0 }),
    counts: async () => ({ waiting: 0, active: 0, delayed: 0, completed: 0, failed: 0 }),
    isReady: async () => true,
  });
  return new Set([...(await seriesOf(api)), ...(await seriesOf(worker.registry))]);
};
