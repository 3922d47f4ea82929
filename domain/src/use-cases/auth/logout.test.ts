import { describe, expect, it } from 'vitest';
import { createTestDeps, makeUser } from '../../testing/index.ts';
import { login } from './login.ts';
import { logout } from './logout.ts';

describe('logout', () => {
  it('deletes the session, leaving the user other sessions alone', async () => {
    const deps = createTestDeps();
    await deps.store.users.insert(makeUser({ email: 'pat@example.test' }));
    const credentials = { email: 'pat@example.test', password: 'Passw0rd!' };
    const first = await login(deps, credentials);
    const second = await login(deps, credentials);
    if (first.kind !== 'session' || second.kind !== 'session') throw new Error('expected sessions');

    await logout(deps, { token: first.token });

    expect(await deps.store.sessions.findSignedIn(deps.tokens.digest(first.token))).toBeNull();
    expect(await deps.store.sessions.findSignedIn(deps.tokens.digest(second.token))).not.toBeNull();
  });

  it('is idempotent: a second logout and an unknown token are not errors', async () => {
    const deps = createTestDeps();
    await deps.store.users.insert(makeUser({ email: 'pat@example.test' }));
    const result = await login(deps, { email: 'pat@example.test', password: 'Passw0rd!' });
    if (result.kind !== 'session') throw new Error('expected a session');

    await logout(deps, { token: result.token });
    await expect(logout(deps, { token: result.token })).resolves.toBeUndefined();
    await expect(logout(deps, { token: 'never-issued' })).resolves.toBeUndefined();
  });
});
