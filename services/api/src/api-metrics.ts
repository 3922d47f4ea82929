import { collectDefaultMetrics, Gauge, Registry } from 'prom-client';

export interface ApiMetricsOptions {
  /** How many outbox entries wait to be relayed to the job queue. */
  readonly outboxBacklog: () => Promise<number>;
  /** Whether each dependency answers now, by name (the readiness check's detail). */
  readonly dependencies?: () => Promise<Readonly<Record<string, 'up' | 'down'>> | undefined>;
}

/**
 * The API process's own registry (the HTTP app adds its request metrics to it): default process
 * metrics, `vs_outbox_backlog` and `vs_dependency_up{dependency}`, read at each scrape. When the database does not answer, the
 * backlog keeps its last value (and /readyz reports the database).
 */
export const createApiMetrics = ({ outboxBacklog, dependencies }: ApiMetricsOptions): Registry => {
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
  if (dependencies) {
    // Redis may be down while the API stays ready (docs/operations.md): this is where it shows.
    new Gauge({
      name: 'vs_dependency_up',
      help: 'Whether a dependency (database, redis) answers: 1 up, 0 down.',
      labelNames: ['dependency'],
      registers: [registry],
      async collect() {
        const states = await dependencies().catch(() => undefined);
        for (const [dependency, state] of Object.entries(states ?? {}))
          this.set({ dependency }, state === 'up' ? 1 : 0);
      },
    });
  }
  return registry;
};
