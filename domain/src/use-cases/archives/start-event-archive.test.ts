import { describe, expect, it } from 'vitest';
import { outboxJobs, recordWrites } from '../../testing/index.ts';
import { makeEventFile, setToday, setUp } from '../events/test-support.ts';
import { startEventArchive } from './start-event-archive.ts';

const withUpload = async () => {
  const cast = await setUp();
  await cast.deps.store.uploadedEvents.insert({
    ueid: 'u1',
    uploadedBy: cast.admin.uid,
    uploadedAt: new Date(0),
    file: makeEventFile({ eventName: 'Archived: "Q1"' }),
  });
  return cast;
};

describe('startEventArchive', () => {
  it('records a queued request for the requester and its zip job in the outbox, and returns at once', async () => {
    const { deps, as, event } = await setUp();

    const { requestId } = await startEventArchive(deps, as.guide, { eid: event.eid, uploaded: false });

    expect(await deps.store.archiveRequests.findById(requestId)).toEqual({
      id: requestId,
      requesterId: as.guide.uid,
      eid: event.eid,
      uploaded: false,
      fileName: 'Spring Workshop 2026-06-10.zip',
      state: 'queued',
      done: 0,
      total: 0,
      error: null,
      createdAt: deps.clock.now(),
      updatedAt: deps.clock.now(),
    });
    expect(await outboxJobs(deps.store)).toEqual([
      { kind: 'zip', name: 'event-archive', payload: { requestId, eid: event.eid, uploaded: false } },
    ]);
    // Nothing waits on the queue: the job leaves with the outbox relay.
    expect(deps.enqueued).toEqual([]);
  });

  it('gives every request its own id', async () => {
    const { deps, as, event } = await setUp();
    const first = await startEventArchive(deps, as.guide, { eid: event.eid, uploaded: false });
    const second = await startEventArchive(deps, as.guide, { eid: event.eid, uploaded: false });
    expect(first.requestId).not.toBe(second.requestId);
  });

  it('lets a super-admin archive any event, and a Guide their event after it closed', async () => {
    const { deps, as, event, otherEvent } = await setUp();
    await expect(
      startEventArchive(deps, as.admin, { eid: otherEvent.eid, uploaded: false }),
    ).resolves.toEqual({
      requestId: expect.any(String),
    });
    setToday(deps, '2026-08-12');
    await expect(startEventArchive(deps, as.guide, { eid: event.eid, uploaded: false })).resolves.toEqual({
      requestId: expect.any(String),
    });
  });

  it('refuses a participant and hides another Guide’s event, writing nothing', async () => {
    const { deps, as, event, otherEvent } = await setUp();
    const writes = recordWrites(deps);
    await expect(
      startEventArchive(deps, as.participant, { eid: event.eid, uploaded: false }),
    ).rejects.toMatchObject({ kind: 'forbidden', code: 'AUTH.FORBIDDEN' });
    for (const eid of [otherEvent.eid, 'missing']) {
      await expect(startEventArchive(deps, as.guide, { eid, uploaded: false })).rejects.toMatchObject({
        kind: 'not-found',
        code: 'EVENT.NOT_FOUND',
      });
    }
    expect(writes()).toEqual([]);
  });

  it('archives an uploaded event for a super-admin only, named from its file', async () => {
    const { deps, as } = await withUpload();
    const writes = recordWrites(deps);
    for (const actor of [as.guide, as.participant]) {
      await expect(startEventArchive(deps, actor, { eid: 'u1', uploaded: true })).rejects.toMatchObject({
        kind: 'forbidden',
      });
    }
    expect(writes()).toEqual([]);
    const { requestId } = await startEventArchive(deps, as.admin, { eid: 'u1', uploaded: true });
    expect(await deps.store.archiveRequests.findById(requestId)).toMatchObject({
      eid: 'u1',
      uploaded: true,
      fileName: 'Archived Q1 2025-03-01.zip',
    });
  });
});
