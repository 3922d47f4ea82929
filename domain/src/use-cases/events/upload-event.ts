import type { Actor } from '../../model/actor.ts';
import type { EventFile } from '../../model/uploaded-event.ts';
import { SUPER_ADMIN } from '../../model/user.ts';
import type { Deps } from '../../ports/deps.ts';
import { requireLevel } from '../../rules/permissions.ts';
import { byActor, recordAudit } from '../shared/audit.ts';

export interface UploadEventInput {
  /** Already checked against the versioned event-file schema at the edge. */
  readonly file: EventFile;
}

export interface UploadEventResult {
  readonly message: string;
  /** The id the uploaded-event calls take as `eid` (with `uploaded`). */
  readonly eid: string;
  /** Alias of `eid`. */
  readonly ueid: string;
}

/** Keeps a downloaded event file for viewing again, apart from the live events (super-admins only). */
export const uploadEvent = async (
  deps: Pick<Deps, 'store' | 'clock' | 'ids'>,
  actor: Actor,
  input: UploadEventInput,
): Promise<UploadEventResult> => {
  requireLevel(actor, SUPER_ADMIN);
  const ueid = deps.ids.newId();
  await deps.store.transaction(async (tx) => {
    await tx.uploadedEvents.insert({
      ueid,
      uploadedBy: actor.uid,
      uploadedAt: deps.clock.now(),
      file: input.file,
    });
    await recordAudit(tx, deps, byActor(actor), {
      action: 'event.uploaded',
      target: { kind: 'upload', id: ueid },
      orgId: null,
    });
  });
  return { message: 'Event uploaded', eid: ueid, ueid };
};
