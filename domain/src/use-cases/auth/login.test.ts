import { describe, expect, it, vi } from 'vitest';
import { DomainError, rateLimited, verbatim } from '../../errors/domain-error.ts';
import type { CalendarDate } from '../../model/calendar-date.ts';
import type { User } from '../../model/user.ts';
import {
  createTestDeps,
  makeEvent,
  makeUser,
  recordStoreWrites,
  type TestDeps,
} from '../../testing/index.ts';
import { lidOf, makeLink } from '../users/store-probe.test-support.ts';
import { isInvalidCredentials, login } from './login.ts';

const PASSWORD = 'Passw0rd!';
const INVALID = {
  kind: 'unauthenticated',
  code: 'AUTH.INVALID_CREDENTIALS',
  message: 'Incorrect email or password.',
};

const setup = async (overrides: Partial<User> = {}): Promise<{ deps: TestDeps; user: User }> => {
  const deps = createTestDeps();
  const user = makeUser({ email: 'pat@example.test', accessLevel: 1, ...overrides });
  await deps.store.users.insert(user);
  return { deps, user };
};

describe('login', () => {
  it('opens a session for the right email and password', async () => {
    const { deps, user } = await setup();
    const now = deps.clock.now();

    const result = await login(deps, { email: 'pat@example.test', password: PASSWORD });

    expect(result).toEqual({ kind: 'session', uid: user.uid, token: expect.any(String), accessLevel: 1 });
    if (result.kind !== 'session') throw new Error('expected a session');
    const found = await deps.store.sessions.findSignedIn(deps.tokens.digest(result.token));
    expect(found?.session).toEqual({
      idDigest: deps.tokens.digest(result.token),
      uid: user.uid,
      firstLogin: true,
      createdAt: now,
      lastSeenAt: now,
      expiresAt: new Date(now.getTime() + 24 * 3_600_000),
    });
    expect((await deps.store.users.findById(user.uid))?.lastLoginAt).toEqual(now);
  });

  it('matches the email case-insensitively and ignores surrounding spaces', async () => {
    const { deps } = await setup();
    const result = await login(deps, { email: '  PAT@Example.TEST ', password: PASSWORD });
    expect(result.kind).toBe('session');
  });

  it('rotates the session at every login and reports only the first login as first', async () => {
    const { deps } = await setup();
    const first = await login(deps, { email: 'pat@example.test', password: PASSWORD });
    deps.clock.advance(60_000);
    const second = await login(deps, { email: 'pat@example.test', password: PASSWORD });
    if (first.kind !== 'session' || second.kind !== 'session') throw new Error('expected sessions');

    expect(second.token).not.toBe(first.token);
    const session = await deps.store.sessions.findSignedIn(deps.tokens.digest(second.token));
    expect(session?.session.firstLogin).toBe(false);
  });

  it('refuses a wrong password with the generic message and writes only its audit entry', async () => {
    const { deps } = await setup();
    const writes = recordStoreWrites(deps.store);
    await expect(login(deps, { email: 'pat@example.test', password: 'Wrong1234' })).rejects.toMatchObject(
      INVALID,
    );
    expect(writes).toEqual(['audit.append']);
  });

  it('tells its refusal of the credentials apart from other errors', async () => {
    const { deps } = await setup();
    const refusal = await login(deps, { email: 'pat@example.test', password: 'Wrong1234' }).catch(
      (error: unknown) => error,
    );
    expect(isInvalidCredentials(refusal)).toBe(true);
    for (const other of [
      rateLimited(),
      new DomainError('unauthenticated', 'AUTH.NO_SESSION', verbatim('x')),
      new Error(),
    ])
      expect(isInvalidCredentials(other)).toBe(false);
  });

  it('refuses an unknown email with the same message, still verifying a real-looking hash', async () => {
    const verify = vi.fn(async () => false);
    const deps = createTestDeps({ passwords: { hash: async (p) => `hashed(${p})`, verify } });
    const writes = recordStoreWrites(deps.store);

    await expect(login(deps, { email: 'nobody@example.test', password: PASSWORD })).rejects.toMatchObject(
      INVALID,
    );

    expect(verify).toHaveBeenCalledTimes(1);
    expect(verify).toHaveBeenCalledWith(
      expect.stringMatching(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/),
      PASSWORD,
    );
    expect(writes).toEqual(['audit.append']);
  });

  it('refuses an account without a password even if the dummy hash matched', async () => {
    const verify = vi.fn(async () => true);
    const deps = createTestDeps({ passwords: { hash: async (p) => `hashed(${p})`, verify } });
    await deps.store.users.insert(makeUser({ email: 'new@example.test', passwordHash: null }));

    await expect(login(deps, { email: 'new@example.test', password: PASSWORD })).rejects.toMatchObject(
      INVALID,
    );
    expect(verify).toHaveBeenCalledWith(expect.stringMatching(/^\$argon2id\$/), PASSWORD);
  });

  it('refuses an unknown email even if the dummy hash matched', async () => {
    const deps = createTestDeps({
      passwords: { hash: async (p) => `hashed(${p})`, verify: async () => true },
    });
    await expect(login(deps, { email: 'nobody@example.test', password: PASSWORD })).rejects.toMatchObject(
      INVALID,
    );
  });

  describe('with an unused set-up link', () => {
    it('replaces the link with a fresh one, returns it as lid and opens no session', async () => {
      const { deps, user } = await setup({ accessLevel: 0 });
      await deps.store.logonLinks.insert(makeLink({ id: 'old', uid: user.uid, purpose: 'setup' }));
      const writes = recordStoreWrites(deps.store);

      const result = await login(deps, { email: 'pat@example.test', password: PASSWORD });

      if (result.kind !== 'update-password') throw new Error('expected update-password');
      expect(result.uid).toBe(user.uid);
      expect(result.lid).not.toBe(lidOf('old'));
      expect((await deps.store.logonLinks.findByDigest(`digest(${lidOf('old')})`))?.used).toBe(true);
      const fresh = await deps.store.logonLinks.findByDigest(deps.tokens.digest(result.lid));
      expect(fresh).toMatchObject({
        uid: user.uid,
        purpose: 'setup',
        used: false,
        createdAt: deps.clock.now(),
      });
      expect(writes).not.toContain('sessions.insert');
      expect((await deps.store.users.findById(user.uid))?.lastLoginAt).toBeNull();
    });

    it('lets the fresh link last until the end of the access close date of the user event', async () => {
      const { deps, user } = await setup({ accessLevel: 0 });
      const event = makeEvent({ facilitatorId: 'g', accessClose: '2026-08-15' as CalendarDate });
      await deps.store.events.insert(event);
      await deps.store.users.update({ ...user, eventId: event.eid });
      await deps.store.logonLinks.insert(makeLink({ id: 'old', uid: user.uid, purpose: 'setup' }));

      const result = await login(deps, { email: 'pat@example.test', password: PASSWORD });

      if (result.kind !== 'update-password') throw new Error('expected update-password');
      const fresh = await deps.store.logonLinks.findByDigest(deps.tokens.digest(result.lid));
      expect(fresh?.expiresAt).toEqual(new Date('2026-08-16T00:00:00.000Z'));
    });

    it('lets the fresh link last 30 days when the user has no event', async () => {
      const { deps, user } = await setup({ accessLevel: 0 });
      await deps.store.logonLinks.insert(makeLink({ id: 'old', uid: user.uid, purpose: 'setup' }));

      const result = await login(deps, { email: 'pat@example.test', password: PASSWORD });

      if (result.kind !== 'update-password') throw new Error('expected update-password');
      const fresh = await deps.store.logonLinks.findByDigest(deps.tokens.digest(result.lid));
      expect(fresh?.expiresAt).toEqual(new Date('2026-07-02T00:00:00.000Z'));
    });

    it('still refuses a wrong password without revealing the link', async () => {
      const { deps, user } = await setup({ accessLevel: 0 });
      await deps.store.logonLinks.insert(makeLink({ id: 'old', uid: user.uid, purpose: 'setup' }));
      await expect(login(deps, { email: 'pat@example.test', password: 'Wrong1234' })).rejects.toMatchObject(
        INVALID,
      );
      expect((await deps.store.logonLinks.findByDigest(`digest(${lidOf('old')})`))?.used).toBe(false);
    });

    it('counts the link until the instant it expires', async () => {
      const { deps, user } = await setup({ accessLevel: 0 });
      const expiresAt = new Date('2026-06-01T10:00:00.000Z');
      await deps.store.logonLinks.insert(makeLink({ id: 'old', uid: user.uid, purpose: 'setup', expiresAt }));

      deps.clock.set(new Date(expiresAt.getTime() - 1));
      expect((await login(deps, { email: 'pat@example.test', password: PASSWORD })).kind).toBe(
        'update-password',
      );
    });
  });

  it.each([
    ['a used set-up link', { purpose: 'setup' as const, used: true }],
    [
      'an expired set-up link',
      { purpose: 'setup' as const, expiresAt: new Date('2026-06-01T09:00:00.000Z') },
    ],
    ['an unused reset link', { purpose: 'reset' as const }],
    // Issue 31: a logon email or a reminder does not send someone with a password to set another.
    ['an unused emailed logon link (logon email or reminder)', { purpose: 'logon' as const }],
  ])('opens a session despite %s', async (_, link) => {
    const { deps, user } = await setup();
    await deps.store.logonLinks.insert(makeLink({ id: 'l1', uid: user.uid, ...link }));
    expect((await login(deps, { email: 'pat@example.test', password: PASSWORD })).kind).toBe('session');
  });
});
