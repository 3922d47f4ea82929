import { describe, expect, it } from 'vitest';
import { createTestDeps, makeUser } from '../../testing/index.ts';
import { bootstrapSuperAdmin } from './bootstrap-super-admin.ts';

describe('bootstrapSuperAdmin', () => {
  it('creates the first super-admin with a hashed password', async () => {
    const deps = createTestDeps();
    const result = await bootstrapSuperAdmin(deps, { email: ' boss@example.test ', password: 'Str0ngPass' });
    expect(result).toEqual({ created: true, email: 'boss@example.test' });
    const admin = await deps.store.users.findByEmail('boss@example.test');
    expect(admin).toMatchObject({ accessLevel: 2, passwordHash: 'hashed(Str0ngPass)' });
  });

  it('does nothing once a super-admin exists', async () => {
    const deps = createTestDeps();
    await deps.store.users.insert(makeUser({ accessLevel: 2 }));
    expect(await bootstrapSuperAdmin(deps, { email: 'boss@example.test', password: 'Str0ngPass' })).toEqual({
      created: false,
    });
    expect(await deps.store.users.findByEmail('boss@example.test')).toBeNull();
  });

  it('refuses a weak password and writes nothing', async () => {
    const deps = createTestDeps();
    await expect(
      bootstrapSuperAdmin(deps, { email: 'boss@example.test', password: 'weak' }),
    ).rejects.toMatchObject({
      code: 'USER.WEAK_PASSWORD',
    });
    expect(await deps.store.users.listByAccessLevel(2)).toEqual([]);
  });

  it('creates one super-admin when two start-ups race, and both succeed', async () => {
    const deps = createTestDeps();
    const input = { email: 'boss@example.test', password: 'Str0ngPass' };
    const results = await Promise.all([bootstrapSuperAdmin(deps, input), bootstrapSuperAdmin(deps, input)]);
    expect(results.map((result) => result.created).sort()).toEqual([false, true]);
    expect(await deps.store.users.listByAccessLevel(2)).toHaveLength(1);
  });

  it('still fails when the insert fails and no super-admin exists', async () => {
    const deps = createTestDeps();
    await deps.store.users.insert(makeUser({ accessLevel: 1, email: 'boss@example.test' }));
    await expect(
      bootstrapSuperAdmin(deps, { email: 'boss@example.test', password: 'Str0ngPass' }),
    ).rejects.toThrow('duplicate email');
  });
});
