import type { Actor } from '../../model/actor.ts';
import { type PublicUser, SUPER_ADMIN } from '../../model/user.ts';
import type { Deps } from '../../ports/deps.ts';
import { requireLevel } from '../../rules/permissions.ts';
import { toPublicList } from './accounts.ts';

export type ListSuperAdminsResult = PublicUser[];

/** The Super-Admins tab: super-admins only. */
export const listSuperAdmins = async (
  deps: Pick<Deps, 'store'>,
  actor: Actor,
): Promise<ListSuperAdminsResult> => {
  requireLevel(actor, SUPER_ADMIN);
  return toPublicList(await deps.store.users.listByAccessLevel(SUPER_ADMIN));
};
