import type { Actor } from '../../model/actor.ts';
import { type PublicUser, SUPER_ADMIN } from '../../model/user.ts';
import type { Deps } from '../../ports/deps.ts';
import { sortByName } from '../../rules/name-order.ts';
import { requireLevel } from '../../rules/permissions.ts';

export type ListUploadedParticipantsResult = PublicUser[];

/**
 * The people inside uploaded event files, shaped like accounts so the Participants screen can
 * list them; `event` is the upload's id. They have no account here, so no portal link.
 */
export const listUploadedParticipants = async (
  deps: Pick<Deps, 'store'>,
  actor: Actor,
): Promise<ListUploadedParticipantsResult> => {
  requireLevel(actor, SUPER_ADMIN);
  const uploads = await deps.store.uploadedEvents.list();
  return sortByName(
    uploads.flatMap((upload) =>
      upload.file.participants.map(
        (p): PublicUser => ({
          uid: p.uid,
          forename: p.forename,
          surname: p.surname,
          email: p.email,
          accessLevel: p.accessLevel,
          portal_link: '',
          mwEnabled: p.mwEnabled,
          event: upload.ueid,
          responseCompleted: p.responseCompleted,
        }),
      ),
    ),
  );
};
