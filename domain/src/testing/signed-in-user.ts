import type { User } from '../model/user.ts';
import { login } from '../use-cases/auth/login.ts';
import { makeUser } from './fixtures.ts';
import type { TestDeps } from './test-deps.ts';

/** A new user like `overrides`, stored and signed in (makeUser's password): the user and the session's token. */
export const signedInUser = async (
  deps: TestDeps,
  overrides: Partial<User> = {},
): Promise<{ readonly user: User; readonly token: string }> => {
  const user = makeUser(overrides);
  await deps.store.users.insert(user);
  const result = await login(deps, { email: user.email, password: 'Passw0rd!' });
  if (result.kind !== 'session') throw new Error(`expected a session, got ${result.kind}`);
  return { user, token: result.token };
};
