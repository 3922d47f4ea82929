import { describe, expect, it } from 'vitest';
import { makeEvent, makeUser, outboxJobs } from '../../testing/index.ts';
import {
  insertUsers,
  logonJobs,
  refusedWithNothingWritten,
  setToday,
  setUp,
  storedEvent,
} from '../events/test-support.ts';
import { sendLogonEmail } from './send-logon-email.ts';

describe('sendLogonEmail', () => {
  it('marks the email sent and writes a job carrying ids only to the outbox', async () => {
    const { deps, as, event, participant, guide } = await setUp();
    expect(await sendLogonEmail(deps, as.guide, { uid: participant.uid })).toEqual({ message: 'Email sent' });
    expect((await storedEvent(deps.store, event.eid)).emailsSent).toEqual([true]);
    expect(deps.enqueued).toEqual([]);
    expect(await outboxJobs(deps.store)).toEqual([
      {
        kind: 'email',
        name: 'logon-email',
        payload: {
          requestId: expect.any(String),
          uid: participant.uid,
          senderId: guide.uid,
          bodyOverride: null,
        },
      },
    ]);
  });

  it('passes a custom body for this one email', async () => {
    const { deps, as, participant } = await setUp();
    await sendLogonEmail(deps, as.guide, { uid: participant.uid, emailBody: 'See you Monday!' });
    expect((await logonJobs(deps))[0]?.bodyOverride).toBe('See you Monday!');
  });

  it('uses the template when the custom body is blank', async () => {
    const { deps, as, participant } = await setUp();
    await sendLogonEmail(deps, as.guide, { uid: participant.uid, emailBody: '  \n ' });
    expect((await logonJobs(deps))[0]?.bodyOverride).toBeNull();
  });

  it('resends with a fresh request id each time', async () => {
    const { deps, as, participant } = await setUp();
    await sendLogonEmail(deps, as.guide, { uid: participant.uid });
    await sendLogonEmail(deps, as.guide, { uid: participant.uid });
    const [first, second] = await logonJobs(deps);
    expect(first?.requestId).not.toBe(second?.requestId);
  });

  it('sets only the flag of that participant', async () => {
    const { deps, as, guide, participant } = await setUp();
    const second = makeUser({ createdBy: guide.uid });
    const event = makeEvent({
      facilitatorId: guide.uid,
      participants: [participant.uid, second.uid],
      emailsSent: [false, false],
    });
    await deps.store.events.insert(event);
    await insertUsers(deps.store, { ...second, eventId: event.eid });
    await sendLogonEmail(deps, as.guide, { uid: second.uid });
    expect((await storedEvent(deps.store, event.eid)).emailsSent).toEqual([false, true]);
  });

  it("sends as the event's facilitator when a super-admin asks", async () => {
    const { deps, as, otherParticipant, otherGuide } = await setUp();
    await sendLogonEmail(deps, as.admin, { uid: otherParticipant.uid });
    expect((await logonJobs(deps))[0]?.senderId).toBe(otherGuide.uid);
  });

  it('refuses a closed event as read-only', async () => {
    const cast = await setUp();
    setToday(cast.deps, '2026-07-11');
    await refusedWithNothingWritten(
      cast.deps,
      () => sendLogonEmail(cast.deps, cast.as.guide, { uid: cast.participant.uid }),
      { kind: 'conflict', code: 'EVENT.CLOSED' },
    );
  });

  it("reports another Guide's participant as not found", async () => {
    const cast = await setUp();
    await refusedWithNothingWritten(
      cast.deps,
      () => sendLogonEmail(cast.deps, cast.as.guide, { uid: cast.otherParticipant.uid }),
      {
        kind: 'not-found',
        code: 'USER.NOT_FOUND',
      },
    );
  });

  it('reports an unknown user, someone without an event and a missing event as not found', async () => {
    const cast = await setUp();
    const loner = makeUser({ createdBy: cast.guide.uid });
    const stranded = makeUser({ createdBy: cast.guide.uid, eventId: 'deleted-event' });
    await insertUsers(cast.deps.store, loner, stranded);
    for (const uid of ['nobody', loner.uid, stranded.uid]) {
      await refusedWithNothingWritten(cast.deps, () => sendLogonEmail(cast.deps, cast.as.guide, { uid }), {
        kind: 'not-found',
        code: 'USER.NOT_FOUND',
      });
    }
  });

  it('reports someone whose event does not list them as not found', async () => {
    const cast = await setUp();
    const unlisted = makeUser({ createdBy: cast.guide.uid, eventId: cast.event.eid });
    await insertUsers(cast.deps.store, unlisted);
    await refusedWithNothingWritten(
      cast.deps,
      () => sendLogonEmail(cast.deps, cast.as.guide, { uid: unlisted.uid }),
      { kind: 'not-found', code: 'USER.NOT_FOUND' },
    );
  });

  it('leaves the flag unsent when the job cannot be written to the outbox', async () => {
    const cast = await setUp();
    cast.deps.store.outbox.add = async () => {
      throw new Error('database down');
    };
    await expect(sendLogonEmail(cast.deps, cast.as.guide, { uid: cast.participant.uid })).rejects.toThrow(
      'database down',
    );
    expect((await storedEvent(cast.deps.store, cast.event.eid)).emailsSent).toEqual([false]);
  });

  it('refuses a participant, even for themselves', async () => {
    const cast = await setUp();
    await refusedWithNothingWritten(
      cast.deps,
      () => sendLogonEmail(cast.deps, cast.as.participant, { uid: cast.participant.uid }),
      { kind: 'forbidden' },
    );
  });
});
