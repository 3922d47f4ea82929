import type { Actor } from '../../model/actor.ts';
import type { ArchiveRequest } from '../../model/archive-request.ts';
import type { EventDetails } from '../../model/event.ts';
import type { Deps } from '../../ports/deps.ts';
import type { Repositories } from '../../ports/repositories.ts';
import type { Job } from '../../ports/services.ts';
import { eventFileName } from '../../rules/event-file-name.ts';
import { loadUpload } from '../events/load-upload.ts';
import { loadEventToManage } from '../events/managed-event.ts';
import { byActor, recordAudit } from '../shared/audit.ts';

export interface EventArchiveInput {
  /** An event id, or with `uploaded` an uploaded event's id. */
  readonly eid: string;
  readonly uploaded: boolean;
}

/** A request not yet stored, with the organisation of its event (null for an upload) for its audit entry. */
export interface NewArchiveRequest {
  readonly request: ArchiveRequest;
  readonly orgId: string | null;
}

/**
 * A new, queued request for an event's archive, after checking the actor: an event is archived
 * for whoever manages it, whatever its status until it is deleted; an uploaded event for
 * super-admins only. Nothing is written: the caller stores it with its job.
 */
export const newArchiveRequest = async (
  deps: Pick<Deps, 'store' | 'ids' | 'clock'>,
  actor: Actor,
  input: EventArchiveInput,
): Promise<NewArchiveRequest> => {
  const event = input.uploaded ? null : await loadEventToManage(deps.store, actor, input.eid);
  const details: Pick<EventDetails, 'eventName' | 'eventDate'> =
    event ?? (await loadUpload(deps.store, actor, input.eid)).file.event;
  const now = deps.clock.now();
  const request: ArchiveRequest = {
    id: deps.ids.newId(),
    requesterId: actor.uid,
    eid: input.eid,
    uploaded: input.uploaded,
    fileName: `${eventFileName(details)}.zip`,
    state: 'queued',
    done: 0,
    total: 0,
    error: null,
    createdAt: now,
    updatedAt: now,
  };
  return { request, orgId: event?.orgId ?? null };
};

/** The zip worker's job for a request: it writes the zip under archiveKey(request.id). */
/** Stores a new request with its audit entry (a download of the event's data), in the caller's transaction. */
export const insertArchiveRequest = async (
  tx: Repositories,
  deps: Pick<Deps, 'ids' | 'clock'>,
  actor: Actor,
  { request, orgId }: NewArchiveRequest,
): Promise<void> => {
  await tx.archiveRequests.insert(request);
  await recordAudit(tx, deps, byActor(actor), {
    action: 'event.downloaded',
    target: { kind: request.uploaded ? 'upload' : 'event', id: request.eid },
    orgId,
  });
};

export const archiveJobOf = (request: ArchiveRequest): Job => ({
  kind: 'zip',
  name: 'event-archive',
  payload: { requestId: request.id, eid: request.eid, uploaded: request.uploaded },
});
