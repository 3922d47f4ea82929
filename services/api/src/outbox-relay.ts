import { AsyncResource } from 'node:async_hooks';
import { type Deps, type Repositories, relayOutbox, type Store } from '@vs/domain';
import type { Logger } from 'pino';

export interface OutboxRelayOptions {
  readonly deps: Pick<Deps, 'store' | 'jobs'>;
  /** How often the outbox is relayed when nothing pokes the relay. */
  readonly intervalMs: number;
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
 * Moves committed outbox entries to the job queue: right after a change that wrote one, and on a
 * timer for whatever a refusing queue (Redis down) left behind. One pass runs at a time; a poke
 * during a pass makes it go round once more. Several API replicas may relay at once: each entry
 * is enqueued under its own id, so a doubly relayed entry is still one job.
 */
export const startOutboxRelay = (options: OutboxRelayOptions): OutboxRelay => {
  const { deps, intervalMs, batchSize = 100, logger } = options;
  // Passes start from pokes inside requests; they must not run in a request's (transaction's) context.
  const detached = new AsyncResource('outbox-relay');
  let running: Promise<void> | null = null;
  let again = false;
  let failing = false;

  const relayAll = async (): Promise<void> => {
    while ((await relayOutbox(deps, { limit: batchSize })).relayed === batchSize);
  };

  const pass = async (): Promise<void> => {
    do {
      again = false;
      try {
        await relayAll();
        if (failing) logger.info('job queue accepts jobs again: outbox relayed');
        failing = false;
      } catch (error) {
        // Logged once per outage, not every interval; the entries wait in the outbox.
        if (!failing) logger.warn({ err: error }, 'job queue refused the outbox: retrying on the next pass');
        failing = true;
        return;
      }
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
