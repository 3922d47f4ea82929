import { describe, expect, it } from 'vitest';
import { makeUser } from '../../testing/index.ts';
import { addParticipant } from './add-participant.ts';
import { insertUsers, setToday, setUp, snapshotOf, storedEvent } from './test-support.ts';

const withNewcomer = async () => {
  const cast = await setUp();
  const newcomer = makeUser({ forename: 'Nia', surname: 'New', createdBy: cast.guide.uid, mwEnabled: true });
  await insertUsers(cast.deps.store, newcomer);
  await cast.deps.store.events.update({ ...cast.event, emailsSent: [true] });
  return { ...cast, newcomer };
};

describe('addParticipant', () => {
  it('appends the person with an unsent flag, keeping earlier flags aligned', async () => {
    const { deps, as, event, participant, newcomer } = await withNewcomer();
    const view = await addParticipant(deps, as.guide, { eid: event.eid, uid: newcomer.uid });
    expect(view.participants.map((p) => p.uid)).toEqual([participant.uid, newcomer.uid]);
    expect(view.emailsSent).toEqual([true, false]);
    expect(view.mwParticipants).toBe(1);
    expect(await storedEvent(deps.store, event.eid)).toMatchObject({
      participants: [participant.uid, newcomer.uid],
      emailsSent: [true, false],
    });
    expect((await deps.store.users.findById(newcomer.uid))?.eventId).toBe(event.eid);
  });

  it('lets a Guide add themselves as their personal event', async () => {
    const { deps, as, event, guide } = await setUp();
    await addParticipant(deps, as.guide, { eid: event.eid, uid: guide.uid });
    expect((await deps.store.users.findById(guide.uid))?.eventId).toBe(event.eid);
  });

  it("lets a super-admin add anyone free to another Guide's event", async () => {
    const { deps, as, otherEvent, newcomer } = await withNewcomer();
    const view = await addParticipant(deps, as.admin, { eid: otherEvent.eid, uid: newcomer.uid });
    expect(view.participants).toHaveLength(2);
  });

  const refusedWithNothingWritten = async (
    cast: Awaited<ReturnType<typeof withNewcomer>>,
    input: { eid: string; uid: string },
    expected: object,
    actor = cast.as.guide,
  ) => {
    const before = await snapshotOf(cast.deps.store);
    await expect(addParticipant(cast.deps, actor, input)).rejects.toMatchObject(expected);
    expect(await snapshotOf(cast.deps.store)).toEqual(before);
  };

  it('refuses someone already in an event, naming them', async () => {
    const cast = await withNewcomer();
    await refusedWithNothingWritten(
      cast,
      { eid: cast.event.eid, uid: cast.participant.uid },
      {
        kind: 'conflict',
        code: 'EVENT.ALREADY_ASSIGNED',
        message: 'Paula Part is already assigned to an event',
      },
    );
  });

  it('refuses a closed event as read-only', async () => {
    const cast = await withNewcomer();
    setToday(cast.deps, '2026-07-11');
    await refusedWithNothingWritten(
      cast,
      { eid: cast.event.eid, uid: cast.newcomer.uid },
      { kind: 'conflict', code: 'EVENT.CLOSED' },
    );
  });

  it("reports another Guide's event as not found", async () => {
    const cast = await withNewcomer();
    await refusedWithNothingWritten(
      cast,
      { eid: cast.otherEvent.eid, uid: cast.newcomer.uid },
      { kind: 'not-found', code: 'EVENT.NOT_FOUND' },
    );
  });

  it("reports another Guide's participant and an unknown uid as not found", async () => {
    const cast = await withNewcomer();
    const stranger = makeUser({ createdBy: cast.otherGuide.uid });
    await insertUsers(cast.deps.store, stranger);
    for (const uid of [stranger.uid, 'nobody']) {
      await refusedWithNothingWritten(
        cast,
        { eid: cast.event.eid, uid },
        { kind: 'not-found', code: 'USER.NOT_FOUND' },
      );
    }
  });

  it('refuses a participant', async () => {
    const cast = await withNewcomer();
    await refusedWithNothingWritten(
      cast,
      { eid: cast.event.eid, uid: cast.newcomer.uid },
      { kind: 'forbidden' },
      cast.as.participant,
    );
  });
});
