import { describe, expect, it } from 'vitest';
import { makeResponse, makeUser } from '../../testing/index.ts';
import {
  insertUsers,
  refusedWithNothingWritten,
  setToday,
  setUp,
  storedEvent,
} from '../events/test-support.ts';
import { removeParticipant } from './remove-participant.ts';

/** The Guide's event with three participants whose logon emails were sent, not sent, sent. */
const withThree = async () => {
  const cast = await setUp();
  const second = makeUser({ forename: 'Sam', eventId: cast.event.eid, createdBy: cast.guide.uid });
  const third = makeUser({ forename: 'Tia', eventId: cast.event.eid, createdBy: cast.guide.uid });
  await insertUsers(cast.deps.store, second, third);
  const event = {
    ...cast.event,
    participants: [cast.participant.uid, second.uid, third.uid],
    emailsSent: [true, false, true],
  };
  await cast.deps.store.events.update(event);
  return { ...cast, event, second, third };
};

describe('removeParticipant', () => {
  it('removes the person and their flag, keeping the others aligned', async () => {
    const { deps, as, event, participant, second, third } = await withThree();
    const result = await removeParticipant(deps, as.guide, { eid: event.eid, uid: second.uid });
    expect(result.message).toBe('Participant removed');
    expect(result.participants.map((p) => [p.uid, p.emailSent])).toEqual([
      [participant.uid, true],
      [third.uid, true],
    ]);
    expect(await storedEvent(deps.store, event.eid)).toMatchObject({
      participants: [participant.uid, third.uid],
      emailsSent: [true, true],
    });
  });

  it("clears the person's event and keeps their account and work", async () => {
    const { deps, as, event, participant } = await withThree();
    const prework = makeResponse(participant.uid);
    await deps.store.responses.save(prework);
    await removeParticipant(deps, as.guide, { eid: event.eid, uid: participant.uid });
    expect(await deps.store.users.findById(participant.uid)).toEqual({ ...participant, eventId: null });
    expect(await deps.store.responses.find(participant.uid, 'prework')).toEqual(prework);
  });

  it("lets a super-admin remove from another Guide's event", async () => {
    const { deps, as, otherEvent, otherParticipant } = await setUp();
    const result = await removeParticipant(deps, as.admin, {
      eid: otherEvent.eid,
      uid: otherParticipant.uid,
    });
    expect(result.participants).toEqual([]);
  });

  it('reports someone who is not a participant of the event as not found', async () => {
    const cast = await withThree();
    await refusedWithNothingWritten(
      cast.deps,
      () =>
        removeParticipant(cast.deps, cast.as.guide, { eid: cast.event.eid, uid: cast.otherParticipant.uid }),
      { kind: 'not-found', code: 'EVENT.NOT_PARTICIPANT' },
    );
  });

  it('refuses a closed event as read-only', async () => {
    const cast = await withThree();
    setToday(cast.deps, '2026-07-11');
    await refusedWithNothingWritten(
      cast.deps,
      () => removeParticipant(cast.deps, cast.as.guide, { eid: cast.event.eid, uid: cast.second.uid }),
      { kind: 'conflict', code: 'EVENT.CLOSED' },
    );
  });

  it("reports another Guide's event as not found", async () => {
    const cast = await withThree();
    await refusedWithNothingWritten(
      cast.deps,
      () =>
        removeParticipant(cast.deps, cast.as.guide, {
          eid: cast.otherEvent.eid,
          uid: cast.otherParticipant.uid,
        }),
      { kind: 'not-found', code: 'EVENT.NOT_FOUND' },
    );
  });

  it('refuses a participant', async () => {
    const cast = await withThree();
    await refusedWithNothingWritten(
      cast.deps,
      () =>
        removeParticipant(cast.deps, cast.as.participant, { eid: cast.event.eid, uid: cast.participant.uid }),
      { kind: 'forbidden' },
    );
  });
});
