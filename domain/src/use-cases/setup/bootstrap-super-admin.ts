import { NOTHING_COMPLETED, SUPER_ADMIN } from '../../model/user.ts';
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
 * once any super-admin exists (restarts never reset a password).
 */
export const bootstrapSuperAdmin = async (
  deps: Pick<Deps, 'store' | 'clock' | 'ids' | 'passwords'>,
  input: BootstrapSuperAdminInput,
): Promise<BootstrapSuperAdminResult> => {
  const admins = await deps.store.users.listByAccessLevel(SUPER_ADMIN);
  if (admins.length > 0) return { created: false };
  assertValidPassword(input.password);
  const email = input.email.trim();
  await deps.store.users.insert({
    uid: deps.ids.newId(),
    forename: 'Super',
    surname: 'Admin',
    email,
    passwordHash: await deps.passwords.hash(input.password),
    accessLevel: SUPER_ADMIN,
    portalLink: '',
    mwEnabled: true,
    eventId: null,
    responseCompleted: NOTHING_COMPLETED,
    createdBy: null,
    lastLoginAt: null,
    createdAt: deps.clock.now(),
  });
  return { created: true, email };
};
