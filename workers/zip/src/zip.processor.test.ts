import { archiveKey } from '@vs/domain';
import { createTestDeps, makeResponse, makeUser, seedCast } from '@vs/domain/testing';
import { isRetryableJobFailure } from '@vs/queue/job-failure';
import { describe, expect, it } from 'vitest';
import { failZipJob, processZipJob } from './zip.processor.ts';

const archiveJob = (payload: Record<string, unknown>) => ({ name: 'event-archive' as const, payload });

/** The fake archive writer stores the entries as a JSON list of names and texts. */
const archived = (deps: ReturnType<typeof createTestDeps>, requestId: string) => {
  const bytes = deps.files.files.get(archiveKey(requestId));
  expect(bytes).toBeDefined();
  return JSON.parse(new TextDecoder().decode(bytes)) as { name: string; content: string }[];
};

const failureOf = (promise: Promise<unknown>): Promise<unknown> =>
  promise.then(
    () => expect.fail('the job succeeded'),
    (error: unknown) => error,
  );

describe('processZipJob', () => {
  it("writes the event's archive under the request's key", async () => {
    const deps = createTestDeps();
    const { event, participant } = await seedCast(deps.store);
    await deps.store.users.update({ ...participant, responseCompleted: [true, false, false, false] });
    await deps.store.responses.save(makeResponse(participant.uid));

    await processZipJob(deps, archiveJob({ requestId: 'r1', eid: event.eid, uploaded: false }));

    const entries = archived(deps, 'r1');
    expect(entries.map((e) => e.name)).toEqual([
      'event.json',
      'audit.json',
      'pdfs/pre-work/Paula_Part-ValuesSystem.pdf',
    ]);
    expect(JSON.parse(entries[0]?.content ?? '')).toMatchObject({ event: { eid: event.eid } });
    expect(entries[2]?.content).toBe('%PDF-fake prework Paula Part');
  });

  it('writes an uploaded event from its stored file', async () => {
    const deps = createTestDeps();
    const { admin, event } = await seedCast(deps.store);
    const file = {
      version: 1 as const,
      event: { ...event, facilitator: { forename: 'G', surname: 'H' } },
      participants: [],
    };
    await deps.store.uploadedEvents.insert({
      ueid: 'u1',
      uploadedBy: admin.uid,
      uploadedAt: new Date(0),
      file,
    });

    await processZipJob(deps, archiveJob({ requestId: 'r2', eid: 'u1', uploaded: true }));

    expect(JSON.parse(archived(deps, 'r2')[0]?.content ?? '')).toEqual(JSON.parse(JSON.stringify(file)));
  });

  it.each([
    ['no request id', { eid: 'e1', uploaded: false }],
    ['an empty event id', { requestId: 'r3', eid: '', uploaded: false }],
    ['uploaded as text', { requestId: 'r3', eid: 'e1', uploaded: 'true' }],
  ])('fails for good on a payload with %s, writing nothing', async (_, payload) => {
    const deps = createTestDeps();
    const error = await failureOf(processZipJob(deps, archiveJob(payload)));
    expect(isRetryableJobFailure(error)).toBe(false);
    expect(deps.files.files.size).toBe(0);
  });

  it('fails for good on a job of another name', async () => {
    const deps = createTestDeps();
    const error = await failureOf(
      processZipJob(deps, {
        name: 'participant-output',
        payload: { requestId: 'r4', eid: 'e1', uploaded: false },
      }),
    );
    expect(isRetryableJobFailure(error)).toBe(false);
  });

  it('fails for good when the event was deleted since the request', async () => {
    const deps = createTestDeps();
    const error = await failureOf(
      processZipJob(deps, archiveJob({ requestId: 'r5', eid: 'gone', uploaded: false })),
    );
    expect(error).toMatchObject({ code: 'EVENT.NOT_FOUND' });
    expect(isRetryableJobFailure(error)).toBe(false);
    expect(deps.files.files.size).toBe(0);
  });

  it('leaves a crashed renderer to be retried, writing nothing', async () => {
    const deps = createTestDeps({
      pdf: {
        render: async () => {
          throw new Error('browser crashed');
        },
      },
    });
    const { event, participant } = await seedCast(deps.store);
    await deps.store.users.update({ ...participant, responseCompleted: [true, false, false, false] });
    const error = await failureOf(
      processZipJob(deps, archiveJob({ requestId: 'r6', eid: event.eid, uploaded: false })),
    );
    expect(error).toMatchObject({ message: 'browser crashed' });
    expect(isRetryableJobFailure(error)).toBe(true);
    expect(deps.files.files.size).toBe(0);
  });

  it('records the participants done on the request as it builds, then marks it ready', async () => {
    const deps = createTestDeps();
    const { event, participant, guide } = await seedCast(deps.store);
    const starter = makeUser({ forename: 'Sam', surname: 'Start', eventId: event.eid });
    await deps.store.users.insert(starter);
    await deps.store.users.update({ ...participant, responseCompleted: [true, false, false, false] });
    await deps.store.events.update({
      ...event,
      participants: [participant.uid, starter.uid],
      emailsSent: [false, false],
    });
    await deps.store.archiveRequests.insert(queuedRequest('r7', guide.uid, event.eid));
    const seen: unknown[] = [];
    const render = deps.pdf.render;
    deps.pdf.render = async (document) => {
      seen.push(await deps.store.archiveRequests.findById('r7'));
      return render(document);
    };

    await processZipJob(deps, archiveJob({ requestId: 'r7', eid: event.eid, uploaded: false }));

    // Paula's PDF is rendered while nobody is done yet; Sam has nothing to print.
    expect(seen).toEqual([expect.objectContaining({ state: 'running', done: 0, total: 2 })]);
    expect(await deps.store.archiveRequests.findById('r7')).toMatchObject({
      state: 'ready',
      done: 2,
      total: 2,
    });
    expect(archived(deps, 'r7').map((e) => e.name)).toEqual([
      'event.json',
      'audit.json',
      'pdfs/pre-work/Paula_Part-ValuesSystem.pdf',
    ]);
  });

  it('marks the request of a job failed for good with a message for the requester', async () => {
    const deps = createTestDeps();
    const { guide } = await seedCast(deps.store);
    await deps.store.archiveRequests.insert(queuedRequest('r8', guide.uid, 'gone'));
    const job = archiveJob({ requestId: 'r8', eid: 'gone', uploaded: false });
    const error = await failureOf(processZipJob(deps, job));

    await failZipJob(deps, job, error);

    expect(await deps.store.archiveRequests.findById('r8')).toMatchObject({
      state: 'failed',
      error: 'Event not found',
    });
    // A malformed job names no request: nothing to mark, and no error.
    await expect(failZipJob(deps, archiveJob({ eid: 'gone' }), error)).resolves.toBeUndefined();
  });
});

const queuedRequest = (id: string, requesterId: string, eid: string) => ({
  id,
  requesterId,
  eid,
  uploaded: false,
  fileName: 'Spring Workshop 2026-06-10.zip',
  state: 'queued' as const,
  done: 0,
  total: 0,
  error: null,
  createdAt: new Date(0),
  updatedAt: new Date(0),
});
