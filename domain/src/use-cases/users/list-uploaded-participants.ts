import type { Actor } from '../../model/actor.ts';
import { uploadedPublicUser } from '../../model/uploaded-event.ts';
import { type PublicUser, SUPER_ADMIN } from '../../model/user.ts';
import type { Deps } from '../../ports/deps.ts';
import { sortByName } from '../../rules/name-order.ts';
import { requireLevel } from '../../rules/permissions.ts';

export type ListUploadedParticipantsResult = PublicUser[];

/** The people inside uploaded event files, for the Participants screen. */
export const listUploadedParticipants = async (
  deps: Pick<Deps, 'store'>,
  actor: Actor,
): Promise<ListUploadedParticipantsResult> => {
  requireLevel(actor, SUPER_ADMIN);
  const uploads = await deps.store.uploadedEvents.list();
  return sortByName(
    uploads.flatMap((upload) =>
      upload.file.participants.map((participant) => uploadedPublicUser(participant, upload.ueid)),
    ),
  );
};
