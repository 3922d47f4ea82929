import { isDatabaseUnavailable } from '@vs/persistence';
import { isRedisUnavailable } from '@vs/queue';
import type { Logger } from 'pino';
import { createOutageReporter, type OutageReporter } from './outage-reporter.ts';

/** The services a request may find down. */
export type OutageService = 'database' | 'redis';

/** The outages of the services a process depends on, each reported once (outage-reporter). */
export interface ServiceOutages {
  readonly database: OutageReporter;
  readonly redis: OutageReporter;
  /**
   * The service an error shows to be down, reported to its reporter, or null for any other
   * error. The adapters know their drivers' failures; the HTTP app answers 503 for these.
   */
  serviceDown(error: unknown): OutageService | null;
  /** Stops probing (the process is closing its connections). */
  stop(): void;
}

/**
 * The process's outage reporters. The database's is probed with `pingDatabase` while down (a
 * pool reconnects only when asked); Redis clients say themselves when they are back.
 */
export const createServiceOutages = (
  logger: Logger,
  pingDatabase: () => Promise<boolean>,
): ServiceOutages => {
  const reporters = {
    database: createOutageReporter({ service: 'database', logger, probe: pingDatabase }),
    redis: createOutageReporter({ service: 'redis', logger }),
  };
  return {
    ...reporters,
    serviceDown: (error) => {
      // The database first: a bare socket error (ECONNREFUSED) is the pool's, never the queue's.
      const service = isDatabaseUnavailable(error) ? 'database' : isRedisUnavailable(error) ? 'redis' : null;
      if (service) reporters[service].down(error);
      return service;
    },
    stop: () => {
      reporters.database.stop();
      reporters.redis.stop();
    },
  };
};
