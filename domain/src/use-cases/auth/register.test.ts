import { describe, expect, it } from 'vitest';
import { type Actor, actorOf } from '../../model/actor.ts';
import type { AccessLevel } from '../../model/user.ts';
import { createTestDeps, makeUser, recordStoreWrites, seedCast } from '../../testing/index.ts';
import { login } from './login.ts';
import { type RegisterInput, register } from './register.ts';

const input = (overrides: Partial<RegisterInput> = {}): RegisterInput => ({
  accessLevel: 0,
  forename: '  Nina ',
  surname: ' New ',
  email: ' Nina.New@Example.TEST ',
  password: 'Start1234',
  ...overrides,
});

const setup = async () => {
  const deps = createTestDeps();
  const cast = await seedCast(deps.store);
  return { deps, cast };
};

describe('register', () => {
  it('lets a Guide register a participant who stays in their scope', async () => {
    const { deps, cast } = await setup();
    const now = deps.clock.now();

    const created = await register(deps, actorOf(cast.guide), input());

    expect(created).toEqual({
      uid: expect.any(String),
      forename: 'Nina',
      surname: 'New',
      email: 'nina.new@example.test',
      accessLevel: 0,
      portal_link: '',
      mwEnabled: false,
      event: null,
      responseCompleted: [false, false, false, false],
      language: null,
    });
    expect(created).not.toHaveProperty('passwordHash');
    expect(await deps.store.users.findById(created.uid)).toMatchObject({
      passwordHash: 'hashed(Start1234)',
      createdBy: cast.guide.uid,
      lastLoginAt: null,
      createdAt: now,
    });
    const inScope = await deps.store.users.listByAccessLevel(0, cast.guide);
    expect(inScope.map((u) => u.uid)).toContain(created.uid);
  });

  it.each([0, 1, 2] as const)('lets a super-admin register access level %i', async (accessLevel) => {
    const { deps, cast } = await setup();
    const created = await register(deps, actorOf(cast.admin), input({ accessLevel }));
    expect((await deps.store.users.findById(created.uid))?.accessLevel).toBe(accessLevel);
  });

  it('creates no logon link without setupLink, so the first login opens a session', async () => {
    const { deps, cast } = await setup();
    const created = await register(deps, actorOf(cast.guide), input({ setupLink: false }));
    for (const purpose of ['setup', 'logon'] as const)
      expect(await deps.store.logonLinks.findUsable(created.uid, purpose, deps.clock.now())).toEqual([]);
    expect((await login(deps, { email: created.email, password: 'Start1234' })).kind).toBe('session');
  });

  it('with setupLink creates a 30-day set-up link that sends the first login to set a password', async () => {
    const { deps, cast } = await setup();
    const created = await register(deps, actorOf(cast.guide), input({ setupLink: true }));

    const links = await deps.store.logonLinks.findUsable(created.uid, 'setup', deps.clock.now());
    expect(links).toHaveLength(1);
    expect(links[0]?.expiresAt).toEqual(new Date('2026-07-02T00:00:00.000Z'));
    expect((await login(deps, { email: created.email, password: 'Start1234' })).kind).toBe('update-password');
  });

  const refusals: [string, (cast: Awaited<ReturnType<typeof seedCast>>) => Actor, AccessLevel][] = [
    ['a Guide registering a Guide', (c) => actorOf(c.guide), 1],
    ['a Guide registering a super-admin', (c) => actorOf(c.guide), 2],
    ['a participant registering a participant', (c) => actorOf(c.participant), 0],
  ];
  it.each(refusals)('refuses %s and writes nothing', async (_, actorFrom, accessLevel) => {
    const { deps, cast } = await setup();
    const writes = recordStoreWrites(deps.store);
    await expect(register(deps, actorFrom(cast), input({ accessLevel }))).rejects.toMatchObject({
      kind: 'forbidden',
      code: 'AUTH.FORBIDDEN',
    });
    expect(writes).toEqual([]);
  });

  it('refuses a password that fails the rule and writes nothing', async () => {
    const { deps, cast } = await setup();
    const writes = recordStoreWrites(deps.store);
    await expect(register(deps, actorOf(cast.admin), input({ password: 'short1A' }))).rejects.toMatchObject({
      kind: 'invalid',
      code: 'USER.WEAK_PASSWORD',
    });
    expect(writes).toEqual([]);
  });

  it('refuses a blank name and writes nothing', async () => {
    const { deps, cast } = await setup();
    const writes = recordStoreWrites(deps.store);
    await expect(register(deps, actorOf(cast.admin), input({ surname: '   ' }))).rejects.toMatchObject({
      kind: 'invalid',
      code: 'USER.DETAILS_REQUIRED',
    });
    expect(writes).toEqual([]);
  });

  it('refuses an email already in use in another case and writes nothing', async () => {
    const { deps, cast } = await setup();
    await deps.store.users.insert(makeUser({ email: 'nina.new@example.test' }));
    const writes = recordStoreWrites(deps.store);
    await expect(register(deps, actorOf(cast.admin), input({ setupLink: true }))).rejects.toMatchObject({
      kind: 'conflict',
      code: 'USER.EMAIL_TAKEN',
      message: 'A user with this email already exists',
    });
    expect(writes).toEqual([]);
  });
});
