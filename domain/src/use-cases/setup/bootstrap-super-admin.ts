import { DEFAULT_ORG_ID } from '../../model/organisation.ts';
import { NOTHING_COMPLETED, SUPER_ADMIN, type User } from '../../model/user.ts';
import type { Deps } from '../../ports/deps.ts';
import { assertValidPassword } from '../../rules/password-rule.ts';

export interface BootstrapSuperAdminInput {
  readonly email: string;
  readonly password: string;
}

export type BootstrapSuperAdminResult =
  | { readonly created: true; readonly email: string }
  | { readonly created: false };

/**
 * First start: when no super-admin exists yet, creates one so somebody can sign in. Does nothing
 * once any super-admin exists (restarts never reset a password). Replicas starting together on a
 * new database may both find none: the insert of the one that loses fails (the email is taken),
 * and finding the winner's super-admin then, it starts as a restart would.
 */
export const bootstrapSuperAdmin = async (
  deps: Pick<Deps, 'store' | 'clock' | 'ids' | 'passwords'>,
  input: BootstrapSuperAdminInput,
): Promise<BootstrapSuperAdminResult> => {
  const admins = await deps.store.users.listByAccessLevel(SUPER_ADMIN);
  if (admins.length > 0) return { created: false };
  assertValidPassword(input.password);
  const email = input.email.trim();
  const passwordHash = await deps.passwords.hash(input.password);
  try {
    await insertSuperAdmin(deps, email, passwordHash);
  } catch (error) {
    if ((await deps.store.users.listByAccessLevel(SUPER_ADMIN)).length > 0) return { created: false };
    throw error;
  }
  return { created: true, email };
};

const insertSuperAdmin = (
  deps: Pick<Deps, 'store' | 'clock' | 'ids'>,
  email: string,
  passwordHash: string,
): Promise<void> => deps.store.users.insert(superAdminAccount(deps, email, passwordHash));

/** A new super-admin's account: in no organisation, Meaningful Work on, never signed in. */
export const superAdminAccount = (
  deps: Pick<Deps, 'clock' | 'ids'>,
  email: string,
  passwordHash: string,
): User => ({
  uid: deps.ids.newId(),
  forename: 'Super',
  surname: 'Admin',
  email,
  passwordHash,
  accessLevel: SUPER_ADMIN,
  portalLink: '',
  mwEnabled: true,
  eventId: null,
  responseCompleted: NOTHING_COMPLETED,
  createdBy: null,
  orgId: DEFAULT_ORG_ID,
  orgs: [],
  lastLoginAt: null,
  createdAt: deps.clock.now(),
  language: null,
});
