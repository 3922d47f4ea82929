import { describe, expect, it } from 'vitest';
import { actorOf } from '../../model/actor.ts';
import { makeResponse, makeUser } from '../../testing/index.ts';
import { insertUsers, setUp, storedEvent } from '../events/test-support.ts';
import { sendLogonEmail } from '../logon-emails/send-logon-email.ts';
import { addParticipant } from './add-participant.ts';
import { getEventProgress, loadProgressChanges } from './get-event-progress.ts';
import { removeParticipant } from './remove-participant.ts';

const goLive = async (cast: Awaited<ReturnType<typeof setUp>>) => {
  await cast.deps.store.events.update({
    ...(await storedEvent(cast.deps.store, cast.event.eid)),
    sessionAccess: 'Live',
  });
};

describe('getEventProgress', () => {
  it('gives each participant in event order with pre-work, live step, last activity and email state', async () => {
    const cast = await setUp();
    const { deps, as, guide, participant, event } = cast;
    const second = makeUser({
      forename: 'Sam',
      surname: 'Second',
      createdBy: guide.uid,
      eventId: event.eid,
      responseCompleted: [true, true, true, true],
    });
    await insertUsers(deps.store, second);
    await deps.store.events.update({
      ...event,
      participants: [participant.uid, second.uid],
      emailsSent: [false, false],
    });
    await sendLogonEmail(deps, as.guide, { uid: second.uid });
    await deps.store.responses.save(makeResponse(participant.uid));
    deps.clock.advance(60_000);
    await deps.store.users.recordLiveStep(second.uid, 3, deps.clock.now());

    const progress = await getEventProgress(deps, as.guide, { eid: event.eid });
    expect(progress.participants).toEqual([
      {
        uid: participant.uid,
        forename: 'Paula',
        surname: 'Part',
        prework: [false, false, false, false],
        liveStep: null,
        lastActiveAt: '2026-06-01T09:00:00.000Z',
        email: 'not_sent',
        idle: false,
      },
      {
        uid: second.uid,
        forename: 'Sam',
        surname: 'Second',
        prework: [true, true, true, true],
        liveStep: 3,
        lastActiveAt: '2026-06-01T09:01:00.000Z',
        email: 'queued',
        idle: false,
      },
    ]);
    expect(progress.summary).toEqual({
      participants: 2,
      preworkFinished: 1,
      liveSteps: [0, 0, 0, 1, 0],
      idle: 0,
    });
    expect(progress).toMatchObject({ live: false, idleMinutes: 5 });
  });

  it('marks as idle, while the event is Live, those without activity for the idle time', async () => {
    const cast = await setUp();
    const { deps, as, participant, event } = cast;
    await goLive(cast);
    await deps.store.users.recordLiveStep(participant.uid, 1, deps.clock.now());
    deps.clock.advance(4 * 60_000);
    expect((await getEventProgress(deps, as.guide, { eid: event.eid })).summary.idle).toBe(0);
    deps.clock.advance(60_000);
    const progress = await getEventProgress(deps, as.guide, { eid: event.eid });
    expect(progress.participants[0]?.idle).toBe(true);
    expect(progress).toMatchObject({ live: true, summary: { idle: 1, liveSteps: [0, 1, 0, 0, 0] } });
  });

  it('takes the idle time from the configuration', async () => {
    const cast = await setUp();
    await goLive(cast);
    const deps = { ...cast.deps, config: { ...cast.deps.config, idleMinutes: 1 } };
    await deps.store.users.recordLiveStep(cast.participant.uid, 1, deps.clock.now());
    cast.deps.clock.advance(60_000);
    const progress = await getEventProgress(deps, cast.as.guide, { eid: cast.event.eid });
    expect(progress).toMatchObject({ idleMinutes: 1, summary: { idle: 1 } });
  });

  it('lets a super-admin see any event', async () => {
    const { deps, as, otherEvent, otherParticipant } = await setUp();
    const progress = await getEventProgress(deps, as.admin, { eid: otherEvent.eid });
    expect(progress.participants.map((row) => row.uid)).toEqual([otherParticipant.uid]);
  });

  it("reports another Guide's event and a missing one as not found, and refuses a participant", async () => {
    const { deps, as, event, otherEvent } = await setUp();
    await expect(getEventProgress(deps, as.guide, { eid: otherEvent.eid })).rejects.toMatchObject({
      kind: 'not-found',
    });
    await expect(getEventProgress(deps, as.guide, { eid: 'missing' })).rejects.toMatchObject({
      kind: 'not-found',
    });
    await expect(getEventProgress(deps, as.participant, { eid: event.eid })).rejects.toMatchObject({
      kind: 'forbidden',
    });
  });

  it('no longer shows a participant moved to another event', async () => {
    const cast = await setUp();
    const uid = cast.participant.uid;
    await removeParticipant(cast.deps, cast.as.guide, { eid: cast.event.eid, uid });
    await addParticipant(cast.deps, cast.as.admin, { eid: cast.otherEvent.eid, uid });
    const progress = await getEventProgress(cast.deps, cast.as.guide, { eid: cast.event.eid });
    expect(progress.participants).toEqual([]);
    const other = await getEventProgress(cast.deps, actorOf(cast.otherGuide), { eid: cast.otherEvent.eid });
    expect(other.participants.map((row) => row.uid)).toContain(cast.participant.uid);
  });
});

describe('loadProgressChanges', () => {
  it('gives the rows of those still in the event, in event order, and names the others as removed', async () => {
    const { deps, guide, participant, event, otherParticipant } = await setUp();
    const second = makeUser({ createdBy: guide.uid, eventId: event.eid });
    await insertUsers(deps.store, second);
    await deps.store.events.update({
      ...event,
      participants: [participant.uid, second.uid],
      emailsSent: [false, false],
    });
    await deps.store.users.recordLiveStep(participant.uid, 4, deps.clock.now());
    const changes = await loadProgressChanges(deps, event.eid, [
      second.uid,
      otherParticipant.uid,
      participant.uid,
    ]);
    expect(changes.rows.map((row) => [row.uid, row.liveStep])).toEqual([
      [participant.uid, 4],
      [second.uid, null],
    ]);
    expect(changes.removed).toEqual([otherParticipant.uid]);
  });

  it('names everyone as removed once the event is gone', async () => {
    const { deps, participant } = await setUp();
    await expect(loadProgressChanges(deps, 'gone', [participant.uid])).resolves.toEqual({
      rows: [],
      removed: [participant.uid],
    });
  });
});
