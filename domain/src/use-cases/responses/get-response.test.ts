import { describe, expect, it } from 'vitest';
import { ORIGINAL_VALUES } from '../../data/original-values.ts';
import { actorOf } from '../../model/actor.ts';
import type { CalendarDate } from '../../model/calendar-date.ts';
import { toResponseView } from '../../model/response.ts';
import { makeResponse } from '../../testing/index.ts';
import { getResponse } from './get-response.ts';
import { PREWORK_INCOMPLETE_MESSAGE } from './response-target.ts';
import { setUp, setUpLive, snapshotOf } from './test-support.ts';

const ALL_DONE = [true, true, true, true] as const;

const withCompletePrework = async () => {
  const cast = await setUpLive();
  const participant = { ...cast.participant, responseCompleted: ALL_DONE };
  await cast.deps.store.users.update(participant);
  await cast.deps.store.responses.save(makeResponse(participant.uid));
  return { ...cast, participant };
};

describe('getResponse: pre-work', () => {
  it('offers the default values list and empty lists when nothing is saved', async () => {
    const { deps, participant } = await setUp();
    const view = await getResponse(deps, actorOf(participant), { prework: true });
    expect(view).toEqual({
      originalValues: ORIGINAL_VALUES,
      originalIndexes: [],
      values: [],
      descriptions: [],
      percentLived: [],
    });
  });

  it('returns the saved pre-work record with the default values list', async () => {
    const { deps, participant } = await setUp();
    const saved = makeResponse(participant.uid);
    await deps.store.responses.save(saved);
    const view = await getResponse(deps, actorOf(participant), { prework: true });
    expect(view).toEqual({ originalValues: ORIGINAL_VALUES, ...toResponseView(saved) });
    expect(view.values[0]).toBe('Value 1');
    expect(view.originalIndexes[9]).toBe(9);
  });

  it('reads the responses of a user who has no event', async () => {
    const { deps, admin } = await setUp();
    const view = await getResponse(deps, actorOf(admin), { prework: true });
    expect(view.values).toEqual([]);
  });

  it('treats a user whose event no longer exists as having no event', async () => {
    const { deps, participant, event } = await setUp();
    await deps.store.events.delete(event.eid);
    const view = await getResponse(deps, actorOf(participant), { prework: true });
    expect(view.originalValues).toBe(ORIGINAL_VALUES);
  });
});

describe('getResponse: live', () => {
  it('refuses with the pre-work banner message while pre-work is incomplete, creating nothing', async () => {
    const { deps, participant } = await setUpLive();
    await deps.store.responses.save(makeResponse(participant.uid));
    const before = await snapshotOf(deps.store, participant.uid);
    await expect(getResponse(deps, actorOf(participant), { prework: false })).rejects.toMatchObject({
      kind: 'conflict',
      code: 'PREWORK.INCOMPLETE',
      message: PREWORK_INCOMPLETE_MESSAGE.defaultMessage,
    });
    expect(await snapshotOf(deps.store, participant.uid)).toEqual(before);
  });

  it('refuses when every step is marked complete but no pre-work record exists', async () => {
    const { deps, participant } = await setUpLive();
    await deps.store.users.update({ ...participant, responseCompleted: ALL_DONE });
    await expect(getResponse(deps, actorOf(participant), { prework: false })).rejects.toMatchObject({
      code: 'PREWORK.INCOMPLETE',
    });
    expect(await deps.store.responses.find(participant.uid, 'live')).toBeNull();
  });

  it('creates the live record as a copy of complete pre-work the first time, without originalValues', async () => {
    const { deps, participant } = await withCompletePrework();
    const view = await getResponse(deps, actorOf(participant), { prework: false });
    expect(view).toEqual(toResponseView(makeResponse(participant.uid)));
    expect(view).not.toHaveProperty('originalValues');
    expect(await deps.store.responses.find(participant.uid, 'live')).toEqual(
      makeResponse(participant.uid, 'live'),
    );
  });

  it('copies pre-work only once: later pre-work changes do not reach the live record', async () => {
    const { deps, participant } = await withCompletePrework();
    await getResponse(deps, actorOf(participant), { prework: false });
    const changed = { ...makeResponse(participant.uid), descriptions: Array(10).fill('changed') };
    await deps.store.responses.save(changed);
    const view = await getResponse(deps, actorOf(participant), { prework: false });
    expect(view.descriptions[0]).toBe('D1');
  });

  it('returns an existing live record even if the completion marks say otherwise', async () => {
    const { deps, participant } = await setUpLive();
    await deps.store.responses.save(makeResponse(participant.uid, 'live'));
    const view = await getResponse(deps, actorOf(participant), { prework: false });
    expect(view.values).toHaveLength(10);
  });
});

describe('getResponse: who may read', () => {
  it('refuses a participant reading another participant or their Guide (404)', async () => {
    const { deps, participant, otherParticipant, guide } = await setUp();
    for (const uid of [otherParticipant.uid, guide.uid]) {
      await expect(getResponse(deps, actorOf(participant), { uid, prework: true })).rejects.toMatchObject({
        kind: 'not-found',
        code: 'USER.NOT_FOUND',
      });
    }
  });

  it('refuses a Guide who does not facilitate the participant’s event (404)', async () => {
    const { deps, guide, otherParticipant } = await setUp();
    await expect(
      getResponse(deps, actorOf(guide), { uid: otherParticipant.uid, prework: true }),
    ).rejects.toMatchObject({ kind: 'not-found' });
  });

  it('refuses an unknown uid (404)', async () => {
    const { deps, admin } = await setUp();
    await expect(getResponse(deps, actorOf(admin), { uid: 'nobody', prework: true })).rejects.toMatchObject({
      kind: 'not-found',
    });
  });

  it('lets the facilitating Guide and a super-admin read a participant by uid', async () => {
    const { deps, guide, admin, participant } = await withCompletePrework();
    for (const actor of [guide, admin]) {
      const view = await getResponse(deps, actorOf(actor), { uid: participant.uid, prework: true });
      expect(view.values[0]).toBe('Value 1');
    }
    const live = await getResponse(deps, actorOf(guide), { uid: participant.uid, prework: false });
    expect(live.values).toHaveLength(10);
  });

  it('refuses everyone once the facilitator has closed the event (409), creating nothing', async () => {
    const { deps, guide, admin, participant, event } = await withCompletePrework();
    await deps.store.events.update({ ...event, state: 'closed', closedOn: '2026-06-01' as CalendarDate });
    const attempts = [
      getResponse(deps, actorOf(participant), { prework: false }),
      getResponse(deps, actorOf(participant), { prework: true }),
      getResponse(deps, actorOf(guide), { uid: participant.uid, prework: true }),
      getResponse(deps, actorOf(admin), { uid: participant.uid, prework: false }),
    ];
    for (const attempt of attempts) {
      await expect(attempt).rejects.toMatchObject({ kind: 'conflict', code: 'EVENT.CLOSED' });
    }
    expect(await deps.store.responses.find(participant.uid, 'live')).toBeNull();
  });

  it('allows reading through the access close date and refuses from the day after (409)', async () => {
    const { deps, participant } = await setUp();
    deps.clock.set('2026-07-10T23:59:59.999Z');
    await expect(getResponse(deps, actorOf(participant), { prework: true })).resolves.toBeDefined();
    deps.clock.set('2026-07-11T00:00:00.000Z');
    await expect(getResponse(deps, actorOf(participant), { prework: true })).rejects.toMatchObject({
      kind: 'conflict',
      code: 'EVENT.CLOSED',
    });
  });
});
