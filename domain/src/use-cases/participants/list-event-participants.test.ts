import { describe, expect, it } from 'vitest';
import { makeUser } from '../../testing/index.ts';
import { insertUsers, makeEventFile, setToday, setUp, storedEvent } from '../events/test-support.ts';
import { uploadEvent } from '../events/upload-event.ts';
import { addParticipant } from './add-participant.ts';
import { listEventParticipants } from './list-event-participants.ts';

describe('listEventParticipants', () => {
  it('lists the participants in event order with their logon-email flags', async () => {
    const { deps, as, guide, participant, event } = await setUp();
    const newcomer = makeUser({ forename: 'Nia', createdBy: guide.uid });
    await insertUsers(deps.store, newcomer);
    await addParticipant(deps, as.guide, { eid: event.eid, uid: newcomer.uid });
    await deps.store.events.update({
      ...(await storedEvent(deps.store, event.eid)),
      emailsSent: [true, false],
    });
    const people = await listEventParticipants(deps, as.guide, { eid: event.eid });
    expect(people.map((p) => [p.uid, p.emailSent])).toEqual([
      [participant.uid, true],
      [newcomer.uid, false],
    ]);
    expect(people[0]).toMatchObject({ forename: 'Paula', event: event.eid });
    expect(people[0]).not.toHaveProperty('passwordHash');
  });

  it('shows a logon email being retried as queued, with "retrying: reason", then failed with the reason', async () => {
    const { deps, as, participant, event } = await setUp();
    const requestId = 'req-retried';
    // Asked for, as sending it marks it.
    await deps.store.events.update({ ...(await storedEvent(deps.store, event.eid)), emailsSent: [true] });
    await deps.store.deliveries.recordQueued({
      requestId,
      kind: 'logon',
      uid: participant.uid,
      eid: event.eid,
      queuedAt: deps.clock.now(),
    });
    const stateOf = async () => {
      const [person] = await listEventParticipants(deps, as.guide, { eid: event.eid });
      return [person?.emailState, person?.emailFailure];
    };
    expect(await stateOf()).toEqual(['queued', null]);
    await deps.store.deliveries.recordRetrying(requestId, 'The mail server could not be reached');
    expect(await stateOf()).toEqual(['queued', 'retrying: The mail server could not be reached']);
    await deps.store.deliveries.recordFailed(
      requestId,
      deps.clock.now(),
      'The mail server could not be reached',
    );
    expect(await stateOf()).toEqual(['failed', 'The mail server could not be reached']);
  });

  it('still lists the participants of a closed event', async () => {
    const { deps, as, event } = await setUp();
    setToday(deps, '2026-07-20');
    expect(await listEventParticipants(deps, as.guide, { eid: event.eid, uploaded: false })).toHaveLength(1);
  });

  it('lets a super-admin list any event', async () => {
    const { deps, as, otherEvent, otherParticipant } = await setUp();
    const people = await listEventParticipants(deps, as.admin, { eid: otherEvent.eid });
    expect(people.map((p) => p.uid)).toEqual([otherParticipant.uid]);
  });

  it("reports another Guide's event as not found", async () => {
    const { deps, as, otherEvent } = await setUp();
    await expect(listEventParticipants(deps, as.guide, { eid: otherEvent.eid })).rejects.toMatchObject({
      kind: 'not-found',
    });
  });

  it('refuses a participant', async () => {
    const { deps, as, event } = await setUp();
    await expect(listEventParticipants(deps, as.participant, { eid: event.eid })).rejects.toMatchObject({
      kind: 'forbidden',
    });
  });

  describe('of an uploaded event', () => {
    it('reads the people from the file, shaped like users', async () => {
      const { deps, as } = await setUp();
      const { ueid } = await uploadEvent(deps, as.admin, { file: makeEventFile() });
      expect(await listEventParticipants(deps, as.admin, { eid: ueid, uploaded: true })).toEqual([
        {
          uid: 'old-participant',
          forename: 'Olive',
          surname: 'Old',
          email: 'olive@example.test',
          accessLevel: 0,
          portal_link: '',
          mwEnabled: true,
          event: ueid,
          responseCompleted: [true, true, true, true],
          language: null,
          emailSent: true,
          emailState: 'sent',
          emailFailure: null,
        },
      ]);
    });

    it('reports an unknown upload as not found', async () => {
      const { deps, as } = await setUp();
      await expect(
        listEventParticipants(deps, as.admin, { eid: 'nope', uploaded: true }),
      ).rejects.toMatchObject({
        kind: 'not-found',
        code: 'EVENT.NOT_FOUND',
      });
    });

    it('refuses a Guide', async () => {
      const { deps, as } = await setUp();
      const { ueid } = await uploadEvent(deps, as.admin, { file: makeEventFile() });
      await expect(
        listEventParticipants(deps, as.guide, { eid: ueid, uploaded: true }),
      ).rejects.toMatchObject({
        kind: 'forbidden',
      });
    });
  });
});
