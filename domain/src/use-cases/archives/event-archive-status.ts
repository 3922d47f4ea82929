import type { Actor } from '../../model/actor.ts';
import type { ArchiveRequestState } from '../../model/archive-request.ts';
import type { Deps } from '../../ports/deps.ts';
import { ARCHIVE_ERASED_MESSAGE } from './event-archive-download.ts';
import { loadOwnArchiveRequest } from './own-archive-request.ts';

export interface EventArchiveStatus {
  /** An erased request reads `failed`, its error saying why (clients know four states). */
  readonly state: Exclude<ArchiveRequestState, 'erased'>;
  /** Participants whose files are in the zip so far. */
  readonly done: number;
  readonly total: number;
  /** Why it failed, for the requester; null unless `failed`. */
  readonly error: string | null;
}

/** Where the actor's archive request is, for the polling console; only the requester may ask. */
export const eventArchiveStatus = async (
  deps: Pick<Deps, 'store'>,
  actor: Actor,
  requestId: string,
): Promise<EventArchiveStatus> => {
  const { state, done, total, error } = await loadOwnArchiveRequest(deps.store, actor, requestId);
  if (state === 'erased')
    return { state: 'failed', done, total, error: ARCHIVE_ERASED_MESSAGE.defaultMessage };
  return { state, done, total, error };
};
