import type { Deps } from '../../ports/deps.ts';

export interface RelayOutboxInput {
  /** Most entries handed to the queue in one call. */
  readonly limit: number;
}

export interface RelayOutboxResult {
  readonly relayed: number;
}

/**
 * Hands the oldest outbox entries to the queue, each under its entry's id, and removes them once
 * the queue has them. When the queue refuses one, the entries already handed over are removed and
 * the error is rethrown: that entry and the ones after it stay for a later relay. A relay repeated
 * after a crash between enqueue and remove enqueues the same ids again, which the queue ignores.
 */
export const relayOutbox = async (
  deps: Pick<Deps, 'store' | 'jobs'>,
  input: RelayOutboxInput,
): Promise<RelayOutboxResult> => {
  const entries = await deps.store.outbox.pending(input.limit);
  const relayed: string[] = [];
  try {
    for (const entry of entries) {
      await deps.jobs.enqueue(entry.job, { id: entry.id });
      relayed.push(entry.id);
    }
  } finally {
    if (relayed.length > 0) await deps.store.outbox.remove(relayed);
  }
  return { relayed: relayed.length };
};
