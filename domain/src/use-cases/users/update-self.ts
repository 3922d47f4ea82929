import { DomainError, invalid } from '../../errors/domain-error.ts';
import type { Actor } from '../../model/actor.ts';
import { normaliseEmail } from '../../model/user.ts';
import type { Deps } from '../../ports/deps.ts';
import { defineMessage } from '../../rules/message-descriptor.ts';
import { type AccountChanges, applyAccountChanges, recordAccountChanges, requireUser } from './accounts.ts';

export interface UpdateSelfInput extends AccountChanges {
  /** Required to change the email or to set a new password. */
  readonly currentPassword?: string;
  /** The session this request came with: it stays signed in when the password changes. */
  readonly sessionToken: string;
}

export interface UpdateSelfResult {
  readonly message: string;
}

export const UPDATE_SELF_MESSAGE = 'Your account has been updated';
export const CURRENT_PASSWORD_REQUIRED_MESSAGE = defineMessage({
  id: 'error.user.currentPasswordRequired',
  defaultMessage: 'Please enter your current password to change your email or password.',
});
export const WRONG_CURRENT_PASSWORD_MESSAGE = defineMessage({
  id: 'error.user.wrongCurrentPassword',
  defaultMessage: 'Your current password is not correct.',
});

/** Whether these changes of one's own account (whose email is now `currentEmail`) need the current password. */
export const needsCurrentPassword = (
  currentEmail: string,
  input: Pick<UpdateSelfInput, 'email' | 'password'>,
): boolean => (input.password ?? '') !== '' || normaliseEmail(input.email) !== normaliseEmail(currentEmail);

/** A wrong current password: counted with the login failures of the account (the HTTP edge). */
export const isWrongCurrentPassword = (error: unknown): boolean =>
  error instanceof DomainError && error.code === 'USER.WRONG_CURRENT_PASSWORD';

/**
 * The account screen: one's own names, email and, when given, a new password. Changing the email
 * or the password needs the current password (a session left open on a shared laptop must not
 * take the account over), and a new password ends every other session of the user.
 */
export const updateSelf = async (
  deps: Pick<Deps, 'store' | 'passwords' | 'tokens' | 'clock' | 'ids'>,
  actor: Actor,
  input: UpdateSelfInput,
): Promise<UpdateSelfResult> => {
  const user = await requireUser(deps.store, actor.uid);
  const newPassword = (input.password ?? '') !== '';
  if (needsCurrentPassword(user.email, input)) {
    const current = input.currentPassword ?? '';
    if (current === '') throw invalid('USER.CURRENT_PASSWORD_REQUIRED', CURRENT_PASSWORD_REQUIRED_MESSAGE);
    const matches = user.passwordHash !== null && (await deps.passwords.verify(user.passwordHash, current));
    if (!matches) {
      throw new DomainError('forbidden', 'USER.WRONG_CURRENT_PASSWORD', WRONG_CURRENT_PASSWORD_MESSAGE);
    }
  }
  const changed = await applyAccountChanges(deps, user, input);
  await deps.store.transaction(async (tx) => {
    await tx.users.update(changed);
    if (newPassword) await tx.sessions.deleteOthersOf(user.uid, deps.tokens.digest(input.sessionToken));
    await recordAccountChanges(tx, deps, actor, user, changed);
  });
  return { message: UPDATE_SELF_MESSAGE };
};
