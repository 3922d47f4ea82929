import { describe, expect, it } from 'vitest';
import { createTestDeps, makeUser } from '../../testing/index.ts';
import { login } from '../auth/login.ts';
import { ACCOUNT_EXISTS_MESSAGE, createSuperAdmin } from './create-super-admin.ts';

describe('createSuperAdmin (npm run admin -- create-super-admin)', () => {
  it('creates a super-admin whose password nobody knows, with a set-up link, audited', async () => {
    const deps = createTestDeps();
    const created = await createSuperAdmin(deps, { email: ' Second@Example.test ' });
    expect(created.email).toBe('second@example.test');
    expect(created.link).toMatch(/^http:\/\/localhost:3000\/reset_password\/token-/);
    const admin = await deps.store.users.findByEmail('second@example.test');
    expect(admin).toMatchObject({ accessLevel: 2, createdBy: null, orgs: [] });
    expect(admin?.passwordHash).toMatch(/^hashed\(token-/);
    expect(await deps.store.logonLinks.findUsable(admin?.uid ?? '', 'setup', deps.clock.now())).toHaveLength(
      1,
    );
    expect(await deps.store.audit.list({ limit: 10 })).toMatchObject([
      {
        actor: null,
        action: 'user.password_link_issued',
        target: { kind: 'user', id: admin?.uid },
        orgId: null,
        details: { by: 'admin command', reason: 'created' },
      },
    ]);
  });

  it('sends a login with any password to nowhere: the link is the way in', async () => {
    const deps = createTestDeps();
    await createSuperAdmin(deps, { email: 'second@example.test' });
    await expect(login(deps, { email: 'second@example.test', password: 'Passw0rd!' })).rejects.toMatchObject({
      kind: 'unauthenticated',
    });
  });

  it('refuses an address already taken, whatever its role, and changes nothing', async () => {
    const deps = createTestDeps();
    const guide = makeUser({ accessLevel: 1, email: 'gail@example.test' });
    await deps.store.users.insert(guide);
    await expect(createSuperAdmin(deps, { email: 'GAIL@example.test' })).rejects.toMatchObject({
      kind: 'conflict',
      message: ACCOUNT_EXISTS_MESSAGE.defaultMessage,
    });
    expect(await deps.store.users.findById(guide.uid)).toMatchObject({ accessLevel: 1 });
    expect(await deps.store.audit.list({ limit: 10 })).toEqual([]);
  });

  it('refuses an empty address', async () => {
    const deps = createTestDeps();
    await expect(createSuperAdmin(deps, { email: '  ' })).rejects.toMatchObject({ kind: 'invalid' });
    expect(await deps.store.users.listByAccessLevel(2)).toEqual([]);
  });
});
