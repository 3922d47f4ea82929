import { describe, expect, it } from 'vitest';
import { actorOf } from '../../model/actor.ts';
import { createTestDeps, seedCast } from '../../testing/index.ts';
import { loadManagedEvent, loadUserToActOn, loadUserToAdminister } from './access.ts';

describe('loadUserToActOn', () => {
  it("uses the actor's own record read with the session, without another read", async () => {
    const deps = createTestDeps();
    const cast = await seedCast(deps.store);
    const self = { user: cast.participant, event: cast.event };
    let reads = 0;
    const store = {
      ...deps.store,
      users: {
        ...deps.store.users,
        findById: async () => {
          reads += 1;
          return null;
        },
      },
    };
    expect(await loadUserToActOn(store, { ...actorOf(cast.participant), self }, cast.participant.uid)).toBe(
      self,
    );
    expect(reads).toBe(0);
  });

  it('reads the user and event when acting on oneself without a session snapshot', async () => {
    const deps = createTestDeps();
    const cast = await seedCast(deps.store);
    expect(await loadUserToActOn(deps.store, actorOf(cast.participant), cast.participant.uid)).toEqual({
      user: cast.participant,
      event: cast.event,
    });
  });

  it("lets a Guide reach their participant and reports another Guide's participant as missing", async () => {
    const deps = createTestDeps();
    const cast = await seedCast(deps.store);
    const guide = { ...actorOf(cast.guide), self: { user: cast.guide, event: null } };
    expect((await loadUserToActOn(deps.store, guide, cast.participant.uid)).user).toEqual(cast.participant);
    await expect(loadUserToActOn(deps.store, guide, cast.otherParticipant.uid)).rejects.toMatchObject({
      kind: 'not-found',
      code: 'USER.NOT_FOUND',
    });
    await expect(loadUserToActOn(deps.store, guide, 'missing')).rejects.toMatchObject({ kind: 'not-found' });
  });
});

describe('loadUserToAdminister', () => {
  it('never administers oneself and reports it as missing', async () => {
    const deps = createTestDeps();
    const cast = await seedCast(deps.store);
    await expect(loadUserToAdminister(deps.store, actorOf(cast.admin), cast.admin.uid)).rejects.toMatchObject(
      {
        kind: 'not-found',
      },
    );
    expect((await loadUserToAdminister(deps.store, actorOf(cast.admin), cast.guide.uid)).user).toEqual(
      cast.guide,
    );
  });
});

describe('loadManagedEvent', () => {
  it("gives a Guide their event and hides another Guide's", async () => {
    const deps = createTestDeps();
    const cast = await seedCast(deps.store);
    expect(await loadManagedEvent(deps.store, actorOf(cast.guide), cast.event.eid)).toEqual(cast.event);
    await expect(
      loadManagedEvent(deps.store, actorOf(cast.guide), cast.otherEvent.eid),
    ).rejects.toMatchObject({
      kind: 'not-found',
      code: 'EVENT.NOT_FOUND',
    });
  });
});
