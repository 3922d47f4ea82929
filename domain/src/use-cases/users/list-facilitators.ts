import type { Actor } from '../../model/actor.ts';
import { GUIDE, type PublicUser } from '../../model/user.ts';
import type { Deps } from '../../ports/deps.ts';
import { isSuperAdmin, requireLevel } from '../../rules/permissions.ts';
import { requireUser, toPublicList } from './accounts.ts';

export type ListFacilitatorsResult = PublicUser[];

/**
 * Guides: all of them for a super-admin. A Guide sees only themselves, which is what they need to
 * add themselves to an event as their personal event.
 */
export const listFacilitators = async (
  deps: Pick<Deps, 'store'>,
  actor: Actor,
): Promise<ListFacilitatorsResult> => {
  requireLevel(actor, GUIDE);
  const guides = isSuperAdmin(actor)
    ? await deps.store.users.listByAccessLevel(GUIDE)
    : [await requireUser(deps.store, actor.uid)];
  return toPublicList(guides);
};
