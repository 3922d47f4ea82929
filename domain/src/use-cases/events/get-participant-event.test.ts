import { describe, expect, it, vi } from 'vitest';
import { actorOf } from '../../model/actor.ts';
import { eventHeaderOf } from '../../model/event.ts';
import { makeUser } from '../../testing/index.ts';
import { getParticipantEvent } from './get-participant-event.ts';
import { insertUsers, setToday, setUp } from './test-support.ts';

describe('getParticipantEvent', () => {
  it("returns the participant's own event, with its Guide's name", async () => {
    const { deps, as, event } = await setUp();
    expect(await getParticipantEvent(deps, as.participant)).toEqual({
      eid: event.eid,
      eventName: 'Spring Workshop',
      eventDate: '2026-06-10',
      sessionAccess: 'Pre-work',
      status: 'active',
      facilitator: { forename: 'Gus', surname: 'Guide' },
    });
  });

  it("names no Guide when the event's Guide is gone", async () => {
    const { deps, as, guide } = await setUp();
    await deps.store.users.deleteMany([guide.uid]);
    expect((await getParticipantEvent(deps, as.participant)).facilitator).toEqual({
      forename: '',
      surname: '',
    });
  });

  it("takes a signed-in participant's event from the session, without reading it again", async () => {
    const { deps, participant, event } = await setUp();
    const signedIn = { ...actorOf(participant), self: { user: participant, event: eventHeaderOf(event) } };
    const reads = vi.spyOn(deps.store.events, 'findById');
    expect((await getParticipantEvent(deps, signedIn)).eid).toBe(event.eid);
    expect(reads).not.toHaveBeenCalled();
  });

  it('reports a closed event with its status', async () => {
    const { deps, as } = await setUp();
    setToday(deps, '2026-07-11');
    expect((await getParticipantEvent(deps, as.participant, {})).status).toBe('closed');
  });

  it("returns a Guide's personal event", async () => {
    const { deps, guide, event } = await setUp();
    const withEvent = actorOf({ ...guide, eventId: event.eid });
    expect((await getParticipantEvent(deps, withEvent)).eid).toBe(event.eid);
  });

  it('says so when the actor is not part of an event', async () => {
    const { deps, as } = await setUp();
    await expect(getParticipantEvent(deps, as.guide)).rejects.toMatchObject({
      kind: 'not-found',
      code: 'EVENT.NONE',
      message: 'You are not part of an event',
    });
  });

  it("says so when the actor's event no longer exists", async () => {
    const { deps, participant } = await setUp();
    const stranded = actorOf({ ...participant, eventId: 'deleted-event' });
    await expect(getParticipantEvent(deps, stranded)).rejects.toMatchObject({ code: 'EVENT.NONE' });
  });

  it("returns the event of a Guide's participant by uid", async () => {
    const { deps, as, participant, event } = await setUp();
    expect((await getParticipantEvent(deps, as.guide, { uid: participant.uid })).eid).toBe(event.eid);
  });

  it('lets a super-admin read anyone, and says so for someone without an event', async () => {
    const { deps, as, otherParticipant, otherEvent } = await setUp();
    expect((await getParticipantEvent(deps, as.admin, { uid: otherParticipant.uid })).eid).toBe(
      otherEvent.eid,
    );
    const loner = makeUser();
    await insertUsers(deps.store, loner);
    await expect(getParticipantEvent(deps, as.admin, { uid: loner.uid })).rejects.toMatchObject({
      code: 'EVENT.NONE',
    });
  });

  it("reports another Guide's participant as not found", async () => {
    const { deps, as, otherParticipant } = await setUp();
    await expect(getParticipantEvent(deps, as.guide, { uid: otherParticipant.uid })).rejects.toMatchObject({
      kind: 'not-found',
      code: 'USER.NOT_FOUND',
    });
  });

  it("reports another participant's event as not found to a participant", async () => {
    const { deps, as, otherParticipant } = await setUp();
    await expect(
      getParticipantEvent(deps, as.participant, { uid: otherParticipant.uid }),
    ).rejects.toMatchObject({
      code: 'USER.NOT_FOUND',
    });
  });
});
