import { describe, expect, it } from 'vitest';
import { actorOf } from '../../model/actor.ts';
import type { CalendarDate } from '../../model/calendar-date.ts';
import type { ChosenValue } from '../../model/response.ts';
import type { ResponseCompleted } from '../../model/user.ts';
import { EXACT_COUNT_MESSAGE } from '../../rules/response-lists.ts';
import { createInMemoryStore, createTestDeps, makeResponse } from '../../testing/index.ts';
import { getResponse } from './get-response.ts';
import { PREWORK_INCOMPLETE_MESSAGE } from './response-target.ts';
import { type SaveResponseInput, saveResponse } from './save-response.ts';
import { countingStore, setUp, setUpLive, snapshotOf } from './test-support.ts';

const ALL_DONE: ResponseCompleted = [true, true, true, true];

const chosen = (count: number, from = 0): ChosenValue[] =>
  Array.from({ length: count }, (_, i) => ({ value: `Value ${from + i + 1}`, originalIndex: from + i }));

/** A full save body: ten values with their definitions and percents. */
const fullBody = (overrides: Partial<SaveResponseInput> = {}): SaveResponseInput => {
  const { values, descriptions, percentLived } = makeResponse('ignored');
  return { values, descriptions, percentLived, ...overrides };
};

const withCompletePrework = async () => {
  const cast = await setUpLive();
  const participant = { ...cast.participant, responseCompleted: ALL_DONE };
  await cast.deps.store.users.update(participant);
  await cast.deps.store.responses.save(makeResponse(participant.uid));
  return { ...cast, participant };
};

describe('saveResponse: step 1 (Identify)', () => {
  it('first save keeps the chosen values, empties every description and sets percent lived to 100', async () => {
    const { deps, participant } = await setUp();
    const values = chosen(10, 20);
    const result = await saveResponse(deps, actorOf(participant), { values, completedMark: 0 });
    expect(result).toEqual({ message: 'Saved', uid: participant.uid, eventId: participant.eventId });
    expect(await deps.store.responses.find(participant.uid, 'prework')).toEqual({
      uid: participant.uid,
      kind: 'prework',
      values,
      descriptions: Array(10).fill(''),
      percentLived: Array(10).fill(100),
    });
    expect((await deps.store.users.findById(participant.uid))?.responseCompleted).toEqual([
      true,
      false,
      false,
      false,
    ]);
  });

  it('a later save keeps the definition and percent of each value still chosen, and ignores sent lists', async () => {
    const { deps, participant } = await setUp();
    await deps.store.responses.save(makeResponse(participant.uid));
    const values: ChosenValue[] = [
      { value: 'Value 5', originalIndex: 4 },
      { value: 'Grit', originalIndex: -1 },
      ...chosen(8, 30),
    ];
    await saveResponse(deps, actorOf(participant), {
      values,
      descriptions: Array(10).fill('sent'),
      percentLived: Array(10).fill(1),
      completedMark: 0,
    });
    const saved = await deps.store.responses.find(participant.uid, 'prework');
    expect(saved?.values).toEqual(values);
    expect(saved?.descriptions).toEqual(['D5', '', ...Array(8).fill('')]);
    expect(saved?.percentLived).toEqual([50, ...Array(9).fill(100)]);
  });

  it('stores default values named in another language by index, under their English names; written ones as written', async () => {
    const { deps, participant } = await setUp();
    const values: ChosenValue[] = [
      { value: 'Weisheit', originalIndex: 99 },
      { value: 'الحكمة', originalIndex: 99 },
      { value: 'Fülle des Lebens', originalIndex: 0 },
      { value: 'Fülle', originalIndex: -1 },
      ...chosen(6, 30),
    ];
    await saveResponse(deps, actorOf(participant), { values, completedMark: 0 });
    const saved = await deps.store.responses.find(participant.uid, 'prework');
    expect(saved?.values.slice(0, 4)).toEqual([
      { value: 'Wisdom', originalIndex: 99 },
      { value: 'Wisdom', originalIndex: 99 },
      { value: 'Fülle des Lebens', originalIndex: 0 },
      { value: 'Fülle', originalIndex: -1 },
    ]);
    await saveResponse(deps, actorOf(participant), {
      ...fullBody(),
      values: [{ value: 'Sagesse', originalIndex: 99 }, ...chosen(9)],
    });
    expect((await deps.store.responses.find(participant.uid, 'prework'))?.values[0]).toEqual({
      value: 'Wisdom',
      originalIndex: 99,
    });
  });

  it('refuses anything but exactly 10 values with the spec message, writing nothing', async () => {
    const { deps, participant } = await setUp();
    const before = await snapshotOf(deps.store, participant.uid);
    for (const values of [chosen(9), chosen(11), []]) {
      await expect(
        saveResponse(deps, actorOf(participant), { values, completedMark: 0 }),
      ).rejects.toMatchObject({ kind: 'invalid', code: 'RESPONSE.NOT_TEN', message: EXACT_COUNT_MESSAGE });
    }
    expect(await snapshotOf(deps.store, participant.uid)).toEqual(before);
  });

  it('refuses a value without a name, writing nothing', async () => {
    const { deps, participant } = await setUp();
    const before = await snapshotOf(deps.store, participant.uid);
    const values = [{ value: '  ', originalIndex: -1 }, ...chosen(9)];
    await expect(
      saveResponse(deps, actorOf(participant), { values, completedMark: 0 }),
    ).rejects.toMatchObject({ kind: 'invalid', code: 'RESPONSE.EMPTY_VALUE' });
    expect(await snapshotOf(deps.store, participant.uid)).toEqual(before);
  });
});

describe('saveResponse: later steps and completion marks', () => {
  it('saves the full lists in the pre-work record and marks the step', async () => {
    const { deps, participant } = await setUp();
    const body = fullBody({ completedMark: 2 });
    await saveResponse(deps, actorOf(participant), body);
    expect(await deps.store.responses.find(participant.uid, 'prework')).toEqual(
      makeResponse(participant.uid),
    );
    expect((await deps.store.users.findById(participant.uid))?.responseCompleted).toEqual([
      false,
      false,
      true,
      false,
    ]);
  });

  it('keeps earlier marks when marking another step', async () => {
    const { deps, participant } = await setUp();
    await saveResponse(deps, actorOf(participant), fullBody({ completedMark: 1 }));
    await saveResponse(deps, actorOf(participant), fullBody({ completedMark: 3 }));
    expect((await deps.store.users.findById(participant.uid))?.responseCompleted).toEqual([
      false,
      true,
      false,
      true,
    ]);
  });

  it('saves without touching the user when there is no mark', async () => {
    const { deps, participant } = await setUp();
    await saveResponse(deps, actorOf(participant), fullBody());
    expect(await deps.store.responses.find(participant.uid, 'prework')).toEqual(
      makeResponse(participant.uid),
    );
    expect(await deps.store.users.findById(participant.uid)).toEqual(participant);
  });

  it('refuses a mark outside 0-3, writing nothing', async () => {
    const { deps, participant } = await setUp();
    const before = await snapshotOf(deps.store, participant.uid);
    for (const completedMark of [4, -1, 1.5]) {
      await expect(
        saveResponse(deps, actorOf(participant), fullBody({ completedMark })),
      ).rejects.toMatchObject({ kind: 'invalid', code: 'RESPONSE.BAD_MARK' });
    }
    expect(await snapshotOf(deps.store, participant.uid)).toEqual(before);
  });

  it('saves a live swap that carries a mark (as the spec client sends it), ignoring the mark', async () => {
    const { deps, participant } = await withCompletePrework();
    const before = await snapshotOf(deps.store, participant.uid);
    const swapped = fullBody({ prework: false });
    const values = [swapped.values[9], ...swapped.values.slice(1, 9), swapped.values[0]] as ChosenValue[];
    for (const completedMark of [0, 3]) {
      await saveResponse(deps, actorOf(participant), { ...swapped, values, completedMark });
      const after = await snapshotOf(deps.store, participant.uid);
      expect(after.live?.values).toEqual(values);
      expect(after.live?.descriptions).toEqual(swapped.descriptions);
      expect(after.user).toEqual(before.user);
      expect(after.prework).toEqual(before.prework);
    }
  });

  it('ignores a live mark without touching completion even when pre-work is unfinished', async () => {
    const { deps, participant } = await withCompletePrework();
    const partial = { ...participant, responseCompleted: [true, true, true, false] as ResponseCompleted };
    await deps.store.users.update(partial);
    await deps.store.responses.save({ ...makeResponse(participant.uid), kind: 'live' });
    await saveResponse(deps, actorOf(partial), fullBody({ prework: false, completedMark: 3 }));
    expect((await deps.store.users.findById(participant.uid))?.responseCompleted).toEqual([
      true,
      true,
      true,
      false,
    ]);
  });

  it.each([
    ['nine values', fullBody({ values: chosen(9) }), 'RESPONSE.NOT_TEN'],
    [
      'no descriptions',
      { values: chosen(10), percentLived: Array(10).fill(50) },
      'RESPONSE.LISTS_MISALIGNED',
    ],
    ['no percents', { values: chosen(10), descriptions: Array(10).fill('d') }, 'RESPONSE.LISTS_MISALIGNED'],
    [
      'a percent above 100',
      fullBody({ percentLived: [101, ...Array(9).fill(50)] }),
      'RESPONSE.PERCENT_LIVED',
    ],
    ['a negative percent', fullBody({ percentLived: [-1, ...Array(9).fill(50)] }), 'RESPONSE.PERCENT_LIVED'],
    [
      'a fractional percent',
      fullBody({ percentLived: [2.5, ...Array(9).fill(50)] }),
      'RESPONSE.PERCENT_LIVED',
    ],
  ])('refuses a body with %s, writing nothing', async (_, body, code) => {
    const { deps, participant } = await setUp();
    const before = await snapshotOf(deps.store, participant.uid);
    await expect(
      saveResponse(deps, actorOf(participant), { ...body, completedMark: 1 }),
    ).rejects.toMatchObject({ kind: 'invalid', code });
    expect(await snapshotOf(deps.store, participant.uid)).toEqual(before);
  });
});

describe('saveResponse: which record', () => {
  it('follows the event’s session access when prework is not given', async () => {
    const { deps, participant, event } = await withCompletePrework();
    await deps.store.events.update({ ...event, sessionAccess: 'Live' });
    const edited = fullBody({ descriptions: Array(10).fill('live edit') });
    await saveResponse(deps, actorOf(participant), edited);
    expect((await deps.store.responses.find(participant.uid, 'live'))?.descriptions[0]).toBe('live edit');
    expect(await deps.store.responses.find(participant.uid, 'prework')).toEqual(
      makeResponse(participant.uid),
    );
  });

  it('follows an explicit prework flag over the session access', async () => {
    const { deps, participant, event } = await withCompletePrework();
    await deps.store.events.update({ ...event, sessionAccess: 'Live' });
    await saveResponse(deps, actorOf(participant), fullBody({ prework: true, completedMark: 3 }));
    expect(await deps.store.responses.find(participant.uid, 'live')).toBeNull();
    await saveResponse(deps, actorOf(participant), fullBody({ prework: false }));
    expect(await deps.store.responses.find(participant.uid, 'live')).not.toBeNull();
  });

  it('saves pre-work for a user without an event', async () => {
    const { deps, admin } = await setUp();
    await saveResponse(deps, actorOf(admin), { values: chosen(10), completedMark: 0 });
    expect(await deps.store.responses.find(admin.uid, 'prework')).not.toBeNull();
  });

  it('refuses a live save before pre-work is complete, writing nothing', async () => {
    const { deps, participant } = await setUpLive();
    const before = await snapshotOf(deps.store, participant.uid);
    await expect(
      saveResponse(deps, actorOf(participant), fullBody({ prework: false })),
    ).rejects.toMatchObject({
      kind: 'conflict',
      code: 'PREWORK.INCOMPLETE',
      message: PREWORK_INCOMPLETE_MESSAGE.defaultMessage,
    });
    expect(await snapshotOf(deps.store, participant.uid)).toEqual(before);
  });

  it('accepts a live save when a live record exists even if the marks are incomplete', async () => {
    const { deps, participant } = await setUpLive();
    await deps.store.responses.save(makeResponse(participant.uid, 'live'));
    await saveResponse(
      deps,
      actorOf(participant),
      fullBody({ prework: false, descriptions: Array(10).fill('x') }),
    );
    expect((await deps.store.responses.find(participant.uid, 'live'))?.descriptions[9]).toBe('x');
  });

  it('live edits after the first live read never change the pre-work record', async () => {
    const { deps, participant } = await withCompletePrework();
    await getResponse(deps, actorOf(participant), { prework: false });
    const reordered = makeResponse(participant.uid);
    await saveResponse(deps, actorOf(participant), {
      prework: false,
      values: [...reordered.values].reverse(),
      descriptions: [...reordered.descriptions].reverse(),
      percentLived: Array(10).fill(0),
    });
    const live = await getResponse(deps, actorOf(participant), { prework: false });
    expect(live.values[0]).toBe('Value 10');
    expect(live.percentLived).toEqual(Array(10).fill(0));
    expect(await deps.store.responses.find(participant.uid, 'prework')).toEqual(
      makeResponse(participant.uid),
    );
  });
});

describe('saveResponse: who may save', () => {
  it('refuses a participant saving for another participant (404), writing nothing', async () => {
    const { deps, participant, otherParticipant } = await setUp();
    const before = await snapshotOf(deps.store, otherParticipant.uid);
    await expect(
      saveResponse(deps, actorOf(participant), fullBody({ uid: otherParticipant.uid })),
    ).rejects.toMatchObject({ kind: 'not-found', code: 'USER.NOT_FOUND' });
    expect(await snapshotOf(deps.store, otherParticipant.uid)).toEqual(before);
  });

  it('refuses a Guide saving for another Guide’s participant (404), writing nothing', async () => {
    const { deps, guide, otherParticipant } = await setUp();
    const before = await snapshotOf(deps.store, otherParticipant.uid);
    await expect(
      saveResponse(deps, actorOf(guide), fullBody({ uid: otherParticipant.uid, completedMark: 1 })),
    ).rejects.toMatchObject({ kind: 'not-found' });
    expect(await snapshotOf(deps.store, otherParticipant.uid)).toEqual(before);
  });

  it('lets the facilitating Guide and a super-admin save for a participant, marking the participant', async () => {
    const { deps, guide, admin, participant } = await setUp();
    await saveResponse(deps, actorOf(guide), fullBody({ uid: participant.uid, completedMark: 1 }));
    await saveResponse(deps, actorOf(admin), fullBody({ uid: participant.uid, completedMark: 2 }));
    expect((await deps.store.users.findById(participant.uid))?.responseCompleted).toEqual([
      false,
      true,
      true,
      false,
    ]);
    expect(await deps.store.responses.find(guide.uid, 'prework')).toBeNull();
    expect((await deps.store.users.findById(guide.uid))?.responseCompleted).toEqual(guide.responseCompleted);
  });

  it('refuses everyone once the facilitator has closed the event (409), writing nothing', async () => {
    const { deps, guide, admin, participant, event } = await setUp();
    await deps.store.events.update({ ...event, state: 'closed', closedOn: '2026-06-01' as CalendarDate });
    const before = await snapshotOf(deps.store, participant.uid);
    for (const [actor, uid] of [
      [participant, undefined],
      [guide, participant.uid],
      [admin, participant.uid],
    ] as const) {
      await expect(
        saveResponse(deps, actorOf(actor), { uid, values: chosen(10), completedMark: 0 }),
      ).rejects.toMatchObject({ kind: 'conflict', code: 'EVENT.CLOSED' });
    }
    expect(await snapshotOf(deps.store, participant.uid)).toEqual(before);
  });

  it('refuses once the access close date has passed (409)', async () => {
    const { deps, participant } = await setUp();
    deps.clock.set('2026-07-11T08:00:00.000Z');
    await expect(saveResponse(deps, actorOf(participant), fullBody())).rejects.toMatchObject({
      kind: 'conflict',
      code: 'EVENT.CLOSED',
    });
    expect(await deps.store.responses.find(participant.uid, 'prework')).toBeNull();
  });
});

describe('saveResponse: store calls on the hot path', () => {
  const countingSetUp = async () => {
    const counting = countingStore(createInMemoryStore());
    const cast = await setUp(createTestDeps({ store: counting.store }));
    counting.calls.length = 0;
    return { ...cast, calls: counting.calls };
  };

  it('reads the user and event and writes once, without a transaction, for a plain save', async () => {
    const { deps, participant, calls } = await countingSetUp();
    await saveResponse(deps, actorOf(participant), fullBody());
    expect(calls).toEqual(['users.findById', 'events.findById', 'responses.save']);
  });

  it('does not update the user when the mark is already set', async () => {
    const { deps, participant, calls } = await countingSetUp();
    await deps.store.users.update({ ...participant, responseCompleted: [false, true, false, false] });
    calls.length = 0;
    await saveResponse(deps, actorOf(participant), fullBody({ completedMark: 1 }));
    expect(calls).toEqual(['users.findById', 'events.findById', 'responses.save']);
  });

  it('writes the record and the new mark in one transaction', async () => {
    const { deps, participant, calls } = await countingSetUp();
    await saveResponse(deps, actorOf(participant), fullBody({ completedMark: 1 }));
    expect(calls).toEqual([
      'users.findById',
      'events.findById',
      'transaction',
      'tx.responses.save',
      'tx.users.setResponseCompleted',
    ]);
  });

  it('reads the previous pre-work record only for step 1, and no event for a user without one', async () => {
    const { deps, admin, calls } = await countingSetUp();
    await saveResponse(deps, actorOf(admin), { values: chosen(10), completedMark: 0 });
    expect(calls).toEqual([
      'users.findById',
      'responses.find',
      'transaction',
      'tx.responses.save',
      'tx.users.setResponseCompleted',
    ]);
  });

  it('reads nothing when the actor saves their own values with the record read with the session', async () => {
    const { deps, participant, calls } = await countingSetUp();
    const event = await deps.store.events.findById(participant.eventId as string);
    calls.length = 0;
    await saveResponse(deps, { ...actorOf(participant), self: { user: participant, event } }, fullBody());
    expect(calls).toEqual(['responses.save']);
  });

  it('saves live with complete pre-work without reading any record', async () => {
    const { deps, participant, event, calls } = await countingSetUp();
    await deps.store.users.update({ ...participant, responseCompleted: ALL_DONE });
    await deps.store.events.update({ ...event, sessionAccess: 'Live' });
    calls.length = 0;
    await saveResponse(deps, actorOf(participant), fullBody({ prework: false }));
    expect(calls).toEqual(['users.findById', 'events.findById', 'responses.save']);
  });
});
