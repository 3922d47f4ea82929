import type { Actor } from '../../model/actor.ts';
import { GUIDE, PARTICIPANT, type PublicUser } from '../../model/user.ts';
import type { Deps } from '../../ports/deps.ts';
import { isSuperAdmin, requireLevel } from '../../rules/permissions.ts';
import { toPublicList } from './accounts.ts';

export type ListParticipantsResult = PublicUser[];

/** Participants: all of them for a super-admin; for a Guide those in their events or created by them. */
export const listParticipants = async (
  deps: Pick<Deps, 'store'>,
  actor: Actor,
): Promise<ListParticipantsResult> => {
  requireLevel(actor, GUIDE);
  const scope = isSuperAdmin(actor) ? undefined : actor.uid;
  return toPublicList(await deps.store.users.listByAccessLevel(PARTICIPANT, scope));
};
