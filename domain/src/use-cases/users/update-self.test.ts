import { describe, expect, it } from 'vitest';
import { actorOf } from '../../model/actor.ts';
import { createTestDeps, makeUser, recordWrites, seedCast } from '../../testing/index.ts';
import { updateSelf } from './update-self.ts';

const setup = async () => {
  const deps = createTestDeps();
  const cast = await seedCast(deps.store);
  await deps.store.users.update({ ...cast.participant, email: 'paula@example.test' });
  return { deps, cast, actor: actorOf(cast.participant) };
};

const details = { forename: ' Paulina ', surname: ' Parts ', email: ' Paulina@Example.TEST ' };

describe('updateSelf', () => {
  it('updates names and email, trimmed and normalised, keeping the password', async () => {
    const { deps, cast, actor } = await setup();

    const result = await updateSelf(deps, actor, details);

    expect(result).toEqual({ message: 'Your account has been updated' });
    expect(await deps.store.users.findById(cast.participant.uid)).toEqual({
      ...cast.participant,
      forename: 'Paulina',
      surname: 'Parts',
      email: 'paulina@example.test',
    });
  });

  it('sets a new password when one is given', async () => {
    const { deps, cast, actor } = await setup();
    await updateSelf(deps, actor, { ...details, password: 'Brand9New' });
    expect((await deps.store.users.findById(cast.participant.uid))?.passwordHash).toBe('hashed(Brand9New)');
  });

  it('keeps the password when an empty one is sent', async () => {
    const { deps, cast, actor } = await setup();
    await updateSelf(deps, actor, { ...details, password: '' });
    expect((await deps.store.users.findById(cast.participant.uid))?.passwordHash).toBe(
      cast.participant.passwordHash,
    );
  });

  it('accepts the own email again in another case', async () => {
    const { deps, cast, actor } = await setup();
    await updateSelf(deps, actor, { ...details, email: 'PAULA@example.test' });
    expect((await deps.store.users.findById(cast.participant.uid))?.email).toBe('paula@example.test');
  });

  it('works for a Guide too', async () => {
    const { deps, cast } = await setup();
    await updateSelf(deps, actorOf(cast.guide), {
      forename: 'Gustav',
      surname: 'Guide',
      email: 'gus@example.test',
    });
    expect((await deps.store.users.findById(cast.guide.uid))?.forename).toBe('Gustav');
  });

  it('refuses an email someone else uses, writing nothing', async () => {
    const { deps, actor } = await setup();
    await deps.store.users.insert(makeUser({ email: 'taken@example.test' }));
    const writes = recordWrites(deps);
    await expect(updateSelf(deps, actor, { ...details, email: 'Taken@Example.test' })).rejects.toMatchObject({
      kind: 'conflict',
      code: 'USER.EMAIL_TAKEN',
      message: 'A user with this email already exists',
    });
    expect(writes()).toEqual([]);
  });

  it('refuses a new password that fails the rule, writing nothing', async () => {
    const { deps, actor } = await setup();
    const writes = recordWrites(deps);
    await expect(updateSelf(deps, actor, { ...details, password: 'NoDigitsHere' })).rejects.toMatchObject({
      kind: 'invalid',
      code: 'USER.WEAK_PASSWORD',
    });
    expect(writes()).toEqual([]);
  });

  it('refuses a blank forename, writing nothing', async () => {
    const { deps, actor } = await setup();
    const writes = recordWrites(deps);
    await expect(updateSelf(deps, actor, { ...details, forename: ' ' })).rejects.toMatchObject({
      kind: 'invalid',
      code: 'USER.DETAILS_REQUIRED',
    });
    expect(writes()).toEqual([]);
  });

  it('reports an account deleted meanwhile as not found', async () => {
    const { deps, cast, actor } = await setup();
    await deps.store.users.deleteMany([cast.participant.uid]);
    await expect(updateSelf(deps, actor, details)).rejects.toMatchObject({ kind: 'not-found' });
  });
});
