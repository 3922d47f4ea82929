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
  await tx.outbox.add({ id: deps.ids.newId(), job, createdAt: deps.clock.now() });
};
