import type { Actor } from '../../model/actor.ts';
import { SUPER_ADMIN } from '../../model/user.ts';
import type { Deps } from '../../ports/deps.ts';
import { requireLevel } from '../../rules/permissions.ts';
import { type UserListInput, userSearchOf } from '../../rules/user-list.ts';
import { type PublicUserPage, toPublicPage } from './accounts.ts';

export type ListSuperAdminsResult = PublicUserPage;

/** The Super-Admins tab: super-admins only. Optionally searched and paged (rules/user-list.ts). */
export const listSuperAdmins = async (
  deps: Pick<Deps, 'store'>,
  actor: Actor,
  input: UserListInput = {},
): Promise<ListSuperAdminsResult> => {
  requireLevel(actor, SUPER_ADMIN);
  const search = userSearchOf(input);
  return toPublicPage(await deps.store.users.listPage(SUPER_ADMIN, search));
};
