import type { Actor } from '../../model/actor.ts';
import { type PublicUser, toPublicUser } from '../../model/user.ts';
import type { Deps } from '../../ports/deps.ts';
import { loadUserToActOn } from '../shared/access.ts';

export interface GetUserInfoByIdInput {
  readonly uid: string;
}

export type GetUserInfoByIdResult = PublicUser;

/** Another user's account as a privileged viewer sees it; a participant may read only their own. */
export const getUserInfoById = async (
  deps: Pick<Deps, 'store'>,
  actor: Actor,
  input: GetUserInfoByIdInput,
): Promise<GetUserInfoByIdResult> => {
  const { user } = await loadUserToActOn(deps.store, actor, input.uid);
  return toPublicUser(user);
};
