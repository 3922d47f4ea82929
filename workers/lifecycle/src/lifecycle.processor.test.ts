import { DomainError } from '@vs/domain';
import { createTestDeps, makeEvent, makeUser } from '@vs/domain/testing';
import { isRetryableJobFailure } from '@vs/queue/job-failure';
import { describe, expect, it } from 'vitest';
import { lifecycleSweepJob, processLifecycleJob } from './lifecycle.processor.ts';

describe('processLifecycleJob', () => {
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
      archiveRequestsRemoved: 0,
      expiredFiles: 0,
      auditEntriesRemoved: 0,
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
    expect(isRetryableJobFailure(new DomainError('not-found', 'EVENT.NOT_FOUND', 'gone'))).toBe(false);
  });
});
