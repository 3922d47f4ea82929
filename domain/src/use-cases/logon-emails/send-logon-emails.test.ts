import { describe, expect, it } from 'vitest';
import type { ErrorText } from '../../errors/domain-error.ts';
import { wordsIn } from '../../errors/error-words.ts';
import { makeUser, outboxJobs } from '../../testing/index.ts';
import {
  insertUsers,
  logonJobs,
  refusedWithNothingWritten,
  setToday,
  setUp,
  storedEvent,
} from '../events/test-support.ts';
import { sendLogonEmails } from './send-logon-emails.ts';

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

/** The result with its message as an English reader gets it. */
const inEnglish = <R extends { readonly message: ErrorText }>(result: R) => ({
  ...result,
  message: wordsIn('en', result.message),
});

describe('sendLogonEmails', () => {
  it('writes one job per participant not yet sent to the outbox and marks them sent', async () => {
    const { deps, as, event, participant, third, guide } = await withThree();
    expect(inEnglish(await sendLogonEmails(deps, as.guide, { eid: event.eid }))).toEqual({
      message: '2 login emails queued',
      queued: 2,
    });
    expect((await storedEvent(deps.store, event.eid)).emailsSent).toEqual([true, true, true]);
    const jobs = await logonJobs(deps);
    expect(jobs).toEqual([
      { requestId: expect.any(String), uid: participant.uid, senderId: guide.uid, bodyOverride: null },
      { requestId: expect.any(String), uid: third.uid, senderId: guide.uid, bodyOverride: null },
    ]);
    expect(new Set(jobs.map((job) => job.requestId)).size).toBe(2);
  });

  it('queues each email once when Send all is clicked twice at the same moment', async () => {
    const { deps, as, event } = await withThree();
    const results = await Promise.all([
      sendLogonEmails(deps, as.guide, { eid: event.eid }),
      sendLogonEmails(deps, as.admin, { eid: event.eid }),
    ]);
    expect(results.map((r) => r.queued)).toEqual([2, 0]);
    expect(await logonJobs(deps)).toHaveLength(2);
  });

  it('says one email in the singular', async () => {
    const { deps, as, event } = await setUp();
    expect(inEnglish(await sendLogonEmails(deps, as.guide, { eid: event.eid })).message).toBe(
      '1 login email queued',
    );
  });

  it('queues nothing for emails on their way, nor once everyone was sent one: resends are individual', async () => {
    const { deps, as, event } = await withThree();
    await sendLogonEmails(deps, as.guide, { eid: event.eid });
    const requested = await outboxJobs(deps.store);
    expect(inEnglish(await sendLogonEmails(deps, as.guide, { eid: event.eid }))).toEqual({
      message: 'Every login email has been sent or is on its way',
      queued: 0,
    });
    for (const job of await logonJobs(deps))
      await deps.store.deliveries.recordSent(job.requestId, deps.clock.now());
    expect(inEnglish(await sendLogonEmails(deps, as.guide, { eid: event.eid }))).toEqual({
      message: 'Every participant has already been sent a login email',
      queued: 0,
    });
    expect(await outboxJobs(deps.store)).toEqual(requested);
  });

  it('sends again to those whose email failed, and to nobody whose email was delivered', async () => {
    const { deps, as, event, participant } = await withThree();
    await sendLogonEmails(deps, as.guide, { eid: event.eid });
    const [first, ...others] = await logonJobs(deps);
    await deps.store.deliveries.recordFailed(first?.requestId ?? '', deps.clock.now(), '550 unknown user');
    for (const job of others) await deps.store.deliveries.recordSent(job.requestId, deps.clock.now());
    expect(inEnglish(await sendLogonEmails(deps, as.guide, { eid: event.eid }))).toEqual({
      message: '1 login email queued',
      queued: 1,
    });
    const resent = (await logonJobs(deps)).at(-1);
    expect(resent?.uid).toBe(participant.uid);
    expect(await deps.store.deliveries.statusOf(resent?.requestId ?? '')).toBe('queued');
  });

  it("lets a super-admin send for another Guide's event, as that Guide", async () => {
    const { deps, as, otherEvent, otherGuide } = await setUp();
    await sendLogonEmails(deps, as.admin, { eid: otherEvent.eid });
    expect((await logonJobs(deps)).map((job) => job.senderId)).toEqual([otherGuide.uid]);
  });

  it('marks nobody sent when one of the jobs cannot be written to the outbox', async () => {
    const { deps, as, event } = await withThree();
    const add = deps.store.outbox.add;
    let writes = 0;
    deps.store.outbox.add = async (entry) => {
      writes += 1;
      if (writes === 2) throw new Error('database down');
      await add(entry);
    };
    await expect(sendLogonEmails(deps, as.guide, { eid: event.eid })).rejects.toThrow('database down');
    expect((await storedEvent(deps.store, event.eid)).emailsSent).toEqual([false, true, false]);
    expect(await outboxJobs(deps.store)).toEqual([]);
  });

  it('refuses a closed event as read-only', async () => {
    const cast = await withThree();
    setToday(cast.deps, '2026-07-11');
    await refusedWithNothingWritten(
      cast.deps,
      () => sendLogonEmails(cast.deps, cast.as.guide, { eid: cast.event.eid }),
      { kind: 'conflict', code: 'EVENT.CLOSED' },
    );
  });

  it("reports another Guide's event as not found", async () => {
    const cast = await withThree();
    await refusedWithNothingWritten(
      cast.deps,
      () => sendLogonEmails(cast.deps, cast.as.guide, { eid: cast.otherEvent.eid }),
      { kind: 'not-found' },
    );
  });

  it('refuses a participant', async () => {
    const cast = await withThree();
    await refusedWithNothingWritten(
      cast.deps,
      () => sendLogonEmails(cast.deps, cast.as.participant, { eid: cast.event.eid }),
      { kind: 'forbidden' },
    );
  });
});
