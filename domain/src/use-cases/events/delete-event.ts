import { conflict } from '../../errors/domain-error.ts';
import type { Actor } from '../../model/actor.ts';
import type { Deps } from '../../ports/deps.ts';
import { defineMessage } from '../../rules/message-descriptor.ts';
import { removeErasedArchives } from '../archives/erase-event-archives.ts';
import { purgeEvent } from '../lifecycle/purge-event.ts';
import { byActor, recordAudit } from '../shared/audit.ts';
import { isActiveNow } from '../shared/event-status.ts';
import { loadUpload } from './load-upload.ts';
import { loadEventToManage } from './managed-event.ts';

export interface DeleteEventInput {
  /** An event id, or with `uploaded` the id of an uploaded event (ueid). */
  readonly eid: string;
  /** true: remove an uploaded event file; false: delete a closed event and its participants. */
  readonly uploaded: boolean;
}

export interface DeleteEventResult {
  readonly message: string;
}

const STILL_ACTIVE_MESSAGE = defineMessage({
  id: 'error.event.stillActive',
  defaultMessage: 'Please close the event before deleting it',
});

/**
 * Removes an uploaded event file (super-admins), or deletes a closed event with its participants'
 * accounts and data in one transaction (its facilitator or a super-admin).
 */
export const deleteEvent = async (
  deps: Pick<Deps, 'store' | 'clock' | 'ids' | 'config' | 'files'>,
  actor: Actor,
  input: DeleteEventInput,
): Promise<DeleteEventResult> => {
  if (input.uploaded) {
    await deps.store.transaction(async (tx) => {
      await loadUpload(tx, actor, input.eid);
      await tx.uploadedEvents.delete(input.eid);
      await recordAudit(tx, deps, byActor(actor), {
        action: 'event.deleted',
        target: { kind: 'upload', id: input.eid },
        orgId: null,
      });
    });
    return { message: 'Event Deleted Successfully' };
  }
  const erased = await deps.store.transaction(async (tx) => {
    const event = await loadEventToManage(tx, actor, input.eid);
    if (isActiveNow(deps, event)) throw conflict('EVENT.STILL_ACTIVE', STILL_ACTIVE_MESSAGE);
    // Recorded first: the purge then removes the emails from every entry about the event, this one too.
    await recordAudit(tx, deps, byActor(actor), {
      action: 'event.deleted',
      target: { kind: 'event', id: event.eid },
      orgId: event.orgId,
      details: { participants: event.participants.length },
    });
    return purgeEvent(tx, deps, event);
  });
  await removeErasedArchives(deps, erased);
  return { message: 'Successfully Closed Event' };
};
