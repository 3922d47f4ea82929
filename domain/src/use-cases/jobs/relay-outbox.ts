import type { Deps } from '../../ports/deps.ts';

export interface RelayOutboxInput {
  /** Most entries handed to the queue in one call. */
  readonly limit: number;
  /**
   * An entry handed over this long ago whose job is still not done is handed over again: the
   * queue may have lost it (Redis restarted without persistence). Longer than a job can take.
   */
  readonly redeliverAfterMs: number;
}

export interface RelayOutboxResult {
  readonly relayed: number;
  /**
   * Why the queue refused an entry, when it did: that entry and the later ones stay due for a
   * later relay. A refusal is an expected outcome (Redis down), so it is returned, not thrown.
   */
  readonly refused?: unknown;
}

/**
 * Hands the oldest due outbox entries to the queue, each under its entry's id, and records when.
 * Entries stay in the outbox until their job is done (markJobDone), so an entry whose job the queue
 * lost is due again after `redeliverAfterMs`; one the queue still holds is ignored by the queue
 * (same id), so a relay repeated by another replica or after a crash never makes a second job.
 */
export const relayOutbox = async (
  deps: Pick<Deps, 'store' | 'jobs' | 'clock'>,
  input: RelayOutboxInput,
): Promise<RelayOutboxResult> => {
  const now = deps.clock.now();
  const staleBefore = new Date(now.getTime() - input.redeliverAfterMs);
  const entries = await deps.store.outbox.due(staleBefore, input.limit);
  const relayed: string[] = [];
  let refused: unknown;
  for (const entry of entries) {
    try {
      await deps.jobs.enqueue(entry.job, { id: entry.id });
    } catch (error) {
      refused = error;
      break;
    }
    relayed.push(entry.id);
  }
  if (relayed.length > 0) await deps.store.outbox.markRelayed(relayed, now);
  return refused === undefined ? { relayed: relayed.length } : { relayed: relayed.length, refused };
};
