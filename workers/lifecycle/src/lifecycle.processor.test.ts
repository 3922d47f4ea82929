import { DomainError, verbatim } from '@vs/domain';
import { createTestDeps, makeEvent, makeUser, outboxJobs } from '@vs/domain/testing';
import { isRetryableJobFailure } from '@vs/queue/job-failure';
import { describe, expect, it } from 'vitest';
import { lifecycleSweepJob, processLifecycleJob } from './lifecycle.processor.ts';

describe('processLifecycleJob', () => {
  it("sends an event's automatic reminder on its day, to whoever has not finished", async () => {
    const deps = createTestDeps();
    const guide = makeUser({ accessLevel: 1 });
    const event = makeEvent({ facilitatorId: guide.uid, autoRemindDays: 2 });
    const unfinished = makeUser({ eventId: event.eid });
    await deps.store.events.insert({ ...event, participants: [unfinished.uid], emailsSent: [true] });
    for (const user of [guide, unfinished]) await deps.store.users.insert(user);
    deps.clock.set('2026-06-08T09:00:00.000Z');

    expect(await processLifecycleJob(deps, lifecycleSweepJob('now'))).toMatchObject({
      autoReminderEvents: 1,
      autoReminders: 1,
    });
    expect(await outboxJobs(deps.store)).toMatchObject([
      { name: 'reminder-email', payload: { uid: unfinished.uid, senderId: guide.uid } },
    ]);
  });

  it('sweeps: records the close of an event whose access close date has passed', async () => {
    const deps = createTestDeps();
    const guide = makeUser({ accessLevel: 1 });
    await deps.store.users.insert(guide);
    const event = makeEvent({ facilitatorId: guide.uid });
    await deps.store.events.insert(event);
    deps.clock.set('2026-07-12T09:00:00.000Z');

    const result = await processLifecycleJob(deps, lifecycleSweepJob('2026-07-12'));

    expect(result).toEqual({
      scheduledFor: '2026-07-12',
      closed: 1,
      purged: 0,
      autoReminderEvents: 0,
      autoReminders: 0,
      followUpsQueued: 0,
      archiveRequestsRemoved: 0,
      expiredFiles: 0,
      auditEntriesRemoved: 0,
      ssoRowsRemoved: 0,
    });
    expect(await deps.store.events.findById(event.eid)).toMatchObject({ state: 'closed' });
  });

  it('refuses a malformed job as not worth retrying', async () => {
    const deps = createTestDeps();
    for (const job of [
      { name: 'sweep' as const, payload: {} },
      { name: 'sweep' as const, payload: { scheduledFor: '' } },
      { name: 'reset-email' as const, payload: { scheduledFor: 'today' } },
    ]) {
      const failure = await processLifecycleJob(deps, job).catch((error: unknown) => error);
      expect(isRetryableJobFailure(failure)).toBe(false);
    }
  });

  it('retries anything but malformed jobs and domain refusals', () => {
    expect(isRetryableJobFailure(new Error('database busy'))).toBe(true);
    expect(isRetryableJobFailure(new DomainError('not-found', 'EVENT.NOT_FOUND', verbatim('gone')))).toBe(
      false,
    );
  });
});
