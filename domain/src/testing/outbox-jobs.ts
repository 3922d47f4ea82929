import type { Repositories } from '../ports/repositories.ts';
import type { Job } from '../ports/services.ts';

/** The jobs waiting in the outbox, oldest first: what the calls under test asked to be done. */
export const outboxJobs = async (store: Repositories): Promise<Job[]> =>
  (await store.outbox.pending(Number.MAX_SAFE_INTEGER)).map((entry) => entry.job);
