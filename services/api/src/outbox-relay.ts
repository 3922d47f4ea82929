import { AsyncResource } from 'node:async_hooks';
import { type Deps, type Repositories, relayOutbox, type Store } from '@vs/domain';
import type { Logger } from 'pino';

export interface OutboxRelayOptions {
  readonly deps: Pick<Deps, 'store' | 'jobs' | 'clock'>;
  /** How often the outbox is relayed when nothing pokes the relay. */
  readonly intervalMs: number;
  /** A job handed over this long ago and still not done is handed over again (relayOutbox). */
  readonly redeliverAfterMs: number;
  /** Entries handed to the queue per relay call. */
  readonly batchSize?: number;
  readonly logger: Logger;
}

export interface OutboxRelay {
  /** Relays soon: a change has just committed an outbox entry. */
  poke(): void;
  /** Relays until the outbox is empty or the queue refuses; resolves when that pass is over. */
  flush(): Promise<void>;
  /** Stops the timer and waits for a running pass. */
  stop(): Promise<void>;
}

/**
 * Hands committed outbox entries to the job queue: right after a change that wrote one, and on a
 * timer for whatever a refusing queue (Redis down) left behind and for jobs not done in time
 * (a queue that lost them). One pass runs at a time; a poke during a pass makes it go round once
 * more. Several API replicas may relay at once: each entry is enqueued under its own id, so a
 * doubly relayed entry is still one job. An outage is logged once, naming what is down, and once
 * more when the relay gets through again.
 */
export const startOutboxRelay = (options: OutboxRelayOptions): OutboxRelay => {
  const { deps, intervalMs, redeliverAfterMs, batchSize = 100, logger } = options;
  // Passes start from pokes inside requests; they must not run in a request's (transaction's) context.
  const detached = new AsyncResource('outbox-relay');
  let running: Promise<void> | null = null;
  let again = false;
  /** What stopped the last pass, while it stays stopped: logged once per outage. */
  let blocked: 'job queue' | 'database' | null = null;

  const block = (cause: 'job queue' | 'database', error: unknown) => {
    // The message, not the stack: an outage is expected, and its service's reporter logs it too.
    if (blocked !== cause) {
      const reason = error instanceof Error ? error.message : String(error);
      logger.warn({ reason }, `outbox relay paused: ${cause} unavailable; the jobs wait in the outbox`);
    }
    blocked = cause;
  };

  /** Relays until nothing is due; false when the queue refused (the rest waits for a later pass). */
  const relayAll = async (): Promise<boolean> => {
    for (;;) {
      const { relayed, refused } = await relayOutbox(deps, { limit: batchSize, redeliverAfterMs });
      if (refused !== undefined) {
        block('job queue', refused);
        return false;
      }
      if (relayed < batchSize) return true;
    }
  };

  const pass = async (): Promise<void> => {
    do {
      again = false;
      try {
        if (!(await relayAll())) return;
      } catch (error) {
        // The queue's refusals are returned: a throw is the database's.
        block('database', error);
        return;
      }
      if (blocked !== null) logger.info(`outbox relay resumed: ${blocked} available again`);
      blocked = null;
    } while (again);
  };

  const trigger = (): Promise<void> => {
    if (running) {
      again = true;
      return running;
    }
    running = detached.runInAsyncScope(() => pass().finally(() => (running = null)));
    return running;
  };

  const timer = setInterval(() => void trigger(), intervalMs);
  timer.unref();

  return {
    poke: () => void trigger(),
    flush: async () => {
      // A pass already under way may have read the outbox before the caller's entry committed.
      await running;
      await trigger();
    },
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
};

/**
 * The store the API's use cases write through: it reports every committed outbox write (after
 * its transaction commits, or at once outside one), so the relay can run right away.
 */
export const reportingOutboxWrites = (store: Store, onWrite: () => void): Store => {
  const watched = (repos: Repositories, wrote: () => void): Repositories => ({
    ...repos,
    outbox: {
      ...repos.outbox,
      add: async (entry) => {
        await repos.outbox.add(entry);
        wrote();
      },
    },
  });
  return {
    ...watched(store, onWrite),
    transaction: async (work) => {
      let wrote = false;
      const result = await store.transaction((tx) =>
        work(
          watched(tx, () => {
            wrote = true;
          }),
        ),
      );
      if (wrote) onWrite();
      return result;
    },
  };
};
