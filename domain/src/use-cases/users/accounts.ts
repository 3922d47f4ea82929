import { conflict, notFound } from '../../errors/domain-error.ts';
import { ERROR_MESSAGES } from '../../errors/error-messages.ts';
import type { Actor } from '../../model/actor.ts';
import type { LanguageTag } from '../../model/language.ts';
import { normaliseEmail, type PublicUser, toPublicUser, type User } from '../../model/user.ts';
import type { Deps } from '../../ports/deps.ts';
import type { Repositories, UserRepository } from '../../ports/repositories.ts';
import { type AccountDetails, newPasswordOf, normaliseAccountDetails } from '../../rules/account-details.ts';
import { changedFields } from '../../rules/audit-log.ts';
import type { UserPage } from '../../rules/user-list.ts';
import { auditOrgOf, byActor, recordAudit } from '../shared/audit.ts';

export const EMAIL_TAKEN_MESSAGE = ERROR_MESSAGES.emailTaken.defaultMessage;

/** A user the caller already has the right to see (themselves, a job's recipient); missing is 404. */
export const requireUser = async (repos: Repositories, uid: string): Promise<User> => {
  const user = await repos.users.findById(uid);
  if (user === null) throw notFound('USER.NOT_FOUND', { message: ERROR_MESSAGES.userNotFound });
  return user;
};

/** Emails are unique compared case-insensitively. */
export const assertEmailAvailable = async (users: UserRepository, email: string): Promise<void> => {
  if ((await users.findByEmail(email)) !== null)
    throw conflict('USER.EMAIL_TAKEN', { message: ERROR_MESSAGES.emailTaken });
};

export interface AccountChanges extends AccountDetails {
  /** A new password; absent or empty keeps the current one. */
  readonly password?: string;
  /** A language chosen (null: none); absent keeps the current one. */
  readonly language?: LanguageTag | null;
}

/**
 * The user with new names, email and (optionally) password, every rule checked before anything is
 * hashed or written. The caller writes the result.
 */
export const applyAccountChanges = async (
  deps: Pick<Deps, 'store' | 'passwords'>,
  user: User,
  changes: AccountChanges,
): Promise<User> => {
  const details = normaliseAccountDetails(changes);
  const password = newPasswordOf(changes.password);
  if (details.email !== normaliseEmail(user.email))
    await assertEmailAvailable(deps.store.users, details.email);
  const passwordHash = password === null ? user.passwordHash : await deps.passwords.hash(password);
  return {
    ...user,
    ...details,
    passwordHash,
    language: changes.language === undefined ? user.language : changes.language,
  };
};

/** A page of a people list as screens get it: never with password hashes. */
/** The account fields an edit may change, named (never their values) in its audit entry. */
const ACCOUNT_FIELDS = ['forename', 'surname', 'email', 'portalLink', 'mwEnabled', 'language'] as const;

/**
 * The audit entries of an account edit, in its transaction: `user.updated` with the names of the
 * changed fields (`password` for a new one, never the password or its hash), and
 * `user.password_set` when someone set another person's password.
 */
export const recordAccountChanges = async (
  tx: Repositories,
  deps: Pick<Deps, 'clock' | 'ids'>,
  actor: Actor,
  before: User,
  after: User,
): Promise<void> => {
  const passwordChanged = before.passwordHash !== after.passwordHash;
  const fields = [...changedFields(before, after, ACCOUNT_FIELDS), ...(passwordChanged ? ['password'] : [])];
  const target = { kind: 'user', id: after.uid } as const;
  const orgId = auditOrgOf(after);
  if (fields.length > 0)
    await recordAudit(tx, deps, byActor(actor), {
      action: 'user.updated',
      target,
      orgId,
      details: { fields },
    });
  if (passwordChanged && actor.uid !== after.uid)
    await recordAudit(tx, deps, byActor(actor), { action: 'user.password_set', target, orgId });
};

export type PublicUserPage = UserPage<PublicUser>;

/** The page in the order the store gave it (rules/user-list.ts), without password hashes. */
export const toPublicPage = (page: UserPage): PublicUserPage => ({
  users: page.users.map(toPublicUser),
  total: page.total,
});
