import { describe, expect, it } from 'vitest';
import { actorOf } from '../../model/actor.ts';
import { createTestDeps, recordWrites, seedCast } from '../../testing/index.ts';
import { updateMeaningfulWorkAccess } from './update-meaningful-work-access.ts';

const setup = async () => {
  const deps = createTestDeps();
  return { deps, cast: await seedCast(deps.store) };
};

describe('updateMeaningfulWorkAccess', () => {
  it('lets a Guide with Meaningful Work turn it on and off for their participant', async () => {
    const { deps, cast } = await setup();
    const actor = actorOf(cast.guide);

    const on = await updateMeaningfulWorkAccess(deps, actor, { uid: cast.participant.uid, mwEnabled: true });
    expect(on).toEqual({ message: 'Meaningful Work access enabled' });
    expect((await deps.store.users.findById(cast.participant.uid))?.mwEnabled).toBe(true);

    const off = await updateMeaningfulWorkAccess(deps, actor, {
      uid: cast.participant.uid,
      mwEnabled: false,
    });
    expect(off).toEqual({ message: 'Meaningful Work access disabled' });
    expect((await deps.store.users.findById(cast.participant.uid))?.mwEnabled).toBe(false);
  });

  it('lets a super-admin set it on anyone, a Guide included', async () => {
    const { deps, cast } = await setup();
    await updateMeaningfulWorkAccess(deps, actorOf(cast.admin), {
      uid: cast.otherGuide.uid,
      mwEnabled: true,
    });
    await updateMeaningfulWorkAccess(deps, actorOf(cast.admin), {
      uid: cast.otherParticipant.uid,
      mwEnabled: true,
    });
    const [guide, participant] = await deps.store.users.findByIds([
      cast.otherGuide.uid,
      cast.otherParticipant.uid,
    ]);
    expect([guide?.mwEnabled, participant?.mwEnabled]).toEqual([true, true]);
  });

  it.each([
    ['a participant', 'participant'],
    ['a Guide without Meaningful Work', 'otherGuide'],
  ] as const)('refuses %s with 403, writing nothing', async (_, who) => {
    const { deps, cast } = await setup();
    const writes = recordWrites(deps);
    await expect(
      updateMeaningfulWorkAccess(deps, actorOf(cast[who]), { uid: cast.participant.uid, mwEnabled: true }),
    ).rejects.toMatchObject({ kind: 'forbidden', code: 'AUTH.FORBIDDEN' });
    expect(writes()).toEqual([]);
  });

  it('hides another Guide participant as not found, writing nothing', async () => {
    const { deps, cast } = await setup();
    const writes = recordWrites(deps);
    await expect(
      updateMeaningfulWorkAccess(deps, actorOf(cast.guide), {
        uid: cast.otherParticipant.uid,
        mwEnabled: true,
      }),
    ).rejects.toMatchObject({ kind: 'not-found', code: 'USER.NOT_FOUND' });
    expect(writes()).toEqual([]);
  });

  it('refuses a Guide changing their own access, writing nothing', async () => {
    const { deps, cast } = await setup();
    const writes = recordWrites(deps);
    await expect(
      updateMeaningfulWorkAccess(deps, actorOf(cast.guide), { uid: cast.guide.uid, mwEnabled: false }),
    ).rejects.toMatchObject({ kind: 'forbidden' });
    expect(writes()).toEqual([]);
  });

  it('refuses a Guide changing the access of another Guide in their event', async () => {
    const { deps, cast } = await setup();
    await deps.store.users.update({ ...cast.otherGuide, eventId: cast.event.eid });
    await expect(
      updateMeaningfulWorkAccess(deps, actorOf(cast.guide), { uid: cast.otherGuide.uid, mwEnabled: true }),
    ).rejects.toMatchObject({ kind: 'forbidden' });
    expect((await deps.store.users.findById(cast.otherGuide.uid))?.mwEnabled).toBe(false);
  });
});
