import type { Actor } from '../../model/actor.ts';
import { GUIDE } from '../../model/user.ts';
import type { Deps } from '../../ports/deps.ts';
import { isSuperAdmin, requireLevel } from '../../rules/permissions.ts';
import { pageOfUsers, type UserListInput, userSearchOf } from '../../rules/user-list.ts';
import { type PublicUserPage, requireUser, toPublicPage } from './accounts.ts';

export type ListFacilitatorsResult = PublicUserPage;

/**
 * Guides: all of them for a super-admin. A Guide sees only themselves, which is what they need to
 * add themselves to an event as their personal event. Optionally searched and paged
 * (rules/user-list.ts), the Guide's own one-person list too.
 */
export const listFacilitators = async (
  deps: Pick<Deps, 'store'>,
  actor: Actor,
  input: UserListInput = {},
): Promise<ListFacilitatorsResult> => {
  requireLevel(actor, GUIDE);
  const search = userSearchOf(input);
  const page = isSuperAdmin(actor)
    ? await deps.store.users.listPage(GUIDE, search)
    : pageOfUsers([await requireUser(deps.store, actor.uid)], search);
  return toPublicPage(page);
};
