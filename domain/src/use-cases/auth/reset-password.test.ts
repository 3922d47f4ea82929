import { describe, expect, it } from 'vitest';
import type { User } from '../../model/user.ts';
import { createTestDeps, makeUser, recordStoreWrites, type TestDeps } from '../../testing/index.ts';
import { lidOf, makeLink } from '../users/store-probe.test-support.ts';
import { login } from './login.ts';
import { resetPassword } from './reset-password.ts';

const INVALID = { kind: 'not-found', code: 'LINK.INVALID', message: 'Invalid Link' };
const EXPIRES = new Date('2026-06-01T10:00:00.000Z');
const NEW_PASSWORD = 'Fresh5678';

const setup = async (
  link: Partial<Parameters<typeof makeLink>[0]> = {},
): Promise<{ deps: TestDeps; user: User }> => {
  const deps = createTestDeps();
  const user = makeUser({ email: 'pat@example.test', accessLevel: 0 });
  await deps.store.users.insert(user);
  await deps.store.logonLinks.insert(makeLink({ id: 'l1', uid: user.uid, expiresAt: EXPIRES, ...link }));
  return { deps, user };
};

const linkUsed = async (deps: TestDeps, id: string): Promise<boolean | undefined> =>
  (await deps.store.logonLinks.findByDigest(`digest(${lidOf(id)})`))?.used;

describe('resetPassword', () => {
  it('sets the password, consumes the link and logs the user in once', async () => {
    const { deps, user } = await setup();
    const now = deps.clock.now();

    const result = await resetPassword(deps, { uid: user.uid, lid: lidOf('l1'), password: NEW_PASSWORD });

    expect(result).toEqual({ email: 'pat@example.test', token: expect.any(String), accessLevel: 0 });
    const stored = await deps.store.users.findById(user.uid);
    expect(stored).toMatchObject({ passwordHash: `hashed(${NEW_PASSWORD})`, lastLoginAt: now });
    expect(await linkUsed(deps, 'l1')).toBe(true);
    const session = await deps.store.sessions.findSignedIn(deps.tokens.digest(result.token));
    expect(session?.session).toMatchObject({ uid: user.uid, firstLogin: true, createdAt: now });
  });

  it('lets only one of two racing uses of a link set the password', async () => {
    const { deps, user } = await setup();
    const input = { uid: user.uid, lid: lidOf('l1'), password: NEW_PASSWORD };
    const results = await Promise.allSettled([resetPassword(deps, input), resetPassword(deps, input)]);
    expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
    const refused = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
    expect(refused.reason).toMatchObject(INVALID);
  });

  it('retires the user other unused links of both purposes but not other users links', async () => {
    const { deps, user } = await setup();
    await deps.store.logonLinks.insert(makeLink({ id: 'l2', uid: user.uid }));
    await deps.store.logonLinks.insert(makeLink({ id: 'r1', uid: user.uid, purpose: 'reset' }));
    await deps.store.logonLinks.insert(makeLink({ id: 'x1', uid: 'someone-else' }));

    await resetPassword(deps, { uid: user.uid, lid: lidOf('l1'), password: NEW_PASSWORD });

    expect(await linkUsed(deps, 'l2')).toBe(true);
    expect(await linkUsed(deps, 'r1')).toBe(true);
    expect(await linkUsed(deps, 'x1')).toBe(false);
  });

  it('ends every older session of the user but not those of other users', async () => {
    const { deps, user } = await setup();
    const now = deps.clock.now();
    const session = { firstLogin: false, createdAt: now, lastSeenAt: now, expiresAt: EXPIRES };
    await deps.store.users.insert(makeUser({ uid: 'someone-else' }));
    await deps.store.sessions.insert({ ...session, idDigest: 'old', uid: user.uid });
    await deps.store.sessions.insert({ ...session, idDigest: 'other', uid: 'someone-else' });

    const result = await resetPassword(deps, { uid: user.uid, lid: lidOf('l1'), password: NEW_PASSWORD });

    expect(await deps.store.sessions.findSignedIn('old')).toBeNull();
    expect(await deps.store.sessions.findSignedIn('other')).not.toBeNull();
    expect(await deps.store.sessions.findSignedIn(deps.tokens.digest(result.token))).not.toBeNull();
  });

  it('leaves the user free to log in with the new password afterwards', async () => {
    const { deps, user } = await setup();
    await resetPassword(deps, { uid: user.uid, lid: lidOf('l1'), password: NEW_PASSWORD });
    expect((await login(deps, { email: 'pat@example.test', password: NEW_PASSWORD })).kind).toBe('session');
    await expect(login(deps, { email: 'pat@example.test', password: 'Passw0rd!' })).rejects.toMatchObject({
      code: 'AUTH.INVALID_CREDENTIALS',
    });
  });

  it('accepts a reset link and reports a returning user as not first-login', async () => {
    const { deps, user } = await setup({ purpose: 'reset' });
    await deps.store.users.update({ ...user, lastLoginAt: new Date('2026-05-01T00:00:00.000Z') });
    const result = await resetPassword(deps, { uid: user.uid, lid: lidOf('l1'), password: NEW_PASSWORD });
    const session = await deps.store.sessions.findSignedIn(deps.tokens.digest(result.token));
    expect(session?.session.firstLogin).toBe(false);
  });

  it('refuses a second use of the same link', async () => {
    const { deps, user } = await setup();
    await resetPassword(deps, { uid: user.uid, lid: lidOf('l1'), password: NEW_PASSWORD });
    await expect(
      resetPassword(deps, { uid: user.uid, lid: lidOf('l1'), password: 'Other9876' }),
    ).rejects.toMatchObject(INVALID);
    expect((await deps.store.users.findById(user.uid))?.passwordHash).toBe(`hashed(${NEW_PASSWORD})`);
  });

  it('works until the instant the link expires', async () => {
    const { deps, user } = await setup();
    deps.clock.set(new Date(EXPIRES.getTime() - 1));
    await expect(
      resetPassword(deps, { uid: user.uid, lid: lidOf('l1'), password: NEW_PASSWORD }),
    ).resolves.toMatchObject({ email: 'pat@example.test' });
  });

  const refusals: [
    string,
    Partial<Parameters<typeof makeLink>[0]>,
    (uid: string) => { uid: string; lid: string },
  ][] = [
    ['an unknown link', {}, (uid) => ({ uid, lid: 'lid-unknown' })],
    ['a used link', { used: true }, (uid) => ({ uid, lid: lidOf('l1') })],
    ['another user link', { uid: 'someone-else' }, (uid) => ({ uid, lid: lidOf('l1') })],
    ['a link for another uid than claimed', {}, () => ({ uid: 'someone-else', lid: lidOf('l1') })],
  ];
  it.each(refusals)('refuses %s with Invalid Link and writes nothing', async (_, link, target) => {
    const { deps, user } = await setup(link);
    const writes = recordStoreWrites(deps.store);
    await expect(resetPassword(deps, { ...target(user.uid), password: NEW_PASSWORD })).rejects.toMatchObject(
      INVALID,
    );
    expect(writes).toEqual([]);
  });

  it('refuses an expired link and writes nothing', async () => {
    const { deps, user } = await setup();
    deps.clock.set(EXPIRES);
    const writes = recordStoreWrites(deps.store);
    await expect(
      resetPassword(deps, { uid: user.uid, lid: lidOf('l1'), password: NEW_PASSWORD }),
    ).rejects.toMatchObject(INVALID);
    expect(writes).toEqual([]);
  });

  it('refuses a password that fails the rule, leaving the link usable', async () => {
    const { deps, user } = await setup();
    const writes = recordStoreWrites(deps.store);
    await expect(
      resetPassword(deps, { uid: user.uid, lid: lidOf('l1'), password: 'alllowercase1' }),
    ).rejects.toMatchObject({ kind: 'invalid', code: 'USER.WEAK_PASSWORD' });
    expect(writes).toEqual([]);
    expect(await linkUsed(deps, 'l1')).toBe(false);
  });

  it('refuses a link whose user no longer exists', async () => {
    const { deps, user } = await setup();
    await deps.store.users.deleteMany([user.uid]);
    await expect(
      resetPassword(deps, { uid: user.uid, lid: lidOf('l1'), password: NEW_PASSWORD }),
    ).rejects.toMatchObject({ kind: 'not-found', code: 'USER.NOT_FOUND' });
  });
});
