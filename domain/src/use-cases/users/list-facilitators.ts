import type { Actor } from '../../model/actor.ts';
import { GUIDE } from '../../model/user.ts';
import type { Deps } from '../../ports/deps.ts';
import { adminScopeOf } from '../../rules/organisation-scope.ts';
import { isSuperAdmin, requireLevel } from '../../rules/permissions.ts';
import { pageOfUsers, type UserListInput, userSearchOf } from '../../rules/user-list.ts';
import { type PublicUserPage, requireUser, toPublicPage } from './accounts.ts';

export type ListFacilitatorsResult = PublicUserPage;

/**
 * Guides: all of them for a super-admin; for a client admin, the Guides of the organisations they
 * administer. A Guide sees only themselves, which is what they need to add themselves to an event
 * as their personal event. Optionally searched and paged (rules/user-list.ts), the Guide's own
 * one-person list too.
 */
export const listFacilitators = async (
  deps: Pick<Deps, 'store'>,
  actor: Actor,
  input: UserListInput = {},
): Promise<ListFacilitatorsResult> => {
  requireLevel(actor, GUIDE);
  const search = userSearchOf(input);
  if (isSuperAdmin(actor)) return toPublicPage(await deps.store.users.listPage(GUIDE, search));
  const administered = adminScopeOf(actor);
  const members = administered.all
    ? []
    : (await Promise.all(administered.orgIds.map((orgId) => deps.store.users.listMembers(orgId)))).flat();
  const guides = new Map(
    [await requireUser(deps.store, actor.uid), ...members].map((user) => [user.uid, user]),
  );
  return toPublicPage(pageOfUsers([...guides.values()], search));
};
