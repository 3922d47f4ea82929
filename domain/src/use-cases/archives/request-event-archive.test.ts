import { describe, expect, it, vi } from 'vitest';
import type { Job } from '../../ports/services.ts';
import { makeEventFile, setToday, setUp, snapshotOf } from '../events/test-support.ts';
import { EVENT_ARCHIVE_TIMEOUT_MS, requestEventArchive } from './request-event-archive.ts';

const withUpload = async () => {
  const cast = await setUp();
  const file = makeEventFile({ eventName: 'Archived: "Q1"' });
  await cast.deps.store.uploadedEvents.insert({
    ueid: 'u1',
    uploadedBy: cast.admin.uid,
    uploadedAt: new Date(0),
    file,
  });
  return { ...cast, file };
};

describe('requestEventArchive', () => {
  it('has the zip worker build the archive, waits for it, and names the download', async () => {
    const { deps, as, event } = await setUp();
    const handled: Job[] = [];
    deps.waitedJobs.handle = async (job) => {
      handled.push(job);
    };
    const wait = vi.spyOn(deps.jobs, 'enqueueAndWait');

    const result = await requestEventArchive(deps, as.guide, { eid: event.eid, uploaded: false });

    const job = {
      kind: 'zip',
      name: 'event-archive',
      payload: { requestId: '00000000-0000-4000-8000-000000000001', eid: event.eid, uploaded: false },
    };
    expect(handled).toEqual([job]);
    expect(wait).toHaveBeenCalledWith(job, EVENT_ARCHIVE_TIMEOUT_MS);
    expect(result).toEqual({
      key: 'archives/00000000-0000-4000-8000-000000000001.zip',
      fileName: 'Spring Workshop 2026-06-10.zip',
    });
    // Recorded like a polled request, so the worker can report on it.
    expect(await deps.store.archiveRequests.findById('00000000-0000-4000-8000-000000000001')).toMatchObject({
      requesterId: as.guide.uid,
      eid: event.eid,
      uploaded: false,
      fileName: 'Spring Workshop 2026-06-10.zip',
      state: 'queued',
    });
  });

  it('uses a fresh request id for every request', async () => {
    const { deps, as, event } = await setUp();
    const first = await requestEventArchive(deps, as.guide, { eid: event.eid, uploaded: false });
    const second = await requestEventArchive(deps, as.guide, { eid: event.eid, uploaded: false });
    expect(first.key).not.toBe(second.key);
  });

  it('lets a super-admin archive any event', async () => {
    const { deps, as, otherEvent } = await setUp();
    const result = await requestEventArchive(deps, as.admin, { eid: otherEvent.eid, uploaded: false });
    expect(result.fileName).toBe('Other Workshop 2026-06-10.zip');
    expect(deps.enqueued).toHaveLength(1);
  });

  it('archives an event after it closed and while it waits for removal', async () => {
    const { deps, as, event } = await setUp();
    for (const day of ['2026-07-20', '2026-08-12']) {
      setToday(deps, day);
      await expect(requestEventArchive(deps, as.guide, { eid: event.eid, uploaded: false })).resolves.toEqual(
        expect.objectContaining({ fileName: 'Spring Workshop 2026-06-10.zip' }),
      );
    }
  });

  it('passes on a failed or timed-out job', async () => {
    const { deps, as, event } = await setUp();
    deps.waitedJobs.handle = async () => {
      throw new Error('job timed out');
    };
    await expect(requestEventArchive(deps, as.guide, { eid: event.eid, uploaded: false })).rejects.toThrow(
      'job timed out',
    );
  });

  it('refuses a participant, queuing nothing', async () => {
    const { deps, as, event } = await setUp();
    const before = await snapshotOf(deps.store);
    await expect(
      requestEventArchive(deps, as.participant, { eid: event.eid, uploaded: false }),
    ).rejects.toMatchObject({ kind: 'forbidden', code: 'AUTH.FORBIDDEN' });
    expect(deps.enqueued).toEqual([]);
    expect(await snapshotOf(deps.store)).toEqual(before);
  });

  it("hides another Guide's event and a missing one behind not found, queuing nothing", async () => {
    const { deps, as, otherEvent } = await setUp();
    for (const eid of [otherEvent.eid, 'missing']) {
      await expect(requestEventArchive(deps, as.guide, { eid, uploaded: false })).rejects.toMatchObject({
        kind: 'not-found',
        code: 'EVENT.NOT_FOUND',
      });
    }
    expect(deps.enqueued).toEqual([]);
  });

  it('archives an uploaded event for a super-admin, named from its file', async () => {
    const { deps, as } = await withUpload();
    const result = await requestEventArchive(deps, as.admin, { eid: 'u1', uploaded: true });
    expect(result.fileName).toBe('Archived Q1 2025-03-01.zip');
    expect(deps.enqueued).toEqual([
      {
        kind: 'zip',
        name: 'event-archive',
        payload: { requestId: expect.any(String), eid: 'u1', uploaded: true },
      },
    ]);
  });

  it('keeps uploaded events from Guides and participants, queuing nothing', async () => {
    const { deps, as } = await withUpload();
    for (const actor of [as.guide, as.participant]) {
      await expect(requestEventArchive(deps, actor, { eid: 'u1', uploaded: true })).rejects.toMatchObject({
        kind: 'forbidden',
      });
    }
    expect(deps.enqueued).toEqual([]);
  });

  it('reports a missing upload, or an event id asked for as an upload, as not found', async () => {
    const { deps, as, event } = await withUpload();
    for (const eid of ['missing', event.eid]) {
      await expect(requestEventArchive(deps, as.admin, { eid, uploaded: true })).rejects.toMatchObject({
        kind: 'not-found',
        code: 'EVENT.NOT_FOUND',
      });
    }
    await expect(requestEventArchive(deps, as.admin, { eid: 'u1', uploaded: false })).rejects.toMatchObject({
      kind: 'not-found',
    });
    expect(deps.enqueued).toEqual([]);
  });
});
