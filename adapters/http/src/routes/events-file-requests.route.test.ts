import { recordWrites } from '@vs/domain/testing';
import { describe, expect, it } from 'vitest';
import { fakeArchiveEntries, runQueuedArchiveJobs } from '../testing/archive-jobs.ts';
import { MISSING_ID, makeEventFile, storeResponses } from '../testing/event-fixtures.ts';
import { createTestApp, type TestClient } from '../testing/test-app.ts';

const requestArchive = async (client: TestClient, body: unknown) =>
  client.request<{ success: boolean; message: string; requestId: string }>(
    'POST',
    '/api/event/event_file_request',
    body,
  );
const statusOf = (client: TestClient, requestId: string) =>
  client.request('GET', `/api/event/event_file_status?requestId=${requestId}`);
const downloadOf = (client: TestClient, requestId: string) =>
  client.request<{ text: string }>('GET', `/api/event/event_file_download?requestId=${requestId}`);

/** The test app, signed in, with the Guide's archive asked for. */
const requested = async () => {
  const app = await createTestApp();
  const clients = await app.clients();
  await storeResponses(app.deps.store, app.cast.participant.uid);
  const reply = await requestArchive(clients.guide, { eid: app.cast.event.eid });
  return { ...app, ...clients, reply, requestId: reply.body.requestId };
};

describe('POST /api/event/event_file_request, then status and download', () => {
  it('answers 202 at once, reports progress, and streams the ready zip under the same name as event_file', async () => {
    const { guide, deps, reply, requestId, cast } = await requested();
    expect(reply.status).toBe(202);
    expect(reply.body).toEqual({
      success: true,
      message: 'Preparing the event files',
      requestId: expect.any(String),
    });
    expect(await statusOf(guide, requestId)).toMatchObject({
      status: 200,
      body: { success: true, state: 'queued', done: 0, total: 0, error: null },
    });
    expect(await downloadOf(guide, requestId)).toMatchObject({
      status: 409,
      body: {
        success: false,
        code: 'ARCHIVE.NOT_READY',
        message: 'The files are still being prepared. Please wait until they are ready.',
      },
    });

    await runQueuedArchiveJobs(deps);

    expect((await statusOf(guide, requestId)).body).toMatchObject({ state: 'ready', done: 1, total: 1 });
    const download = await downloadOf(guide, requestId);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('application/zip');
    expect(download.headers.get('content-disposition')).toBe(
      `attachment; filename="Spring Workshop 2026-06-10.zip"; filename*=UTF-8''Spring%20Workshop%202026-06-10.zip`,
    );
    expect(fakeArchiveEntries(download.body.text).map((e) => e.name)).toEqual([
      'event.json',
      'audit.json',
      'pdfs/live/Paula_Part-ValuesSystem-Live.pdf',
    ]);
    // Sent once: the file is gone, and a second download finds nothing.
    expect(deps.files.files.size).toBe(0);
    expect(await downloadOf(guide, requestId)).toMatchObject({
      status: 404,
      body: { code: 'FILE.NOT_FOUND' },
    });
    expect((await deps.store.archiveRequests.findById(requestId))?.eid).toBe(cast.event.eid);
  });

  it("gives the Guide an audit.json whose entries name roles, not the super-admin's email, uid or address", async () => {
    const app = await createTestApp();
    const { admin, guide } = await app.clients();
    const sent = await admin
      .from('198.51.100.77')
      .request('POST', '/api/event/send_emails', { eid: app.cast.event.eid });
    expect(sent.status).toBe(200);
    const { requestId } = (await requestArchive(guide, { eid: app.cast.event.eid })).body;
    await runQueuedArchiveJobs(app.deps);
    const download = await downloadOf(guide, requestId);
    const audit = fakeArchiveEntries(download.body.text).find((entry) => entry.name === 'audit.json');
    const text = audit?.content ?? '';
    for (const secret of [
      '198.51.100.77',
      app.cast.admin.email,
      app.cast.admin.uid,
      sent.headers.get('x-request-id') ?? 'missing',
    ])
      expect(text).not.toContain(secret);
    const entries = JSON.parse(text) as { action: string; actor: unknown }[];
    expect(entries.find((entry) => entry.action === 'logon_emails.sent')?.actor).toEqual({
      role: 'super-admin',
    });
    expect(entries.find((entry) => entry.action === 'event.downloaded')?.actor).toEqual({ role: 'Guide' });
  });

  it('erases a zip holding a participant once they are deleted: the download answers 410 and the file is gone', async () => {
    const { guide, deps, requestId, cast } = await requested();
    await runQueuedArchiveJobs(deps);
    expect((await statusOf(guide, requestId)).body).toMatchObject({ state: 'ready' });
    expect(deps.files.files.size).toBe(1);
    const deleted = await guide.request('DELETE', '/api/user/delete', { uid: cast.participant.uid });
    expect(deleted.status).toBe(200);
    expect(deps.files.files.size).toBe(0);
    expect(await downloadOf(guide, requestId)).toMatchObject({
      status: 410,
      body: {
        success: false,
        code: 'ARCHIVE.ERASED',
        message: expect.stringMatching(/no longer available.*deleted/),
      },
    });
    expect((await statusOf(guide, requestId)).body).toMatchObject({
      state: 'failed',
      error: expect.stringMatching(/no longer available/),
    });
  });

  it('erases a zip built before its participant was removed from the event and then deleted', async () => {
    const { guide, deps, requestId, cast } = await requested();
    await runQueuedArchiveJobs(deps);
    const uid = cast.participant.uid;
    expect(
      (await guide.request('PUT', '/api/event/remove_participant', { eid: cast.event.eid, uid })).status,
    ).toBe(200);
    expect((await guide.request('DELETE', '/api/user/delete', { uid })).status).toBe(200);
    expect(deps.files.files.size).toBe(0);
    expect((await downloadOf(guide, requestId)).status).toBe(410);
  });

  it('erases the zips of a purged event, and a zip still being built when its participant goes', async () => {
    const purged = await requested();
    await runQueuedArchiveJobs(purged.deps);
    const eid = purged.cast.event.eid;
    expect((await purged.guide.request('PUT', '/api/event/facilitatorclose', { eid })).status).toBe(200);
    expect((await purged.guide.request('DELETE', '/api/event/delete', { eid, uploaded: false })).status).toBe(
      200,
    );
    expect(purged.deps.files.files.size).toBe(0);
    expect((await downloadOf(purged.guide, purged.requestId)).status).toBe(410);

    // Deleted after the request was queued, before the worker ran: the zip it writes is removed.
    const building = await requested();
    const uid = building.cast.participant.uid;
    expect((await building.guide.request('DELETE', '/api/user/delete', { uid })).status).toBe(200);
    await runQueuedArchiveJobs(building.deps);
    expect(building.deps.files.files.size).toBe(0);
    expect((await downloadOf(building.guide, building.requestId)).status).toBe(410);
  });

  it('reports an archive that failed for good with its message, in the status and on download', async () => {
    const { guide, deps, requestId, cast } = await requested();
    await deps.store.events.delete(cast.event.eid);
    await runQueuedArchiveJobs(deps);
    expect((await statusOf(guide, requestId)).body).toMatchObject({
      state: 'failed',
      error: 'Event not found',
    });
    expect(await downloadOf(guide, requestId)).toMatchObject({
      status: 409,
      body: { code: 'ARCHIVE.FAILED', message: 'Event not found' },
    });
  });

  it("asks for a session, refuses a participant and hides another Guide's event, writing nothing", async () => {
    const { anonymous, participant, guide, deps, cast, requestId } = await requested();
    const writes = recordWrites(deps);
    expect((await requestArchive(anonymous, { eid: cast.event.eid })).status).toBe(401);
    expect((await statusOf(anonymous, requestId)).status).toBe(401);
    expect((await downloadOf(anonymous, requestId)).status).toBe(401);
    expect(await requestArchive(participant, { eid: cast.event.eid })).toMatchObject({
      status: 403,
      body: { code: 'AUTH.FORBIDDEN' },
    });
    for (const eid of [cast.otherEvent.eid, MISSING_ID]) {
      expect(await requestArchive(guide, { eid })).toMatchObject({
        status: 404,
        body: { success: false, code: 'EVENT.NOT_FOUND' },
      });
    }
    expect(writes()).toEqual([]);
  });

  it("answers another user's request, a super-admin's view included, as not found", async () => {
    const { admin, participant, guide, deps, requestId } = await requested();
    await runQueuedArchiveJobs(deps);
    for (const client of [admin, participant]) {
      expect(await statusOf(client, requestId)).toMatchObject({
        status: 404,
        body: { code: 'ARCHIVE.NOT_FOUND' },
      });
      expect(await downloadOf(client, requestId)).toMatchObject({
        status: 404,
        body: { code: 'ARCHIVE.NOT_FOUND' },
      });
    }
    expect(await statusOf(guide, MISSING_ID)).toMatchObject({ status: 404 });
    // The ready zip is still there for its requester.
    expect(deps.files.files.size).toBe(1);
    expect((await downloadOf(guide, requestId)).status).toBe(200);
  });

  it('keeps uploaded events to super-admins', async () => {
    const { admin, guide, deps } = await requested();
    const { ueid } = (
      await admin.request<{ ueid: string }>('POST', '/api/event/upload_event', { eventFile: makeEventFile() })
    ).body;
    expect(await requestArchive(guide, { eid: ueid, uploaded: true })).toMatchObject({
      status: 403,
      body: { code: 'AUTH.FORBIDDEN' },
    });
    const reply = await requestArchive(admin, { eid: ueid, uploaded: true });
    expect(reply.status).toBe(202);
    await runQueuedArchiveJobs(deps);
    expect((await statusOf(admin, reply.body.requestId)).body).toMatchObject({ state: 'ready' });
  });

  it('refuses a malformed body or query, naming the field, writing nothing', async () => {
    const { guide, deps, cast } = await requested();
    const writes = recordWrites(deps);
    expect(await requestArchive(guide, {})).toMatchObject({
      status: 400,
      body: { success: false, message: expect.stringMatching(/^eid: /) },
    });
    expect(await requestArchive(guide, { eid: cast.event.eid, uploaded: 'true' })).toMatchObject({
      status: 400,
      body: { message: expect.stringMatching(/^uploaded: /) },
    });
    expect(await requestArchive(guide, { eid: 'not-an-id' })).toMatchObject({ status: 400 });
    for (const path of ['event_file_status', 'event_file_download']) {
      expect(await guide.request('GET', `/api/event/${path}`)).toMatchObject({
        status: 400,
        body: { message: expect.stringMatching(/^requestId: /) },
      });
      expect(await guide.request('GET', `/api/event/${path}?requestId=r1`)).toMatchObject({
        status: 400,
        body: { message: 'requestId: requestId must be a request id' },
      });
    }
    expect(writes()).toEqual([]);
  });
});
