import { describe, expect, it } from 'vitest';
import type { ErrorText } from '../../errors/domain-error.ts';
import { wordsIn } from '../../errors/error-words.ts';
import type { ReminderEmailJob } from '../../ports/services.ts';
import { makeUser, outboxJobs, type TestDeps } from '../../testing/index.ts';
import { getEvent } from '../events/get-event.ts';
import { insertUsers, refusedWithNothingWritten, setToday, setUp } from '../events/test-support.ts';
import { remindUnfinished } from './remind-unfinished.ts';

const HOUR = 60 * 60 * 1000;

/** The Guide's event with three participants: one finished, one half way, one not started. */
const withThree = async () => {
  const cast = await setUp();
  const finished = makeUser({ eventId: cast.event.eid, responseCompleted: [true, true, true, true] });
  const halfway = makeUser({ eventId: cast.event.eid, responseCompleted: [true, true, false, false] });
  await insertUsers(cast.deps.store, finished, halfway);
  const event = {
    ...cast.event,
    participants: [cast.participant.uid, finished.uid, halfway.uid],
    emailsSent: [true, true, true],
  };
  await cast.deps.store.events.update(event);
  return { ...cast, event, finished, halfway };
};

/** Payloads of the reminders requested so far. */
const reminderJobs = async (deps: TestDeps): Promise<ReminderEmailJob[]> =>
  (await outboxJobs(deps.store)).map((job) => {
    if (job.name !== 'reminder-email') throw new Error(`unexpected ${job.name} job`);
    return job.payload;
  });

/** The result with its message as an English reader gets it. */
const inEnglish = <R extends { readonly message: ErrorText }>(result: R) => ({
  ...result,
  message: wordsIn('en', result.message),
});

describe('remindUnfinished', () => {
  it('queues one reminder per unfinished participant, recorded as queued, from the Guide', async () => {
    const { deps, as, event, participant, halfway, guide } = await withThree();
    expect(inEnglish(await remindUnfinished(deps, as.guide, { eid: event.eid }))).toEqual({
      message: '2 reminders queued',
      queued: 2,
    });
    const jobs = await reminderJobs(deps);
    expect(jobs).toEqual([
      { requestId: expect.any(String), uid: participant.uid, senderId: guide.uid },
      { requestId: expect.any(String), uid: halfway.uid, senderId: guide.uid },
    ]);
    for (const job of jobs) expect(await deps.store.deliveries.statusOf(job.requestId)).toBe('queued');
    expect(await deps.store.audit.list({ limit: 10, action: 'reminders.sent' })).toMatchObject([
      { actor: { uid: guide.uid }, target: { kind: 'event', id: event.eid }, details: { queued: 2 } },
    ]);
    // A second click queues nobody, and records nothing.
    await remindUnfinished(deps, as.guide, { eid: event.eid });
    expect(await deps.store.audit.list({ limit: 10, action: 'reminders.sent' })).toHaveLength(1);
  });

  it('records when each was reminded, and the logon email states stay as they were', async () => {
    const { deps, as, event } = await withThree();
    const before = await getEvent(deps, as.guide, { eid: event.eid });
    expect(before.toRemind).toBe(2);
    expect(before.lastReminders).toEqual([null, null, null]);
    await remindUnfinished(deps, as.guide, { eid: event.eid });
    const after = await getEvent(deps, as.guide, { eid: event.eid });
    const at = deps.clock.now();
    expect(after.lastReminders).toEqual([
      { at, status: 'queued', failure: null },
      null,
      { at, status: 'queued', failure: null },
    ]);
    expect(after.toRemind).toBe(0);
    expect(after.emailStates).toEqual(before.emailStates);
  });

  it('queues each reminder once when two clicks arrive at the same moment', async () => {
    const { deps, as, event } = await withThree();
    const results = await Promise.all([
      remindUnfinished(deps, as.guide, { eid: event.eid }),
      remindUnfinished(deps, as.guide, { eid: event.eid }),
    ]);
    expect(results.map((r) => r.queued)).toEqual([2, 0]);
    expect(await reminderJobs(deps)).toHaveLength(2);
  });

  it('queues nobody on a second click at once, and again 12 hours later', async () => {
    const { deps, as, event } = await withThree();
    await remindUnfinished(deps, as.guide, { eid: event.eid });
    deps.clock.advance(11 * HOUR);
    expect(inEnglish(await remindUnfinished(deps, as.guide, { eid: event.eid }))).toEqual({
      message: 'Everyone unfinished was reminded in the last 12 hours',
      queued: 0,
    });
    deps.clock.advance(HOUR);
    expect((await remindUnfinished(deps, as.guide, { eid: event.eid })).queued).toBe(2);
    expect(await reminderJobs(deps)).toHaveLength(4);
  });

  it('reminds again at once someone whose reminder failed for good', async () => {
    const { deps, as, event, participant } = await withThree();
    await remindUnfinished(deps, as.guide, { eid: event.eid });
    const [first] = await reminderJobs(deps);
    await deps.store.deliveries.recordFailed(first?.requestId ?? '', deps.clock.now(), '550 unknown user');
    expect(inEnglish(await remindUnfinished(deps, as.guide, { eid: event.eid }))).toEqual({
      message: '1 reminder queued',
      queued: 1,
    });
    expect((await reminderJobs(deps)).at(-1)?.uid).toBe(participant.uid);
  });

  it('says so when everyone has finished', async () => {
    const { deps, as, event, participant } = await setUp();
    await deps.store.users.update({ ...participant, responseCompleted: [true, true, true, true] });
    expect(inEnglish(await remindUnfinished(deps, as.guide, { eid: event.eid }))).toEqual({
      message: 'Every participant has finished the pre-work',
      queued: 0,
    });
    expect(await outboxJobs(deps.store)).toEqual([]);
  });

  it("lets a super-admin remind for another Guide's event, in that Guide's template", async () => {
    const { deps, as, otherEvent, otherGuide } = await setUp();
    await remindUnfinished(deps, as.admin, { eid: otherEvent.eid });
    expect((await reminderJobs(deps)).map((job) => job.senderId)).toEqual([otherGuide.uid]);
  });

  it('queues nothing when one of the jobs cannot be written to the outbox', async () => {
    const { deps, as, event } = await withThree();
    const add = deps.store.outbox.add;
    let writes = 0;
    deps.store.outbox.add = async (entry) => {
      writes += 1;
      if (writes === 2) throw new Error('database down');
      await add(entry);
    };
    await expect(remindUnfinished(deps, as.guide, { eid: event.eid })).rejects.toThrow('database down');
    expect(await outboxJobs(deps.store)).toEqual([]);
    expect((await getEvent(deps, as.guide, { eid: event.eid })).lastReminders).toEqual([null, null, null]);
  });

  it('refuses a closed event as read-only', async () => {
    const cast = await withThree();
    setToday(cast.deps, '2026-07-11');
    await refusedWithNothingWritten(
      cast.deps,
      () => remindUnfinished(cast.deps, cast.as.guide, { eid: cast.event.eid }),
      { kind: 'conflict', code: 'EVENT.CLOSED' },
    );
  });

  it("reports another Guide's event as not found", async () => {
    const cast = await withThree();
    await refusedWithNothingWritten(
      cast.deps,
      () => remindUnfinished(cast.deps, cast.as.guide, { eid: cast.otherEvent.eid }),
      { kind: 'not-found' },
    );
  });

  it('refuses a participant', async () => {
    const cast = await withThree();
    await refusedWithNothingWritten(
      cast.deps,
      () => remindUnfinished(cast.deps, cast.as.participant, { eid: cast.event.eid }),
      { kind: 'forbidden' },
    );
  });
});
