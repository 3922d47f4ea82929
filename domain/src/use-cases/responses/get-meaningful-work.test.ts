import { describe, expect, it } from 'vitest';
import { actorOf } from '../../model/actor.ts';
import type { CalendarDate } from '../../model/calendar-date.ts';
import { emptyMeaningfulWork, type MeaningfulWorkData } from '../../model/meaningful-work.ts';
import { makeResponse } from '../../testing/index.ts';
import { getMeaningfulWork } from './get-meaningful-work.ts';
import { MW_NOT_ENABLED_MESSAGE } from './response-target.ts';
import { setUp, setUpLive, snapshotOf } from './test-support.ts';

const withMeaningfulWork = async () => {
  const cast = await setUpLive();
  const participant = { ...cast.participant, mwEnabled: true };
  await cast.deps.store.users.update(participant);
  await cast.deps.store.responses.save(makeResponse(participant.uid));
  return { ...cast, participant };
};

const EXPECTED_DEFAULTS: MeaningfulWorkData = {
  ...emptyMeaningfulWork(),
  'driver-value': 'Value 1',
  'driver-desc': 'D1',
  'result-value': 'Value 10',
  'result-desc': 'D10',
  'accelerator-0-value': 'Value 6',
  'accelerator-1-value': 'Value 7',
  'accelerator-2-value': 'Value 8',
  'accelerator-3-value': 'Value 9',
};

describe('getMeaningfulWork', () => {
  it('returns the pre-work defaults as data and defaults when nothing is saved, with the event header', async () => {
    const { deps, participant, event } = await withMeaningfulWork();
    const before = await snapshotOf(deps.store, participant.uid);
    expect(await getMeaningfulWork(deps, actorOf(participant), {})).toEqual({
      data: EXPECTED_DEFAULTS,
      defaults: EXPECTED_DEFAULTS,
      event: { eventName: event.eventName, eventDate: event.eventDate },
    });
    expect(await snapshotOf(deps.store, participant.uid)).toEqual(before);
  });

  it('returns the saved sheet with the defaults beside it for Reset', async () => {
    const { deps, participant } = await withMeaningfulWork();
    const saved = { ...emptyMeaningfulWork(), 'mb-body': 'Because it matters' };
    await deps.store.meaningfulWork.save(participant.uid, saved);
    const result = await getMeaningfulWork(deps, actorOf(participant), {});
    expect(result.data).toEqual(saved);
    expect(result.defaults).toEqual(EXPECTED_DEFAULTS);
  });

  it('returns empty defaults and no event for a user without pre-work or event', async () => {
    const { deps, guide } = await setUp();
    expect(await getMeaningfulWork(deps, actorOf(guide), {})).toEqual({
      data: emptyMeaningfulWork(),
      defaults: emptyMeaningfulWork(),
      event: null,
    });
  });

  it('refuses a user without Meaningful Work enabled (403), even when a Guide asks', async () => {
    const { deps, participant, guide } = await setUpLive();
    for (const [actor, uid] of [
      [participant, undefined],
      [guide, participant.uid],
    ] as const) {
      await expect(getMeaningfulWork(deps, actorOf(actor), { uid })).rejects.toMatchObject({
        kind: 'forbidden',
        code: 'MW.NOT_ENABLED',
        message: MW_NOT_ENABLED_MESSAGE.defaultMessage,
      });
    }
  });

  it('lets the facilitating Guide and a super-admin read a participant’s sheet by uid', async () => {
    const { deps, participant, guide, admin } = await withMeaningfulWork();
    for (const actor of [guide, admin]) {
      const result = await getMeaningfulWork(deps, actorOf(actor), { uid: participant.uid });
      expect(result.data['driver-value']).toBe('Value 1');
    }
  });

  it('refuses a participant reading someone else’s sheet and a Guide reading another Guide’s participant (404)', async () => {
    const { deps, participant, otherParticipant, guide } = await withMeaningfulWork();
    await deps.store.users.update({ ...otherParticipant, mwEnabled: true });
    await expect(getMeaningfulWork(deps, actorOf(participant), { uid: guide.uid })).rejects.toMatchObject({
      kind: 'not-found',
    });
    await expect(
      getMeaningfulWork(deps, actorOf(guide), { uid: otherParticipant.uid }),
    ).rejects.toMatchObject({ kind: 'not-found', code: 'USER.NOT_FOUND' });
  });

  it('refuses once the event is closed by its facilitator or by date (409)', async () => {
    const { deps, participant, guide, event } = await withMeaningfulWork();
    deps.clock.set('2026-07-11T00:00:00.000Z');
    await expect(getMeaningfulWork(deps, actorOf(participant), {})).rejects.toMatchObject({
      kind: 'conflict',
      code: 'EVENT.CLOSED',
    });
    deps.clock.set('2026-06-02T00:00:00.000Z');
    await deps.store.events.update({ ...event, state: 'closed', closedOn: '2026-06-01' as CalendarDate });
    await expect(getMeaningfulWork(deps, actorOf(guide), { uid: participant.uid })).rejects.toMatchObject({
      kind: 'conflict',
      code: 'EVENT.CLOSED',
    });
  });
});
