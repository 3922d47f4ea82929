import { DomainError } from '../../errors/domain-error.ts';
import type { Deps } from '../../ports/deps.ts';

export const ARCHIVE_FAILED_MESSAGE = 'The files could not be prepared. Please try again later.';

/**
 * Records that an archive request's job failed for good, with a message for the requester: the
 * domain's own words (e.g. the event was deleted meanwhile), else a plain apology (the cause, a
 * crashed renderer or a full disk, is for the logs).
 */
export const failEventArchive = async (
  deps: Pick<Deps, 'store' | 'clock'>,
  requestId: string,
  error: unknown,
): Promise<void> => {
  const message = error instanceof DomainError ? error.message : ARCHIVE_FAILED_MESSAGE;
  await deps.store.archiveRequests.finish(requestId, { state: 'failed', error: message }, deps.clock.now());
};
