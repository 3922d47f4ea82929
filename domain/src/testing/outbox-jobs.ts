import type { Repositories } from '../ports/repositories.ts';
import type { Job } from '../ports/services.ts';

/** The jobs in the outbox not done yet, oldest first: what the calls under test asked to be done. */
export const outboxJobs = async (store: Repositories): Promise<Job[]> =>
  (await store.outbox.due(new Date('9999-12-31T00:00:00.000Z'), Number.MAX_SAFE_INTEGER)).map(
    (entry) => entry.job,
  );
