import type { Actor } from '../../model/actor.ts';
import { GUIDE } from '../../model/user.ts';
import type { Deps } from '../../ports/deps.ts';
import { isSuperAdmin, requireLevel } from '../../rules/permissions.ts';
import { loadUserToAdminister } from '../shared/access.ts';
import { type AccountChanges, applyAccountChanges } from './accounts.ts';

export interface UpdateUserInput extends AccountChanges {
  readonly uid: string;
  /** Guides only, set by a super-admin. */
  readonly portalLink?: string;
  /** Guides only, set by a super-admin. */
  readonly mwEnabled?: boolean;
}

export interface UpdateUserResult {
  readonly message: string;
}

export const UPDATE_USER_MESSAGE = 'The user has been updated';

/**
 * Edits another account: Guides their participants, super-admins anyone else. A Guide's portal
 * link and Meaningful Work access belong to the super-admin's Edit Guide dialog, so they are
 * ignored in every other case.
 */
export const updateUser = async (
  deps: Pick<Deps, 'store' | 'passwords'>,
  actor: Actor,
  input: UpdateUserInput,
): Promise<UpdateUserResult> => {
  requireLevel(actor, GUIDE);
  const { user } = await loadUserToAdminister(deps.store, actor, input.uid);
  const changed = await applyAccountChanges(deps, user, input);
  const guideSettings = isSuperAdmin(actor) && user.accessLevel === GUIDE;
  await deps.store.users.update({
    ...changed,
    portalLink: guideSettings && input.portalLink !== undefined ? input.portalLink.trim() : user.portalLink,
    mwEnabled: guideSettings && input.mwEnabled !== undefined ? input.mwEnabled : user.mwEnabled,
  });
  return { message: UPDATE_USER_MESSAGE };
};
