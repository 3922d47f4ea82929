import { collectDefaultMetrics, Gauge, Registry } from 'prom-client';

export interface ApiMetricsOptions {
  /** How many outbox entries wait to be relayed to the job queue. */
  readonly outboxBacklog: () => Promise<number>;
}

/**
 * The API process's own registry (the HTTP app adds its request metrics to it): default process
 * metrics and `vs_outbox_backlog`, read at each scrape. When the database does not answer, the
 * backlog keeps its last value (and /readyz reports the database).
 */
export const createApiMetrics = ({ outboxBacklog }: ApiMetricsOptions): Registry => {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  new Gauge({
    name: 'vs_outbox_backlog',
    help: 'Jobs written by committed changes and not yet handed to the job queue.',
    registers: [registry],
    async collect() {
      const backlog = await outboxBacklog().catch(() => undefined);
      if (backlog !== undefined) this.set(backlog);
    },
  });
  return registry;
};
