import { describe, expect, it } from 'vitest';
import { actorOf } from '../../model/actor.ts';
import type { CalendarDate } from '../../model/calendar-date.ts';
import { MEANINGFUL_WORK_KEYS, type MeaningfulWorkData } from '../../model/meaningful-work.ts';
import { getMeaningfulWork } from './get-meaningful-work.ts';
import { saveMeaningfulWork } from './save-meaningful-work.ts';
import { setUpLive, snapshotOf } from './test-support.ts';

/** Every one of the 16 fields filled with its own name. */
const sheet = (): MeaningfulWorkData =>
  Object.fromEntries(MEANINGFUL_WORK_KEYS.map((key) => [key, `my ${key}`])) as MeaningfulWorkData;

const withMeaningfulWork = async () => {
  const cast = await setUpLive();
  const participant = { ...cast.participant, mwEnabled: true };
  await cast.deps.store.users.update(participant);
  return { ...cast, participant };
};

describe('saveMeaningfulWork', () => {
  it('saves all 16 fields and reads them back', async () => {
    const { deps, participant } = await withMeaningfulWork();
    expect(await saveMeaningfulWork(deps, actorOf(participant), { data: sheet() })).toEqual({
      message: 'Saved',
    });
    expect(await deps.store.meaningfulWork.find(participant.uid)).toEqual(sheet());
    expect((await getMeaningfulWork(deps, actorOf(participant), {})).data).toEqual(sheet());
  });

  it('stores only the sheet’s own fields', async () => {
    const { deps, participant } = await withMeaningfulWork();
    const data = { ...sheet(), extra: 'not part of the sheet' } as MeaningfulWorkData;
    await saveMeaningfulWork(deps, actorOf(participant), { data });
    expect(Object.keys((await deps.store.meaningfulWork.find(participant.uid)) ?? {})).toEqual([
      ...MEANINGFUL_WORK_KEYS,
    ]);
  });

  it('lets the facilitating Guide and a super-admin save a participant’s sheet by uid', async () => {
    const { deps, participant, guide, admin } = await withMeaningfulWork();
    for (const actor of [guide, admin]) {
      const data = { ...sheet(), 'mb-body': `by ${actor.forename}` };
      await saveMeaningfulWork(deps, actorOf(actor), { uid: participant.uid, data });
      expect((await deps.store.meaningfulWork.find(participant.uid))?.['mb-body']).toBe(
        `by ${actor.forename}`,
      );
    }
    expect(await deps.store.meaningfulWork.find(guide.uid)).toBeNull();
  });

  it('refuses a user without Meaningful Work enabled (403), writing nothing', async () => {
    const { deps, participant, guide } = await setUpLive();
    for (const [actor, uid] of [
      [participant, undefined],
      [guide, participant.uid],
    ] as const) {
      await expect(saveMeaningfulWork(deps, actorOf(actor), { uid, data: sheet() })).rejects.toMatchObject({
        kind: 'forbidden',
        code: 'MW.NOT_ENABLED',
      });
    }
    expect(await deps.store.meaningfulWork.find(participant.uid)).toBeNull();
  });

  it('refuses someone else’s sheet (404), writing nothing', async () => {
    const { deps, participant, otherParticipant, guide } = await withMeaningfulWork();
    const other = { ...otherParticipant, mwEnabled: true };
    await deps.store.users.update(other);
    const before = await snapshotOf(deps.store, other.uid);
    for (const actor of [participant, guide]) {
      await expect(
        saveMeaningfulWork(deps, actorOf(actor), { uid: other.uid, data: sheet() }),
      ).rejects.toMatchObject({ kind: 'not-found', code: 'USER.NOT_FOUND' });
    }
    expect(await snapshotOf(deps.store, other.uid)).toEqual(before);
  });

  it('refuses once the event is closed by its facilitator or by date (409), writing nothing', async () => {
    const { deps, participant, admin, event } = await withMeaningfulWork();
    await deps.store.events.update({ ...event, state: 'closed', closedOn: '2026-06-01' as CalendarDate });
    await expect(
      saveMeaningfulWork(deps, actorOf(admin), { uid: participant.uid, data: sheet() }),
    ).rejects.toMatchObject({ kind: 'conflict', code: 'EVENT.CLOSED' });
    await deps.store.events.update(event);
    deps.clock.set('2026-08-01T12:00:00.000Z');
    await expect(saveMeaningfulWork(deps, actorOf(participant), { data: sheet() })).rejects.toMatchObject({
      kind: 'conflict',
      code: 'EVENT.CLOSED',
    });
    expect(await deps.store.meaningfulWork.find(participant.uid)).toBeNull();
  });
});
