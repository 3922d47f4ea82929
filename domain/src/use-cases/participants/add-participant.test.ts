import { describe, expect, it } from 'vitest';
import { canActOnUser } from '../../rules/permissions.ts';
import { makeUser } from '../../testing/index.ts';
import {
  insertUsers,
  refusedWithNothingWritten,
  setToday,
  setUp,
  snapshotOf,
  storedEvent,
} from '../events/test-support.ts';
import { addParticipant } from './add-participant.ts';

const NO_FREE_PARTICIPANT = {
  kind: 'not-found',
  code: 'USER.NOT_FOUND',
  message: 'No participant without an event has this email',
};

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

  it('keeps both when two people are added to one event at the same moment', async () => {
    const { deps, as, event, participant, newcomer } = await withNewcomer();
    const second = makeUser({ forename: 'Sol', surname: 'Second', createdBy: as.guide.uid });
    await insertUsers(deps.store, second);
    await Promise.all([
      addParticipant(deps, as.guide, { eid: event.eid, uid: newcomer.uid }),
      addParticipant(deps, as.admin, { eid: event.eid, uid: second.uid }),
    ]);
    expect(await storedEvent(deps.store, event.eid)).toMatchObject({
      participants: [participant.uid, newcomer.uid, second.uid],
      emailsSent: [true, false, false],
    });
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

  it('refuses, writing nothing, someone another Guide put in their event after the check', async () => {
    const cast = await withNewcomer();
    const { deps, newcomer, otherEvent } = cast;
    const original = deps.store.transaction.bind(deps.store);
    // The other Guide's addition commits between this one's check and its write.
    deps.store.transaction = (work) =>
      original(async (tx) =>
        work({
          ...tx,
          users: {
            ...tx.users,
            joinEvent: async (uids, eid) => {
              await tx.users.setEvent([newcomer.uid], otherEvent.eid);
              return tx.users.joinEvent(uids, eid);
            },
          },
        }),
      );
    const before = await snapshotOf(deps.store);
    await expect(
      addParticipant(deps, cast.as.guide, { eid: cast.event.eid, uid: newcomer.uid }),
    ).rejects.toMatchObject({
      code: 'EVENT.ALREADY_ASSIGNED',
      message: 'Nia New is already assigned to an event',
    });
    deps.store.transaction = original;
    expect(await snapshotOf(deps.store)).toEqual(before);
  });

  it('refuses someone already in an event, naming them', async () => {
    const cast = await withNewcomer();
    await refusedWithNothingWritten(
      cast.deps,
      () => addParticipant(cast.deps, cast.as.guide, { eid: cast.event.eid, uid: cast.participant.uid }),
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
      cast.deps,
      () => addParticipant(cast.deps, cast.as.guide, { eid: cast.event.eid, uid: cast.newcomer.uid }),
      { kind: 'conflict', code: 'EVENT.CLOSED' },
    );
  });

  it("reports another Guide's event as not found", async () => {
    const cast = await withNewcomer();
    await refusedWithNothingWritten(
      cast.deps,
      () => addParticipant(cast.deps, cast.as.guide, { eid: cast.otherEvent.eid, uid: cast.newcomer.uid }),
      { kind: 'not-found', code: 'EVENT.NOT_FOUND' },
    );
  });

  it("reports another Guide's participant and an unknown uid as not found", async () => {
    const cast = await withNewcomer();
    const stranger = makeUser({ createdBy: cast.otherGuide.uid });
    await insertUsers(cast.deps.store, stranger);
    for (const uid of [stranger.uid, 'nobody']) {
      await refusedWithNothingWritten(
        cast.deps,
        () => addParticipant(cast.deps, cast.as.guide, { eid: cast.event.eid, uid }),
        { kind: 'not-found', code: 'USER.NOT_FOUND' },
      );
    }
  });

  it('refuses a participant', async () => {
    const cast = await withNewcomer();
    await refusedWithNothingWritten(
      cast.deps,
      () => addParticipant(cast.deps, cast.as.participant, { eid: cast.event.eid, uid: cast.newcomer.uid }),
      { kind: 'forbidden' },
    );
  });
});

describe('addParticipant by exact email', () => {
  /** The cast, a participant a super-admin registered (in no event) and one the Guide created. */
  const withFreeParticipants = async () => {
    const cast = await setUp();
    const registered = makeUser({ forename: 'Reg', surname: 'Istered', createdBy: cast.admin.uid });
    const own = makeUser({ forename: 'Owen', surname: 'Own', createdBy: cast.guide.uid });
    await insertUsers(cast.deps.store, registered, own);
    return { ...cast, registered, own };
  };

  it('lets a Guide add a participant in no event whom a super-admin registered, who is then theirs', async () => {
    const { deps, as, event, participant, registered } = await withFreeParticipants();
    const view = await addParticipant(deps, as.guide, { eid: event.eid, email: registered.email });
    expect(view.participants.map((p) => p.uid)).toEqual([participant.uid, registered.uid]);
    expect(view.emailsSent).toEqual([false, false]);
    const joined = await deps.store.users.findById(registered.uid);
    expect(joined?.eventId).toBe(event.eid);
    expect(joined && canActOnUser(as.guide, joined, event)).toBe(true);
  });

  it('finds the address whatever its case and surrounding spaces', async () => {
    const { deps, as, event, registered } = await withFreeParticipants();
    await addParticipant(deps, as.guide, { eid: event.eid, email: ` ${registered.email.toUpperCase()} ` });
    expect((await deps.store.users.findById(registered.uid))?.eventId).toBe(event.eid);
  });

  it("lets a Guide add their own participant, another Guide's participant in no event, and themselves", async () => {
    const cast = await withFreeParticipants();
    const othersFree = makeUser({ createdBy: cast.otherGuide.uid });
    await insertUsers(cast.deps.store, othersFree);
    for (const person of [cast.own, othersFree, cast.guide]) {
      await addParticipant(cast.deps, cast.as.guide, { eid: cast.event.eid, email: person.email });
      expect((await cast.deps.store.users.findById(person.uid))?.eventId).toBe(cast.event.eid);
    }
  });

  it("names someone already in the Guide's own event (409)", async () => {
    const cast = await withFreeParticipants();
    await refusedWithNothingWritten(
      cast.deps,
      () => addParticipant(cast.deps, cast.as.guide, { eid: cast.event.eid, email: cast.participant.email }),
      {
        kind: 'conflict',
        code: 'EVENT.ALREADY_ASSIGNED',
        message: 'Paula Part is already assigned to an event',
      },
    );
  });

  it("answers an unknown email, another Guide's event's participant, a Guide and a super-admin with one and the same 404", async () => {
    const cast = await withFreeParticipants();
    const emails = [
      'nobody@example.test',
      cast.otherParticipant.email,
      cast.otherGuide.email,
      cast.admin.email,
    ];
    for (const email of emails)
      await refusedWithNothingWritten(
        cast.deps,
        () => addParticipant(cast.deps, cast.as.guide, { eid: cast.event.eid, email }),
        NO_FREE_PARTICIPANT,
      );
  });

  it('lets a super-admin add anyone by email, naming whoever is in an event', async () => {
    const cast = await withFreeParticipants();
    await addParticipant(cast.deps, cast.as.admin, { eid: cast.otherEvent.eid, email: cast.guide.email });
    expect((await cast.deps.store.users.findById(cast.guide.uid))?.eventId).toBe(cast.otherEvent.eid);
    await refusedWithNothingWritten(
      cast.deps,
      () =>
        addParticipant(cast.deps, cast.as.admin, { eid: cast.event.eid, email: cast.otherParticipant.email }),
      { kind: 'conflict', code: 'EVENT.ALREADY_ASSIGNED' },
    );
  });

  it("checks the event first: another Guide's event is not found, a closed one is read-only", async () => {
    const cast = await withFreeParticipants();
    await refusedWithNothingWritten(
      cast.deps,
      () =>
        addParticipant(cast.deps, cast.as.guide, { eid: cast.otherEvent.eid, email: cast.registered.email }),
      { kind: 'not-found', code: 'EVENT.NOT_FOUND' },
    );
    setToday(cast.deps, '2026-07-11');
    await refusedWithNothingWritten(
      cast.deps,
      () => addParticipant(cast.deps, cast.as.guide, { eid: cast.event.eid, email: cast.registered.email }),
      { kind: 'conflict', code: 'EVENT.CLOSED' },
    );
  });

  it('refuses a participant', async () => {
    const cast = await withFreeParticipants();
    await refusedWithNothingWritten(
      cast.deps,
      () =>
        addParticipant(cast.deps, cast.as.participant, { eid: cast.event.eid, email: cast.registered.email }),
      { kind: 'forbidden' },
    );
  });

  it('keeps the uid form to the people the actor may act on', async () => {
    const cast = await withFreeParticipants();
    await expect(
      addParticipant(cast.deps, cast.as.guide, { eid: cast.event.eid, uid: cast.registered.uid }),
    ).rejects.toMatchObject({ kind: 'not-found', code: 'USER.NOT_FOUND', message: 'User not found' });
  });
});
