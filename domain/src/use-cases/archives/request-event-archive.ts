import type { Actor } from '../../model/actor.ts';
import type { EventDetails } from '../../model/event.ts';
import type { Deps } from '../../ports/deps.ts';
import { archiveKey } from '../../ports/services.ts';
import { eventFileName } from '../../rules/event-file-name.ts';
import { loadUpload } from '../events/load-upload.ts';
import { loadEventToManage } from '../events/managed-event.ts';

export interface RequestEventArchiveInput {
  /** An event id, or with `uploaded` an uploaded event's id. */
  readonly eid: string;
  readonly uploaded: boolean;
}

export interface RequestEventArchiveResult {
  /** Where the zip waits in the file store; the caller streams it and then removes it. */
  readonly key: string;
  /** The download name: `${eventName} ${eventDate}.zip`. */
  readonly fileName: string;
}

/** How long a download waits for its archive: 300 participants with three PDFs each fit well within. */
export const EVENT_ARCHIVE_TIMEOUT_MS = 10 * 60 * 1000;

/**
 * Has the zip worker build an event's archive and waits for it. An event is archived for whoever
 * manages it, whatever its status until it is deleted; an uploaded event for super-admins only.
 */
export const requestEventArchive = async (
  deps: Pick<Deps, 'store' | 'ids' | 'jobs'>,
  actor: Actor,
  input: RequestEventArchiveInput,
): Promise<RequestEventArchiveResult> => {
  const details: Pick<EventDetails, 'eventName' | 'eventDate'> = input.uploaded
    ? (await loadUpload(deps.store, actor, input.eid)).file.event
    : await loadEventToManage(deps.store, actor, input.eid);
  const requestId = deps.ids.newId();
  await deps.jobs.enqueueAndWait(
    { kind: 'zip', name: 'event-archive', payload: { requestId, eid: input.eid, uploaded: input.uploaded } },
    EVENT_ARCHIVE_TIMEOUT_MS,
  );
  return { key: archiveKey(requestId), fileName: `${eventFileName(details)}.zip` };
};
