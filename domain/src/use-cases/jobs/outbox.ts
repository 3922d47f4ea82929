import type { Deps } from '../../ports/deps.ts';
import type { Repositories } from '../../ports/repositories.ts';
import type { Job } from '../../ports/services.ts';

/**
 * Requests a job as part of the caller's transaction: it is relayed to the queue only once that
 * transaction commits (relayOutbox), and a rolled-back change requests nothing.
 */
export const addToOutbox = async (
  tx: Repositories,
  deps: Pick<Deps, 'ids' | 'clock'>,
  job: Job,
): Promise<void> => {
  await tx.outbox.add({ id: deps.ids.newId(), job, createdAt: deps.clock.now(), relayedAt: null });
};

/**
 * A job is done: its effect is recorded (or it failed for good and that is recorded), so its
 * outbox entry, if it came from one, is not relayed again. Run after the processor, never before:
 * a crash in between leaves the entry, and the job runs again and finds its work done.
 */
export const markJobDone = async (deps: Pick<Deps, 'store'>, jobId: string): Promise<void> => {
  await deps.store.outbox.remove([jobId]);
};
