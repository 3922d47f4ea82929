import type { Actor } from '../../model/actor.ts';
import { type PublicUser, toPublicUser } from '../../model/user.ts';
import type { Deps } from '../../ports/deps.ts';
import { requireUser } from './accounts.ts';

export type GetOwnInfoResult = PublicUser;

/** The signed-in user's own account, without the password hash. */
export const getOwnInfo = async (deps: Pick<Deps, 'store'>, actor: Actor): Promise<GetOwnInfoResult> =>
  toPublicUser(await requireUser(deps.store, actor.uid));
