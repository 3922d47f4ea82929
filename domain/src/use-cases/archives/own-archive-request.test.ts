import { describe, expect, it } from 'vitest';
import { archiveKey } from '../../ports/services.ts';
import { setUp } from '../events/test-support.ts';
import { ARCHIVE_NOT_READY_MESSAGE, eventArchiveDownload } from './event-archive-download.ts';
import { eventArchiveStatus } from './event-archive-status.ts';
import { startEventArchive } from './start-event-archive.ts';

const started = async () => {
  const cast = await setUp();
  const { requestId } = await startEventArchive(cast.deps, cast.as.guide, {
    eid: cast.event.eid,
    uploaded: false,
  });
  return { ...cast, requestId };
};

describe('eventArchiveStatus', () => {
  it('tells the requester how far the archive is, and why it failed', async () => {
    const { deps, as, requestId } = await started();
    expect(await eventArchiveStatus(deps, as.guide, requestId)).toEqual({
      state: 'queued',
      done: 0,
      total: 0,
      error: null,
    });
    await deps.store.archiveRequests.recordProgress(requestId, 12, 300, deps.clock.now());
    expect(await eventArchiveStatus(deps, as.guide, requestId)).toEqual({
      state: 'running',
      done: 12,
      total: 300,
      error: null,
    });
    await deps.store.archiveRequests.finish(
      requestId,
      { state: 'failed', error: 'Event not found' },
      deps.clock.now(),
    );
    expect(await eventArchiveStatus(deps, as.guide, requestId)).toMatchObject({
      state: 'failed',
      error: 'Event not found',
    });
  });

  it('answers anyone but the requester, a super-admin too, as for a missing request', async () => {
    const { deps, as, requestId } = await started();
    for (const actor of [as.otherGuide, as.admin, as.participant]) {
      await expect(eventArchiveStatus(deps, actor, requestId)).rejects.toMatchObject({
        kind: 'not-found',
        code: 'ARCHIVE.NOT_FOUND',
      });
    }
    await expect(eventArchiveStatus(deps, as.guide, 'missing')).rejects.toMatchObject({ kind: 'not-found' });
  });
});

describe('eventArchiveDownload', () => {
  it('gives the requester the ready zip’s key and its download name', async () => {
    const { deps, as, requestId } = await started();
    await deps.store.archiveRequests.finish(requestId, { state: 'ready' }, deps.clock.now());
    expect(await eventArchiveDownload(deps, as.guide, requestId)).toEqual({
      key: archiveKey(requestId),
      fileName: 'Spring Workshop 2026-06-10.zip',
    });
  });

  it('refuses with a conflict while the archive is not ready, and with the failure once it failed', async () => {
    const { deps, as, requestId } = await started();
    await expect(eventArchiveDownload(deps, as.guide, requestId)).rejects.toMatchObject({
      kind: 'conflict',
      code: 'ARCHIVE.NOT_READY',
      message: ARCHIVE_NOT_READY_MESSAGE.defaultMessage,
    });
    await deps.store.archiveRequests.recordProgress(requestId, 1, 2, deps.clock.now());
    await expect(eventArchiveDownload(deps, as.guide, requestId)).rejects.toMatchObject({
      code: 'ARCHIVE.NOT_READY',
    });
    await deps.store.archiveRequests.finish(
      requestId,
      { state: 'failed', error: 'Event not found' },
      deps.clock.now(),
    );
    await expect(eventArchiveDownload(deps, as.guide, requestId)).rejects.toMatchObject({
      kind: 'conflict',
      code: 'ARCHIVE.FAILED',
      message: 'Event not found',
    });
  });

  it("keeps another user's ready archive from them", async () => {
    const { deps, as, requestId } = await started();
    await deps.store.archiveRequests.finish(requestId, { state: 'ready' }, deps.clock.now());
    for (const actor of [as.otherGuide, as.admin]) {
      await expect(eventArchiveDownload(deps, actor, requestId)).rejects.toMatchObject({
        code: 'ARCHIVE.NOT_FOUND',
      });
    }
  });
});

describe('an archive whose event is no longer the requester’s', () => {
  it('is as unknown as a missing one once the event went to another Guide or the requester left its organisation', async () => {
    const given = await started();
    await given.deps.store.archiveRequests.finish(
      given.requestId,
      { state: 'ready' },
      given.deps.clock.now(),
    );
    await given.deps.store.events.update({ ...given.event, facilitatorId: given.otherGuide.uid });
    await expect(eventArchiveDownload(given.deps, given.as.guide, given.requestId)).rejects.toMatchObject({
      code: 'ARCHIVE.NOT_FOUND',
    });

    const left = await started();
    await left.deps.store.archiveRequests.finish(left.requestId, { state: 'ready' }, left.deps.clock.now());
    const outside = { ...left.as.guide, orgs: [] };
    await expect(eventArchiveDownload(left.deps, outside, left.requestId)).rejects.toMatchObject({
      code: 'ARCHIVE.NOT_FOUND',
    });
    await expect(eventArchiveStatus(left.deps, outside, left.requestId)).rejects.toMatchObject({
      code: 'ARCHIVE.NOT_FOUND',
    });
  });
});
