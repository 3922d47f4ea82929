import { describe, expect, it } from 'vitest';
import { startEventArchive } from '../archives/start-event-archive.ts';
import { closeEvent } from '../events/close-event.ts';
import { date, setToday, setUp, storedEvent } from '../events/test-support.ts';
import { ARCHIVE_REQUEST_RETENTION_MS, runLifecycleSweep } from './run-lifecycle-sweep.ts';

describe('runLifecycleSweep', () => {
  it('sweeps by the clock and reports the counts under the job label', async () => {
    const { deps, event } = await setUp();
    setToday(deps, '2026-07-15');
    expect(await runLifecycleSweep(deps, { scheduledFor: '2026-07-14' })).toEqual({
      scheduledFor: '2026-07-14',
      closed: 2,
      purged: 0,
      autoReminderEvents: 0,
      autoReminders: 0,
      followUpsQueued: 0,
      archiveRequestsRemoved: 0,
      expiredFiles: 0,
      auditEntriesRemoved: 0,
      ssoRowsRemoved: 0,
    });
    expect(await storedEvent(deps.store, event.eid)).toMatchObject({
      state: 'closed',
      closedOn: '2026-07-11',
    });
  });

  it('purges events whose grace period is over and does nothing more when run again', async () => {
    const { deps, as, event } = await setUp();
    await closeEvent(deps, as.guide, { eid: event.eid });
    setToday(deps, '2026-08-17');
    const job = { scheduledFor: 'every 60 minutes' };
    expect(await runLifecycleSweep(deps, job)).toMatchObject({ purged: 2 });
    expect(await deps.store.events.findById(event.eid)).toBeNull();
    expect(await runLifecycleSweep(deps, job)).toMatchObject({ purged: 0 });
  });

  it("sends the automatic reminders due today, after closing what closed: a closed event's goes nowhere", async () => {
    const { deps, event, otherEvent } = await setUp();
    await deps.store.events.update({ ...event, autoRemindDays: 3 });
    await deps.store.events.update({ ...otherEvent, autoRemindDays: 3, accessClose: date('2026-06-06') });
    setToday(deps, '2026-06-07');
    expect(await runLifecycleSweep(deps, { scheduledFor: 'now' })).toMatchObject({
      closed: 1,
      autoReminderEvents: 1,
      autoReminders: 1,
    });
  });

  it('queues the follow-ups due now', async () => {
    const { deps, event, participant } = await setUp();
    await deps.store.events.update({ ...event, followUpDays: [30] });
    await deps.store.users.update({ ...participant, responseCompleted: [true, true, true, true] });
    deps.clock.set('2026-07-10T00:00:00.000Z');
    expect(await runLifecycleSweep(deps, { scheduledFor: 'now' })).toMatchObject({ followUpsQueued: 1 });
  });

  it('removes generated files nobody fetched within the time to live', async () => {
    const { deps } = await setUp();
    await deps.files.write('archives/abandoned.zip', new TextEncoder().encode('zip'));
    deps.clock.advance(61 * 60_000);
    expect(await runLifecycleSweep(deps, { scheduledFor: 'every 60 minutes' })).toMatchObject({
      expiredFiles: 1,
    });
    expect(deps.files.files.size).toBe(0);
  });

  it('deletes archive requests created more than a day ago and keeps younger ones', async () => {
    const { deps, as, event } = await setUp();
    const { requestId: old } = await startEventArchive(deps, as.guide, { eid: event.eid, uploaded: false });
    deps.clock.advance(ARCHIVE_REQUEST_RETENTION_MS - 60_000);
    const { requestId: young } = await startEventArchive(deps, as.guide, { eid: event.eid, uploaded: false });
    deps.clock.advance(120_000);
    expect(await runLifecycleSweep(deps, { scheduledFor: 'now' })).toMatchObject({
      archiveRequestsRemoved: 1,
    });
    expect(await deps.store.archiveRequests.findById(old)).toBeNull();
    expect(await deps.store.archiveRequests.findById(young)).not.toBeNull();
  });
});
