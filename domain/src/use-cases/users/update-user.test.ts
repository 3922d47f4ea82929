import { describe, expect, it } from 'vitest';
import { actorOf } from '../../model/actor.ts';
import { createTestDeps, makeUser, recordWrites, seedCast } from '../../testing/index.ts';
import { GUIDE_SETS_NO_PASSWORD_MESSAGE, type UpdateUserInput, updateUser } from './update-user.ts';

type Cast = Awaited<ReturnType<typeof seedCast>>;
type Who = keyof Pick<Cast, 'admin' | 'guide' | 'otherGuide' | 'participant' | 'otherParticipant'>;

const setup = async () => {
  const deps = createTestDeps();
  return { deps, cast: await seedCast(deps.store) };
};

const edit = (uid: string, overrides: Partial<UpdateUserInput> = {}): UpdateUserInput => ({
  uid,
  forename: ' New ',
  surname: ' Name ',
  email: ' New.Name@Example.TEST ',
  ...overrides,
});

describe('updateUser', () => {
  it('lets a Guide edit a participant of their event, keeping the password', async () => {
    const { deps, cast } = await setup();

    const result = await updateUser(deps, actorOf(cast.guide), edit(cast.participant.uid, { password: '' }));

    expect(result).toEqual({ message: 'The user has been updated' });
    expect(await deps.store.users.findById(cast.participant.uid)).toEqual({
      ...cast.participant,
      forename: 'New',
      surname: 'Name',
      email: 'new.name@example.test',
    });
  });

  it("refuses a Guide setting a participant's password (403), writing nothing", async () => {
    const { deps, cast } = await setup();
    const writes = recordWrites(deps);
    await expect(
      updateUser(deps, actorOf(cast.guide), edit(cast.participant.uid, { password: 'Reset1234' })),
    ).rejects.toMatchObject({ kind: 'forbidden', message: GUIDE_SETS_NO_PASSWORD_MESSAGE.defaultMessage });
    await expect(
      updateUser(deps, actorOf(cast.guide), edit(cast.participant.uid, { password: 'short' })),
    ).rejects.toMatchObject({ kind: 'forbidden' });
    expect(writes()).toEqual([]);
  });

  it("lets a super-admin set a participant's password", async () => {
    const { deps, cast } = await setup();
    await updateUser(deps, actorOf(cast.admin), edit(cast.participant.uid, { password: 'Reset1234' }));
    expect((await deps.store.users.findById(cast.participant.uid))?.passwordHash).toBe('hashed(Reset1234)');
  });

  it('refuses a Guide once the participant they created joins another Guide’s event', async () => {
    const { deps, cast } = await setup();
    const created = makeUser({ createdBy: cast.guide.uid, eventId: cast.otherEvent.eid });
    await deps.store.users.insert(created);
    await expect(updateUser(deps, actorOf(cast.guide), edit(created.uid))).rejects.toMatchObject({
      kind: 'not-found',
    });
    await updateUser(deps, actorOf(cast.otherGuide), edit(created.uid));
    expect((await deps.store.users.findById(created.uid))?.forename).toBe('New');
  });

  it('lets a Guide edit a participant they created who has no event yet', async () => {
    const { deps, cast } = await setup();
    const created = makeUser({ createdBy: cast.guide.uid });
    await deps.store.users.insert(created);
    await updateUser(deps, actorOf(cast.guide), edit(created.uid));
    expect((await deps.store.users.findById(created.uid))?.forename).toBe('New');
  });

  it('lets a super-admin set a Guide portal link and Meaningful Work access', async () => {
    const { deps, cast } = await setup();
    await updateUser(
      deps,
      actorOf(cast.admin),
      edit(cast.otherGuide.uid, { portalLink: ' https://portal.example/olga ', mwEnabled: true }),
    );
    expect(await deps.store.users.findById(cast.otherGuide.uid)).toMatchObject({
      portalLink: 'https://portal.example/olga',
      mwEnabled: true,
      passwordHash: cast.otherGuide.passwordHash,
    });
  });

  it('keeps a Guide portal link and access when a super-admin leaves them out', async () => {
    const { deps, cast } = await setup();
    await deps.store.users.update({ ...cast.guide, portalLink: 'https://p.example/gus' });
    await updateUser(deps, actorOf(cast.admin), edit(cast.guide.uid));
    expect(await deps.store.users.findById(cast.guide.uid)).toMatchObject({
      portalLink: 'https://p.example/gus',
      mwEnabled: true,
    });
  });

  it('ignores portal link and Meaningful Work access for a participant, even from a super-admin', async () => {
    const { deps, cast } = await setup();
    await updateUser(
      deps,
      actorOf(cast.admin),
      edit(cast.participant.uid, { portalLink: 'x', mwEnabled: true }),
    );
    expect(await deps.store.users.findById(cast.participant.uid)).toMatchObject({
      portalLink: '',
      mwEnabled: false,
    });
  });

  it('ignores portal link and Meaningful Work access sent by a Guide', async () => {
    const { deps, cast } = await setup();
    await updateUser(
      deps,
      actorOf(cast.guide),
      edit(cast.participant.uid, { portalLink: 'x', mwEnabled: true }),
    );
    expect(await deps.store.users.findById(cast.participant.uid)).toMatchObject({
      portalLink: '',
      mwEnabled: false,
    });
  });

  it('lets a super-admin edit another super-admin', async () => {
    const { deps, cast } = await setup();
    const other = makeUser({ accessLevel: 2 });
    await deps.store.users.insert(other);
    await updateUser(deps, actorOf(cast.admin), edit(other.uid));
    expect((await deps.store.users.findById(other.uid))?.surname).toBe('Name');
  });

  it('refuses a participant with 403, writing nothing', async () => {
    const { deps, cast } = await setup();
    const writes = recordWrites(deps);
    await expect(
      updateUser(deps, actorOf(cast.participant), edit(cast.participant.uid)),
    ).rejects.toMatchObject({
      kind: 'forbidden',
      code: 'AUTH.FORBIDDEN',
    });
    expect(writes()).toEqual([]);
  });

  it.each<[Who, Who | 'nobody']>([
    ['guide', 'otherParticipant'],
    ['guide', 'otherGuide'],
    ['guide', 'guide'],
    ['guide', 'admin'],
    ['admin', 'admin'],
    ['admin', 'nobody'],
  ])('hides the target from the %s as not found (%s), writing nothing', async (actor, target) => {
    const { deps, cast } = await setup();
    const uid = target === 'nobody' ? 'nobody' : cast[target].uid;
    const writes = recordWrites(deps);
    await expect(updateUser(deps, actorOf(cast[actor]), edit(uid))).rejects.toMatchObject({
      kind: 'not-found',
      code: 'USER.NOT_FOUND',
    });
    expect(writes()).toEqual([]);
  });

  it('refuses an email someone else uses, writing nothing', async () => {
    const { deps, cast } = await setup();
    const writes = recordWrites(deps);
    await expect(
      updateUser(
        deps,
        actorOf(cast.admin),
        edit(cast.participant.uid, { email: cast.guide.email.toUpperCase() }),
      ),
    ).rejects.toMatchObject({ kind: 'conflict', code: 'USER.EMAIL_TAKEN' });
    expect(writes()).toEqual([]);
  });

  it('refuses a new password that fails the rule, writing nothing', async () => {
    const { deps, cast } = await setup();
    const writes = recordWrites(deps);
    await expect(
      updateUser(deps, actorOf(cast.admin), edit(cast.participant.uid, { password: 'short' })),
    ).rejects.toMatchObject({ kind: 'invalid', code: 'USER.WEAK_PASSWORD' });
    expect(writes()).toEqual([]);
  });
});
