import { describe, expect, it } from 'vitest';
import { actorOf } from '../../model/actor.ts';
import type { Session } from '../../model/session.ts';
import { createTestDeps, makeUser, recordWrites, seedCast } from '../../testing/index.ts';
import {
  CURRENT_PASSWORD_REQUIRED_MESSAGE,
  type UpdateSelfInput,
  updateSelf,
  WRONG_CURRENT_PASSWORD_MESSAGE,
} from './update-self.ts';

const CURRENT = 'Passw0rd!';

const sessionOf = (uid: string, token: string): Session => ({
  idDigest: `digest(${token})`,
  uid,
  createdAt: new Date('2026-11-23T08:00:00Z'),
  lastSeenAt: new Date('2026-11-23T08:00:00Z'),
  expiresAt: new Date('2026-11-24T08:00:00Z'),
  firstLogin: false,
});

const setup = async () => {
  const deps = createTestDeps();
  const cast = await seedCast(deps.store);
  await deps.store.users.update({ ...cast.participant, email: 'paula@example.test' });
  for (const token of ['this-session', 'laptop', 'phone']) {
    await deps.store.sessions.insert(sessionOf(cast.participant.uid, token));
  }
  await deps.store.sessions.insert(sessionOf(cast.guide.uid, 'guides-session'));
  return { deps, cast, actor: actorOf(cast.participant) };
};

/** Same email as stored: only the names change, so no current password is needed. */
const names: UpdateSelfInput = {
  forename: ' Paulina ',
  surname: ' Parts ',
  email: ' Paula@Example.TEST ',
  sessionToken: 'this-session',
};
const newEmail: UpdateSelfInput = { ...names, email: ' Paulina@Example.TEST ', currentPassword: CURRENT };

const signedIn = async (deps: ReturnType<typeof createTestDeps>, token: string) =>
  (await deps.store.sessions.findSignedIn(`digest(${token})`)) !== null;

describe('updateSelf', () => {
  it('updates names without the current password, trimmed, keeping email and password', async () => {
    const { deps, cast, actor } = await setup();

    const result = await updateSelf(deps, actor, names);

    expect(result).toEqual({ message: 'Your account has been updated' });
    expect(await deps.store.users.findById(cast.participant.uid)).toEqual({
      ...cast.participant,
      forename: 'Paulina',
      surname: 'Parts',
      email: 'paula@example.test',
    });
    expect(await signedIn(deps, 'laptop')).toBe(true);
  });

  it('changes the email, normalised, given the current password', async () => {
    const { deps, cast, actor } = await setup();
    await updateSelf(deps, actor, newEmail);
    expect((await deps.store.users.findById(cast.participant.uid))?.email).toBe('paulina@example.test');
  });

  it('sets a new password given the current one and ends every other session of the user', async () => {
    const { deps, cast, actor } = await setup();
    await updateSelf(deps, actor, { ...names, password: 'Brand9New', currentPassword: CURRENT });
    expect((await deps.store.users.findById(cast.participant.uid))?.passwordHash).toBe('hashed(Brand9New)');
    expect(await signedIn(deps, 'this-session')).toBe(true);
    expect(await signedIn(deps, 'laptop')).toBe(false);
    expect(await signedIn(deps, 'phone')).toBe(false);
    expect(await signedIn(deps, 'guides-session')).toBe(true);
  });

  it('refuses an email or password change without the current password (400), writing nothing', async () => {
    const { deps, actor } = await setup();
    const writes = recordWrites(deps);
    for (const input of [
      { ...newEmail, currentPassword: undefined },
      { ...names, password: 'Brand9New' },
      { ...names, password: 'Brand9New', currentPassword: '' },
    ]) {
      await expect(updateSelf(deps, actor, input)).rejects.toMatchObject({
        kind: 'invalid',
        code: 'USER.CURRENT_PASSWORD_REQUIRED',
        message: CURRENT_PASSWORD_REQUIRED_MESSAGE.defaultMessage,
      });
    }
    expect(writes()).toEqual([]);
  });

  it('refuses a wrong current password (403), writing nothing', async () => {
    const { deps, actor } = await setup();
    const writes = recordWrites(deps);
    for (const input of [
      { ...newEmail, currentPassword: 'Wrong1234' },
      { ...names, password: 'Brand9New', currentPassword: 'Wrong1234' },
    ]) {
      await expect(updateSelf(deps, actor, input)).rejects.toMatchObject({
        kind: 'forbidden',
        code: 'USER.WRONG_CURRENT_PASSWORD',
        message: WRONG_CURRENT_PASSWORD_MESSAGE.defaultMessage,
      });
    }
    expect(writes()).toEqual([]);
  });

  it('keeps the password and every session when an empty one is sent', async () => {
    const { deps, cast, actor } = await setup();
    await updateSelf(deps, actor, { ...names, password: '' });
    expect((await deps.store.users.findById(cast.participant.uid))?.passwordHash).toBe(
      cast.participant.passwordHash,
    );
    expect(await signedIn(deps, 'phone')).toBe(true);
  });

  it('accepts the own email again in another case without the current password', async () => {
    const { deps, cast, actor } = await setup();
    await updateSelf(deps, actor, { ...names, email: 'PAULA@example.test' });
    expect((await deps.store.users.findById(cast.participant.uid))?.email).toBe('paula@example.test');
  });

  it('works for a Guide too', async () => {
    const { deps, cast } = await setup();
    await updateSelf(deps, actorOf(cast.guide), {
      forename: 'Gustav',
      surname: 'Guide',
      email: cast.guide.email,
      sessionToken: 'guides-session',
    });
    expect((await deps.store.users.findById(cast.guide.uid))?.forename).toBe('Gustav');
  });

  it('refuses an email someone else uses, writing nothing', async () => {
    const { deps, actor } = await setup();
    await deps.store.users.insert(makeUser({ email: 'taken@example.test' }));
    const writes = recordWrites(deps);
    await expect(updateSelf(deps, actor, { ...newEmail, email: 'Taken@Example.test' })).rejects.toMatchObject(
      {
        kind: 'conflict',
        code: 'USER.EMAIL_TAKEN',
        message: 'A user with this email already exists',
      },
    );
    expect(writes()).toEqual([]);
  });

  it('refuses a new password that fails the rule, writing nothing', async () => {
    const { deps, actor } = await setup();
    const writes = recordWrites(deps);
    await expect(
      updateSelf(deps, actor, { ...names, password: 'NoDigitsHere', currentPassword: CURRENT }),
    ).rejects.toMatchObject({ kind: 'invalid', code: 'USER.WEAK_PASSWORD' });
    expect(writes()).toEqual([]);
  });

  it('refuses a blank forename, writing nothing', async () => {
    const { deps, actor } = await setup();
    const writes = recordWrites(deps);
    await expect(updateSelf(deps, actor, { ...names, forename: ' ' })).rejects.toMatchObject({
      kind: 'invalid',
      code: 'USER.DETAILS_REQUIRED',
    });
    expect(writes()).toEqual([]);
  });

  it('reports an account deleted meanwhile as not found', async () => {
    const { deps, cast, actor } = await setup();
    await deps.store.users.deleteMany([cast.participant.uid]);
    await expect(updateSelf(deps, actor, names)).rejects.toMatchObject({ kind: 'not-found' });
  });
});
