import type { Actor } from '../../model/actor.ts';
import type { Deps } from '../../ports/deps.ts';
import { archiveKey } from '../../ports/services.ts';
import {
  archiveJobOf,
  type EventArchiveInput,
  insertArchiveRequest,
  newArchiveRequest,
} from './new-archive-request.ts';

export type RequestEventArchiveInput = EventArchiveInput;

export interface RequestEventArchiveResult {
  /** Where the zip waits in the file store; the caller streams it and then removes it. */
  readonly key: string;
  /** The download name: `${eventName} ${eventDate}.zip`. */
  readonly fileName: string;
}

/** How long a download waits for its archive: 300 participants with three PDFs each fit well within. */
export const EVENT_ARCHIVE_TIMEOUT_MS = 10 * 60 * 1000;

/**
 * Has the zip worker build an event's archive and waits for it (the spec's `event_file`, for
 * clients that simply wait). The request is recorded like a polled one (startEventArchive), so the
 * worker treats both alike; permissions are newArchiveRequest's.
 */
export const requestEventArchive = async (
  deps: Pick<Deps, 'store' | 'ids' | 'jobs' | 'clock'>,
  actor: Actor,
  input: RequestEventArchiveInput,
): Promise<RequestEventArchiveResult> => {
  const archive = await newArchiveRequest(deps, actor, input);
  const { request } = archive;
  await deps.store.transaction((tx) => insertArchiveRequest(tx, deps, actor, archive));
  await deps.jobs.enqueueAndWait(archiveJobOf(request), EVENT_ARCHIVE_TIMEOUT_MS);
  return { key: archiveKey(request.id), fileName: request.fileName };
};
