import { describe, expect, it } from 'vitest';
import { actorOf } from '../../model/actor.ts';
import { emptyMeaningfulWork } from '../../model/meaningful-work.ts';
import type { ResponseCompleted } from '../../model/user.ts';
import { makeResponse } from '../../testing/index.ts';
import { getMeaningfulWork } from './get-meaningful-work.ts';
import { getResponse } from './get-response.ts';
import { LIVE_NOT_OPEN_MESSAGE } from './response-target.ts';
import { saveMeaningfulWork } from './save-meaningful-work.ts';
import { saveResponse } from './save-response.ts';
import { setUp, snapshotOf } from './test-support.ts';

const ALL_DONE: ResponseCompleted = [true, true, true, true];
const PREWORK_ONLY = {
  kind: 'forbidden',
  code: 'SESSION.PREWORK_ONLY',
  message: LIVE_NOT_OPEN_MESSAGE.defaultMessage,
};

/** The cast's event in Pre-work (the default), its participant with complete pre-work and Meaningful Work on. */
const inPreworkEvent = async () => {
  const cast = await setUp();
  const participant = { ...cast.participant, responseCompleted: ALL_DONE, mwEnabled: true };
  await cast.deps.store.users.update(participant);
  await cast.deps.store.responses.save(makeResponse(participant.uid));
  return { ...cast, participant };
};

const liveBody = () => {
  const { values, descriptions, percentLived } = makeResponse('ignored');
  return { prework: false, values, descriptions, percentLived };
};

describe('session access: live work waits for a Live event', () => {
  it("refuses a participant's own live reads and writes while the event is in Pre-work (403), changing nothing", async () => {
    const { deps, participant } = await inPreworkEvent();
    const actor = actorOf(participant);
    const before = await snapshotOf(deps.store, participant.uid);
    await expect(getResponse(deps, actor, { prework: false })).rejects.toMatchObject(PREWORK_ONLY);
    await expect(saveResponse(deps, actor, liveBody())).rejects.toMatchObject(PREWORK_ONLY);
    await expect(getResponse(deps, actor, { prework: false, uid: participant.uid })).rejects.toMatchObject(
      PREWORK_ONLY,
    );
    await expect(getMeaningfulWork(deps, actor, {})).rejects.toMatchObject(PREWORK_ONLY);
    await expect(saveMeaningfulWork(deps, actor, { data: emptyMeaningfulWork() })).rejects.toMatchObject(
      PREWORK_ONLY,
    );
    expect(await snapshotOf(deps.store, participant.uid)).toEqual(before);
  });

  it('still lets the participant read and save their pre-work', async () => {
    const { deps, participant } = await inPreworkEvent();
    const actor = actorOf(participant);
    await expect(getResponse(deps, actor, { prework: true })).resolves.toMatchObject({
      values: expect.any(Array),
    });
    const { values, descriptions, percentLived } = makeResponse('ignored');
    await expect(
      saveResponse(deps, actor, { prework: true, values, descriptions, percentLived }),
    ).resolves.toMatchObject({ message: 'Saved' });
  });

  it('lets the Guide and a super-admin managing the event view and edit the live work ahead', async () => {
    const { deps, participant, guide, admin } = await inPreworkEvent();
    for (const manager of [guide, admin]) {
      const actor = actorOf(manager);
      const uid = participant.uid;
      await expect(getResponse(deps, actor, { uid, prework: false })).resolves.toMatchObject({
        values: expect.any(Array),
      });
      await expect(saveResponse(deps, actor, { uid, ...liveBody() })).resolves.toMatchObject({
        message: 'Saved',
      });
      const sheet = await getMeaningfulWork(deps, actor, { uid });
      await expect(saveMeaningfulWork(deps, actor, { uid, data: sheet.data })).resolves.toEqual({
        message: 'Saved',
      });
    }
  });

  it('opens the live work once the event is Live', async () => {
    const { deps, participant, event } = await inPreworkEvent();
    await deps.store.events.update({ ...event, sessionAccess: 'Live' });
    const actor = actorOf(participant);
    await expect(getResponse(deps, actor, { prework: false })).resolves.toMatchObject({
      values: expect.any(Array),
    });
    await expect(saveResponse(deps, actor, liveBody())).resolves.toMatchObject({ message: 'Saved' });
    await expect(getMeaningfulWork(deps, actor, {})).resolves.toMatchObject({ data: expect.any(Object) });
  });

  it("holds a Guide's own personal event in Pre-work back the same way", async () => {
    const { deps, guide, event } = await inPreworkEvent();
    const inOwnEvent = { ...guide, eventId: event.eid, responseCompleted: ALL_DONE };
    await deps.store.users.update(inOwnEvent);
    await deps.store.responses.save(makeResponse(guide.uid));
    await expect(getResponse(deps, actorOf(inOwnEvent), { prework: false })).rejects.toMatchObject(
      PREWORK_ONLY,
    );
  });
});
