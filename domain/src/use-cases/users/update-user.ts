import { forbidden } from '../../errors/domain-error.ts';
import type { Actor } from '../../model/actor.ts';
import type { User } from '../../model/user.ts';
import { GUIDE } from '../../model/user.ts';
import type { Deps } from '../../ports/deps.ts';
import { defineMessage } from '../../rules/message-descriptor.ts';
import { isSuperAdmin, requireLevel } from '../../rules/permissions.ts';
import { loadUserToAdminister } from '../shared/access.ts';
import { type AccountChanges, applyAccountChanges, recordAccountChanges } from './accounts.ts';

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
export const GUIDE_SETS_NO_PASSWORD_MESSAGE = defineMessage({
  id: 'error.user.guideSetsNoPassword',
  defaultMessage: "Only a super-admin can set another user's password. Send a login email instead.",
});

/**
 * Edits another account: Guides their participants (never their password: a Guide sends a logon
 * email instead), super-admins anyone else. A Guide's portal
 * link and Meaningful Work access belong to the super-admin's Edit Guide dialog, so they are
 * ignored in every other case.
 */
export const updateUser = async (
  deps: Pick<Deps, 'store' | 'passwords' | 'clock' | 'ids'>,
  actor: Actor,
  input: UpdateUserInput,
): Promise<UpdateUserResult> => {
  requireLevel(actor, GUIDE);
  const { user } = await loadUserToAdminister(deps.store, actor, input.uid);
  if (!isSuperAdmin(actor) && (input.password ?? '') !== '') {
    throw forbidden(GUIDE_SETS_NO_PASSWORD_MESSAGE);
  }
  const changed = await applyAccountChanges(deps, user, input);
  const guideSettings = isSuperAdmin(actor) && user.accessLevel === GUIDE;
  const updated: User = {
    ...changed,
    portalLink: guideSettings && input.portalLink !== undefined ? input.portalLink.trim() : user.portalLink,
    mwEnabled: guideSettings && input.mwEnabled !== undefined ? input.mwEnabled : user.mwEnabled,
  };
  await deps.store.transaction(async (tx) => {
    await tx.users.update(updated);
    // Whoever knew the old password is signed out.
    if (changed.passwordHash !== user.passwordHash) await tx.sessions.deleteForUsers([user.uid]);
    await recordAccountChanges(tx, deps, actor, user, updated);
  });
  return { message: UPDATE_USER_MESSAGE };
};
