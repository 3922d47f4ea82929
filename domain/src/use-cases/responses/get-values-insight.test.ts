import { describe, expect, it } from 'vitest';
import { actorOf } from '../../model/actor.ts';
import { makeResponse, makeUser } from '../../testing/index.ts';
import { getValuesInsight } from './get-values-insight.ts';
import { setUp, setUpLive, snapshotOf } from './test-support.ts';

/** makeResponse rates rank r at 10r %: (sum of (11 - r) * 10r) / 55 = 40, the top three below 50. */
const EXPECTED = {
  alignment: 40,
  neglected: [
    { value: 'Value 1', rank: 1, percentLived: 10 },
    { value: 'Value 2', rank: 2, percentLived: 20 },
    { value: 'Value 3', rank: 3, percentLived: 30 },
  ],
};
const NONE = { alignment: null, neglected: [] };

describe('getValuesInsight', () => {
  it('gives a participant their pre-work insight once the values are rated, and none before', async () => {
    const { deps, participant } = await setUp();
    await deps.store.responses.save(makeResponse(participant.uid));
    await deps.store.users.update({ ...participant, responseCompleted: [true, true, true, false] });
    expect(await getValuesInsight(deps, actorOf(participant), { prework: true })).toEqual(NONE);
    await deps.store.users.update({ ...participant, responseCompleted: [true, true, true, true] });
    expect(await getValuesInsight(deps, actorOf(participant), { prework: true })).toEqual(EXPECTED);
  });

  it('reads the live record, or before it exists the completed pre-work it starts from, writing nothing', async () => {
    const { deps, participant } = await setUpLive();
    const done = { ...participant, responseCompleted: [true, true, true, true] as const };
    await deps.store.users.update(done);
    expect(await getValuesInsight(deps, actorOf(done), { prework: false })).toEqual(NONE);
    await deps.store.responses.save(makeResponse(participant.uid));
    const before = await snapshotOf(deps.store, participant.uid);
    expect(await getValuesInsight(deps, actorOf(done), { prework: false })).toEqual(EXPECTED);
    expect(await snapshotOf(deps.store, participant.uid)).toEqual(before);

    await deps.store.responses.save({
      ...makeResponse(participant.uid, 'live'),
      percentLived: Array(10).fill(100),
    });
    expect(await getValuesInsight(deps, actorOf(done), { prework: false })).toEqual({
      alignment: 100,
      neglected: [],
    });
  });

  it("lets the participant's Guide and a super-admin read it, and hides other people as missing", async () => {
    const { deps, participant, guide, admin, otherGuide } = await setUp();
    await deps.store.responses.save(makeResponse(participant.uid));
    await deps.store.users.update({ ...participant, responseCompleted: [true, true, true, true] });
    for (const viewer of [guide, admin]) {
      expect(await getValuesInsight(deps, actorOf(viewer), { uid: participant.uid, prework: true })).toEqual(
        EXPECTED,
      );
    }
    await expect(
      getValuesInsight(deps, actorOf(otherGuide), { uid: participant.uid, prework: true }),
    ).rejects.toMatchObject({ kind: 'not-found' });
    const stranger = makeUser();
    await deps.store.users.insert(stranger);
    await expect(
      getValuesInsight(deps, actorOf(participant), { uid: stranger.uid, prework: true }),
    ).rejects.toMatchObject({ kind: 'not-found' });
  });

  it('keeps a participant in a Pre-work event out of the live insight, as out of the live values', async () => {
    const { deps, participant } = await setUp();
    await expect(getValuesInsight(deps, actorOf(participant), { prework: false })).rejects.toMatchObject({
      kind: 'forbidden',
    });
  });
});
