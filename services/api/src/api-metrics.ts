import { collectDefaultMetrics, Gauge, Registry } from 'prom-client';

export interface ApiMetricsOptions {
  /** How many outbox entries wait to be relayed to the job queue. */
  readonly outboxBacklog: () => Promise<number>;
  /** When the oldest of them was written (null: none waits). */
  readonly outboxOldest: () => Promise<Date | null>;
  /** Milliseconds since the epoch, now (the oldest entry's age is measured from it). */
  readonly now?: () => number;
  /** Logins in line for the password hashing, running or waiting (the rate limits' line). */
  readonly loginsInLine?: () => number;
  /** Whether each dependency answers now, by name (the readiness check's detail). */
  readonly dependencies?: () => Promise<Readonly<Record<string, 'up' | 'down'>> | undefined>;
}

/**
 * The API process's own registry (the HTTP app adds its request metrics to it): default process
 * metrics, `vs_outbox_backlog`, `vs_outbox_oldest_age_seconds`, `vs_logins_in_line` and `vs_dependency_up{dependency}`,
 * read at each scrape. When the database does not answer, the outbox gauges keep their last values
 * (and /readyz reports the database).
 */
export const createApiMetrics = ({
  outboxBacklog,
  outboxOldest,
  now = Date.now,
  loginsInLine,
  dependencies,
}: ApiMetricsOptions): Registry => {
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
  new Gauge({
    name: 'vs_outbox_oldest_age_seconds',
    help: 'Seconds since the oldest job of a committed change not done yet was written (0: none waits).',
    registers: [registry],
    async collect() {
      const oldest = await outboxOldest().catch(() => undefined);
      if (oldest !== undefined)
        this.set(oldest === null ? 0 : Math.max(0, (now() - oldest.getTime()) / 1000));
    },
  });
  if (loginsInLine) {
    new Gauge({
      name: 'vs_logins_in_line',
      help: 'Logins waiting for, or running, their password check (at most the hash concurrency run at once).',
      registers: [registry],
      collect() {
        this.set(loginsInLine());
      },
    });
  }
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
