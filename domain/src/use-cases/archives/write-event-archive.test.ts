import { describe, expect, it, vi } from 'vitest';
import { notFound, verbatim } from '../../errors/domain-error.ts';
import { archiveKey } from '../../ports/services.ts';
import { makeUser } from '../../testing/index.ts';
import { insertUsers, setUp } from '../events/test-support.ts';
import { ARCHIVE_FAILED_MESSAGE, failEventArchive } from './fail-event-archive.ts';
import { startEventArchive } from './start-event-archive.ts';
import { writeEventArchive } from './write-event-archive.ts';

/** The Guide's event with three participants, the first with pre-work done; archive requested. */
const requested = async () => {
  const cast = await setUp();
  const { deps, event, participant } = cast;
  const more = [
    makeUser({ forename: 'Sam', surname: 'Start' }),
    makeUser({ forename: 'Kim', surname: 'Lee' }),
  ];
  await insertUsers(deps.store, ...more);
  await deps.store.users.update({ ...participant, responseCompleted: [true, false, false, false] });
  await deps.store.events.update({
    ...event,
    participants: [participant.uid, ...more.map((user) => user.uid)],
    emailsSent: [false, false, false],
  });
  const { requestId } = await startEventArchive(deps, cast.as.guide, { eid: event.eid, uploaded: false });
  return { ...cast, requestId, job: { requestId, eid: event.eid, uploaded: false } };
};

describe('writeEventArchive', () => {
  it('counts participants as their PDFs go into the zip, then marks the request ready', async () => {
    const { deps, requestId, job } = await requested();
    const progress = vi.spyOn(deps.store.archiveRequests, 'recordProgress');
    const finish = vi.spyOn(deps.store.archiveRequests, 'finish');

    await writeEventArchive(deps, job);

    expect(progress.mock.calls.map(([id, done, total]) => [id, done, total])).toEqual([
      [requestId, 0, 3],
      [requestId, 1, 3],
      [requestId, 2, 3],
      [requestId, 3, 3],
    ]);
    expect(finish).toHaveBeenCalledWith(requestId, { state: 'ready' }, deps.clock.now());
    expect(await deps.store.archiveRequests.findById(requestId)).toMatchObject({
      state: 'ready',
      done: 3,
      total: 3,
    });
    expect(deps.files.files.has(archiveKey(requestId))).toBe(true);
  });

  it('does nothing when the job runs again after its request finished', async () => {
    const { deps, requestId, job } = await requested();
    await writeEventArchive(deps, job);
    deps.files.files.delete(archiveKey(requestId));
    const render = vi.spyOn(deps.pdf, 'render');

    await writeEventArchive(deps, job);

    expect(render).not.toHaveBeenCalled();
    expect(deps.files.files.has(archiveKey(requestId))).toBe(false);
    expect(await deps.store.archiveRequests.findById(requestId)).toMatchObject({ state: 'ready' });
  });

  it('reports the first participant done only once the writer took their PDF', async () => {
    const { deps, requestId, job } = await requested();
    let seenWhenRendering: unknown;
    vi.spyOn(deps.pdf, 'render').mockImplementationOnce(async () => {
      seenWhenRendering = await deps.store.archiveRequests.findById(requestId);
      return new Uint8Array([37]);
    });
    await writeEventArchive(deps, job);
    expect(seenWhenRendering).toMatchObject({ state: 'running', done: 0, total: 3 });
  });

  it('leaves the request running, not ready, when writing fails', async () => {
    const { deps, requestId, job } = await requested();
    vi.spyOn(deps.archives, 'write').mockImplementationOnce(async (_key, entries) => {
      for await (const _ of entries) throw new Error('disk full');
    });
    await expect(writeEventArchive(deps, job)).rejects.toThrow('disk full');
    expect(await deps.store.archiveRequests.findById(requestId)).toMatchObject({ state: 'running' });
  });
});

describe('failEventArchive', () => {
  it('records a domain refusal in its own words and anything else as a plain apology', async () => {
    const { deps, requestId } = await requested();
    await failEventArchive(deps, requestId, notFound('EVENT.NOT_FOUND', verbatim('Event not found')));
    expect(await deps.store.archiveRequests.findById(requestId)).toMatchObject({
      state: 'failed',
      error: 'Event not found',
    });
    await failEventArchive(deps, requestId, new Error('browser crashed at 0x1234'));
    expect(await deps.store.archiveRequests.findById(requestId)).toMatchObject({
      state: 'failed',
      error: ARCHIVE_FAILED_MESSAGE,
    });
  });

  it('keeps a failed request failed when a late job reports progress', async () => {
    const { deps, requestId } = await requested();
    await failEventArchive(deps, requestId, new Error('gone'));
    await deps.store.archiveRequests.recordProgress(requestId, 1, 3, deps.clock.now());
    expect(await deps.store.archiveRequests.findById(requestId)).toMatchObject({ state: 'failed', done: 0 });
  });
});
