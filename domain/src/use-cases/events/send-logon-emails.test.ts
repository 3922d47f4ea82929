import { describe, expect, it } from 'vitest';
import { makeUser } from '../../testing/index.ts';
import { sendLogonEmails } from './send-logon-emails.ts';
import { insertUsers, logonJobs, setToday, setUp, snapshotOf, storedEvent } from './test-support.ts';

/** The Guide's event with three participants; the middle one has been sent a logon email. */
const withThree = async () => {
  const cast = await setUp();
  const second = makeUser({ eventId: cast.event.eid });
  const third = makeUser({ eventId: cast.event.eid });
  await insertUsers(cast.deps.store, second, third);
  const event = {
    ...cast.event,
    participants: [cast.participant.uid, second.uid, third.uid],
    emailsSent: [false, true, false],
  };
  await cast.deps.store.events.update(event);
  return { ...cast, event, second, third };
};

describe('sendLogonEmails', () => {
  it('queues one job per participant not yet sent and marks them sent', async () => {
    const { deps, as, event, participant, third, guide } = await withThree();
    expect(await sendLogonEmails(deps, as.guide, { eid: event.eid })).toEqual({
      message: '2 logon emails queued',
      queued: 2,
    });
    expect((await storedEvent(deps.store, event.eid)).emailsSent).toEqual([true, true, true]);
    expect(deps.enqueued.map((job) => job.payload)).toEqual([
      { requestId: expect.any(String), uid: participant.uid, senderId: guide.uid, bodyOverride: null },
      { requestId: expect.any(String), uid: third.uid, senderId: guide.uid, bodyOverride: null },
    ]);
    expect(new Set(deps.enqueued.map((job) => job.payload.requestId)).size).toBe(2);
  });

  it('says one email in the singular', async () => {
    const { deps, as, event } = await setUp();
    expect((await sendLogonEmails(deps, as.guide, { eid: event.eid })).message).toBe('1 logon email queued');
  });

  it('queues nothing when everyone has been sent one: resends are individual', async () => {
    const { deps, as, event } = await withThree();
    await sendLogonEmails(deps, as.guide, { eid: event.eid });
    deps.enqueued.length = 0;
    expect(await sendLogonEmails(deps, as.guide, { eid: event.eid })).toEqual({
      message: 'Every participant has already been sent a logon email',
      queued: 0,
    });
    expect(deps.enqueued).toEqual([]);
  });

  it("lets a super-admin send for another Guide's event, as that Guide", async () => {
    const { deps, as, otherEvent, otherGuide } = await setUp();
    await sendLogonEmails(deps, as.admin, { eid: otherEvent.eid });
    expect(logonJobs(deps).map((job) => job.senderId)).toEqual([otherGuide.uid]);
  });

  const refusedWithNothingDone = async (
    cast: Awaited<ReturnType<typeof withThree>>,
    eid: string,
    expected: object,
    actor = cast.as.guide,
  ) => {
    const before = await snapshotOf(cast.deps.store);
    await expect(sendLogonEmails(cast.deps, actor, { eid })).rejects.toMatchObject(expected);
    expect(await snapshotOf(cast.deps.store)).toEqual(before);
    expect(cast.deps.enqueued).toEqual([]);
  };

  it('refuses a closed event as read-only', async () => {
    const cast = await withThree();
    setToday(cast.deps, '2026-07-11');
    await refusedWithNothingDone(cast, cast.event.eid, { kind: 'conflict', code: 'EVENT.CLOSED' });
  });

  it("reports another Guide's event as not found", async () => {
    const cast = await withThree();
    await refusedWithNothingDone(cast, cast.otherEvent.eid, { kind: 'not-found' });
  });

  it('refuses a participant', async () => {
    const cast = await withThree();
    await refusedWithNothingDone(cast, cast.event.eid, { kind: 'forbidden' }, cast.as.participant);
  });
});
