import type { Actor } from '../../model/actor.ts';
import { GUIDE } from '../../model/user.ts';
import type { Deps } from '../../ports/deps.ts';
import { adminScopeOf, narrowScope, worksIn } from '../../rules/organisation-scope.ts';
import { isSuperAdmin, requireLevel } from '../../rules/permissions.ts';
import { pageOfUsers, type UserListInput, userSearchOf } from '../../rules/user-list.ts';
import { type PublicUserPage, requireUser, toPublicPage } from './accounts.ts';

export type ListFacilitatorsResult = PublicUserPage;

export interface ListFacilitatorsInput extends UserListInput {
  /** Only the Guides who belong to this organisation: within the actor's scope, so another's is empty. */
  readonly orgId?: string | undefined;
}

/**
 * Guides: all of them for a super-admin; for a client admin, the Guides of the organisations they
 * administer. A Guide sees only themselves, which is what they need to add themselves to an event
 * as their personal event. Optionally searched and paged (rules/user-list.ts), the Guide's own
 * one-person list too, and narrowed to the members of one organisation.
 */
export const listFacilitators = async (
  deps: Pick<Deps, 'store'>,
  actor: Actor,
  input: ListFacilitatorsInput = {},
): Promise<ListFacilitatorsResult> => {
  requireLevel(actor, GUIDE);
  const search = userSearchOf(input);
  const { orgId } = input;
  if (isSuperAdmin(actor))
    return toPublicPage(
      orgId === undefined
        ? await deps.store.users.listPage(GUIDE, search)
        : pageOfUsers(await deps.store.users.listMembers(orgId), search),
    );
  const administered = narrowScope(adminScopeOf(actor), orgId);
  const members = administered.all
    ? []
    : (await Promise.all(administered.orgIds.map((id) => deps.store.users.listMembers(id)))).flat();
  const self = orgId === undefined || worksIn(actor, orgId) ? [await requireUser(deps.store, actor.uid)] : [];
  const guides = new Map([...self, ...members].map((user) => [user.uid, user]));
  return toPublicPage(pageOfUsers([...guides.values()], search));
};
