import type { Deps } from '../../ports/deps.ts';
import type { Repositories } from '../../ports/repositories.ts';
import { archiveKey } from '../../ports/services.ts';

/**
 * Erasure reaches the event's archives: every request for the event is marked erased in the
 * caller's transaction (its download then answers 410, whatever happens to the file), and the keys
 * of their zips are returned for removeErasedArchives once it commits. A zip still being built
 * when this runs is removed by its worker when it finishes (writeEventArchive).
 */
export const eraseEventArchives = async (
  tx: Pick<Repositories, 'archiveRequests'>,
  deps: Pick<Deps, 'clock'>,
  eid: string,
): Promise<string[]> => (await tx.archiveRequests.eraseForEvent(eid, deps.clock.now())).map(archiveKey);

/** Removes erased zips from the file store; one that cannot be removed now goes with the TTL sweep, never served. */
export const removeErasedArchives = async (
  deps: Pick<Deps, 'files'>,
  keys: readonly string[],
): Promise<void> => {
  await Promise.all(keys.map((key) => deps.files.remove(key).catch(() => undefined)));
};
