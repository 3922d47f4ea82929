import type { Actor } from '../../model/actor.ts';
import type { Deps } from '../../ports/deps.ts';
import { type AccountChanges, applyAccountChanges, requireUser } from './accounts.ts';

export type UpdateSelfInput = AccountChanges;

export interface UpdateSelfResult {
  readonly message: string;
}

export const UPDATE_SELF_MESSAGE = 'Your account has been updated';

/** The account screen: one's own names, email and, when given, a new password. */
export const updateSelf = async (
  deps: Pick<Deps, 'store' | 'passwords'>,
  actor: Actor,
  input: UpdateSelfInput,
): Promise<UpdateSelfResult> => {
  const user = await requireUser(deps.store, actor.uid);
  await deps.store.users.update(await applyAccountChanges(deps, user, input));
  return { message: UPDATE_SELF_MESSAGE };
};
