import { type EventParticipant, emptyMeaningfulWork, type UploadedEventSummary } from '@vs/domain';
import { recordWrites } from '@vs/domain/testing';
import { describe, expect, it } from 'vitest';
import { BODY_LIMIT_BYTES, UPLOAD_LIMIT_BYTES } from '../app.ts';
import { SESSION_COOKIE } from '../middleware/session.ts';
import { eventFileIn, fakeArchiveEntries, runArchiveJobs } from '../testing/archive-jobs.ts';
import { fileParticipant, MISSING_ID, makeEventFile, storeResponses } from '../testing/event-fixtures.ts';
import { expectNoPasswordHash } from '../testing/probes.ts';
import { createTestApp, TEST_ORIGIN, type TestClient } from '../testing/test-app.ts';

/** The Guide's event, closed, with the participant's pre-work, live and meaningful work stored. */
const appWithClosedEvent = async () => {
  const app = await createTestApp();
  const { cast, deps } = app;
  runArchiveJobs(deps);
  await storeResponses(deps.store, cast.participant.uid);
  await deps.store.meaningfulWork.save(cast.participant.uid, {
    ...emptyMeaningfulWork(),
    'driver-value': 'Value 1',
  });
  const clients = await app.clients();
  const closing = await clients.guide.request('PUT', '/api/event/facilitatorclose', { eid: cast.event.eid });
  expect(closing.status).toBe(200);
  return { ...app, ...clients };
};

const uploadedIds = async (deps: Awaited<ReturnType<typeof createTestApp>>['deps']) =>
  (await deps.store.uploadedEvents.list()).map((uploaded) => uploaded.ueid);

describe('the event file round trip', () => {
  it('downloads a closed event, uploads it, lists it, downloads it again and removes it', async () => {
    const { guide, admin, cast, deps } = await appWithClosedEvent();

    const download = await guide.request<{ text: string }>(
      'GET',
      `/api/event/event_file?eid=${cast.event.eid}`,
    );
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('application/zip');
    expect(download.headers.get('content-disposition')).toBe(
      `attachment; filename="Spring Workshop 2026-06-10.zip"; filename*=UTF-8''Spring%20Workshop%202026-06-10.zip`,
    );
    const entries = fakeArchiveEntries(download.body.text);
    // A live record but no pre-work step marked: only the live output.
    expect(entries.map((e) => e.name)).toEqual([
      'event.json',
      'audit.json',
      'pdfs/live/Paula_Part-ValuesSystem-Live.pdf',
    ]);
    const file = eventFileIn(entries);
    expect(file).toMatchObject({
      version: 1,
      event: {
        eid: cast.event.eid,
        eventName: 'Spring Workshop',
        eventDate: '2026-06-10',
        accessClose: '2026-07-10',
        facilitator: { forename: 'Gus', surname: 'Guide' },
      },
    });
    expect(file.participants).toHaveLength(1);
    expect(file.participants[0]).toMatchObject({
      uid: cast.participant.uid,
      email: cast.participant.email,
      emailSent: false,
      meaningfulWork: { 'driver-value': 'Value 1' },
    });
    expect(file.participants[0]?.prework?.values[0]).toEqual({ value: 'Value 1', originalIndex: 0 });
    expect(file.participants[0]?.live?.values[0]).toEqual({ value: 'Live Value 1', originalIndex: 0 });
    expectNoPasswordHash({ ...download, body: { file } });

    const upload = await admin.request<{ ueid: string }>('POST', '/api/event/upload_event', {
      eventFile: file,
    });
    expect(upload.status).toBe(201);
    expect(upload.body).toEqual({
      success: true,
      message: 'Event uploaded',
      eid: upload.body.ueid,
      ueid: expect.any(String),
    });
    const { ueid } = upload.body;
    expect(await deps.store.uploadedEvents.findById(ueid)).toMatchObject({
      uploadedBy: cast.admin.uid,
      file,
    });

    const listed = await admin.request<{ events: UploadedEventSummary[] }>(
      'GET',
      '/api/event/uploaded_events',
    );
    expect(listed.body).toEqual({
      success: true,
      message: '1 uploaded event',
      events: [
        {
          eid: ueid,
          ueid,
          eventName: 'Spring Workshop',
          eventDate: '2026-06-10',
          accessClose: '2026-07-10',
          facilitator: { forename: 'Gus', surname: 'Guide' },
          uploadedAt: '2026-06-01T09:00:00.000Z',
          participantCount: 1,
        },
      ],
    });

    const people = await admin.request<{ users: EventParticipant[] }>(
      'GET',
      `/api/event/participants?eid=${ueid}&uploaded=true`,
    );
    expect(people.body.users).toEqual([
      {
        uid: cast.participant.uid,
        forename: 'Paula',
        surname: 'Part',
        email: cast.participant.email,
        accessLevel: 0,
        portal_link: '',
        mwEnabled: false,
        event: ueid,
        responseCompleted: [false, false, false, false],
        language: null,
        emailSent: false,
        emailState: 'not-sent',
        emailFailure: null,
      },
    ]);

    const again = await admin.request<{ text: string }>(
      'GET',
      `/api/event/event_file?eid=${ueid}&uploaded=true`,
    );
    expect(again.status).toBe(200);
    // The same entries, but for the audit entries, which are the upload's own.
    const butAudit = (all: typeof entries) => all.filter((entry) => entry.name !== 'audit.json');
    expect(butAudit(fakeArchiveEntries(again.body.text))).toEqual(butAudit(entries));
    expect(again.headers.get('content-disposition')).toBe(download.headers.get('content-disposition'));
    expect(deps.files.files.size).toBe(0);

    const removal = await admin.request('DELETE', '/api/event/delete', { eid: ueid, uploaded: true });
    expect(removal).toMatchObject({
      status: 200,
      body: { success: true, message: 'Event Deleted Successfully' },
    });
    expect(await uploadedIds(deps)).toEqual([]);
    expect(await deps.store.events.findById(cast.event.eid)).not.toBeNull();
    expect((await admin.request('GET', '/api/event/uploaded_events')).body).toMatchObject({ events: [] });
  });
});

/** The test app with archive jobs run as the zip worker would. */
const appWithArchives = async () => {
  const app = await createTestApp();
  runArchiveJobs(app.deps);
  return app;
};

const archiveEntries = async (client: TestClient, query: string) => {
  const reply = await client.request<{ text: string }>('GET', `/api/event/event_file?${query}`);
  expect(reply.status).toBe(200);
  return fakeArchiveEntries(reply.body.text);
};

describe('GET /api/event/event_file', () => {
  it("downloads an active event's archive for a super-admin too", async () => {
    const { clients, cast, deps } = await appWithArchives();
    const { admin } = await clients();
    const file = eventFileIn(await archiveEntries(admin, `eid=${cast.otherEvent.eid}`));
    expect(file.event.eventName).toBe('Other Workshop');
    expect(file.participants[0]).toMatchObject({ prework: null, live: null, meaningfulWork: null });
    expect(deps.enqueued).toEqual([
      {
        kind: 'zip',
        name: 'event-archive',
        payload: { requestId: expect.any(String), eid: cast.otherEvent.eid, uploaded: false },
      },
    ]);
  });

  it("holds each participant's PDFs after the event file, and is removed from the store once sent", async () => {
    const { clients, cast, deps } = await appWithArchives();
    await storeResponses(deps.store, cast.participant.uid);
    await deps.store.users.update({ ...cast.participant, responseCompleted: [true, true, true, true] });
    const { guide } = await clients();
    const entries = await archiveEntries(guide, `eid=${cast.event.eid}&uploaded=false`);
    expect(entries).toEqual([
      { name: 'event.json', content: expect.any(String) },
      { name: 'audit.json', content: expect.any(String) },
      { name: 'pdfs/pre-work/Paula_Part-ValuesSystem.pdf', content: '%PDF-fake prework Paula Part' },
      { name: 'pdfs/live/Paula_Part-ValuesSystem-Live.pdf', content: '%PDF-fake live Paula Part' },
    ]);
    expect(deps.files.files.size).toBe(0);
  });

  it('answers a failed archive job with a 500 and leaves nothing behind', async () => {
    const { clients, cast, deps } = await createTestApp();
    deps.waitedJobs.handle = async () => {
      throw new Error('the zip job failed');
    };
    const { guide } = await clients();
    expect(await guide.request('GET', `/api/event/event_file?eid=${cast.event.eid}`)).toMatchObject({
      status: 500,
      body: { success: false, message: 'Something went wrong. Please try again.' },
    });
    expect(deps.files.files.size).toBe(0);
  });

  it('answers 404 when the finished job left no archive', async () => {
    const { clients, cast } = await createTestApp();
    const { guide } = await clients();
    expect(await guide.request('GET', `/api/event/event_file?eid=${cast.event.eid}`)).toMatchObject({
      status: 404,
      body: { success: false, code: 'FILE.NOT_FOUND' },
    });
  });

  it('names the file safely in both the quoted and the encoded form', async () => {
    const { clients, cast, deps } = await appWithArchives();
    await deps.store.events.update({ ...cast.event, eventName: 'Bob\'s "North" (día 1): 50%' });
    const { guide } = await clients();
    const disposition = (
      await guide.request('GET', `/api/event/event_file?eid=${cast.event.eid}`)
    ).headers.get('content-disposition');
    expect(disposition).toBe(
      `attachment; filename="Bob's North (d_a 1) 50% 2026-06-10.zip"; ` +
        `filename*=UTF-8''Bob%27s%20North%20%28d%C3%ADa%201%29%2050%25%202026-06-10.zip`,
    );
    const encoded = /filename\*=UTF-8''(.+)$/.exec(disposition ?? '')?.[1] ?? '';
    expect(encoded).toMatch(/^[A-Za-z0-9!#$&+\-.^_`|~%]+$/);
    expect(decodeURIComponent(encoded)).toBe("Bob's North (día 1) 50% 2026-06-10.zip");
  });

  it("asks for a session, refuses a participant and hides another Guide's event, queuing nothing", async () => {
    const { anonymous, clients, cast, deps } = await appWithArchives();
    const { participant, guide } = await clients();
    expect((await anonymous.request('GET', `/api/event/event_file?eid=${cast.event.eid}`)).status).toBe(401);
    expect((await participant.request('GET', `/api/event/event_file?eid=${cast.event.eid}`)).status).toBe(
      403,
    );
    expect(await guide.request('GET', `/api/event/event_file?eid=${cast.otherEvent.eid}`)).toMatchObject({
      status: 404,
      body: { success: false, code: 'EVENT.NOT_FOUND' },
    });
    expect(deps.enqueued).toEqual([]);
  });

  it('keeps uploaded files to super-admins and answers a missing one with 404', async () => {
    const { clients, deps } = await appWithArchives();
    const { admin, guide } = await clients();
    const { ueid } = (
      await admin.request<{ ueid: string }>('POST', '/api/event/upload_event', {
        eventFile: makeEventFile(),
      })
    ).body;
    expect(await guide.request('GET', `/api/event/event_file?eid=${ueid}&uploaded=true`)).toMatchObject({
      status: 403,
      body: { code: 'AUTH.FORBIDDEN' },
    });
    expect(await admin.request('GET', `/api/event/event_file?eid=${MISSING_ID}&uploaded=true`)).toMatchObject(
      {
        status: 404,
        body: { code: 'EVENT.NOT_FOUND' },
      },
    );
    expect(await uploadedIds(deps)).toEqual([ueid]);
    expect(deps.enqueued).toEqual([]);
  });

  it('refuses a malformed query, naming the field', async () => {
    const { clients, cast } = await createTestApp();
    const { guide } = await clients();
    expect(await guide.request('GET', '/api/event/event_file')).toMatchObject({
      status: 400,
      body: { success: false, message: expect.stringMatching(/^eid: /) },
    });
    expect(
      await guide.request('GET', `/api/event/event_file?eid=${cast.event.eid}&uploaded=maybe`),
    ).toMatchObject({
      status: 400,
      body: { message: "uploaded: must be 'true' or 'false'" },
    });
  });
});

describe('POST /api/event/upload_event', () => {
  it('accepts the file as JSON text and stores what it parses to', async () => {
    const { clients, deps } = await createTestApp();
    const { admin } = await clients();
    const file = makeEventFile();
    const reply = await admin.request<{ ueid: string }>('POST', '/api/event/upload_event', {
      eventFile: JSON.stringify(file),
    });
    expect(reply.status).toBe(201);
    expect((await deps.store.uploadedEvents.findById(reply.body.ueid))?.file).toEqual(file);
  });

  it("keeps each participant's recorded language, and still takes a file made before languages were recorded", async () => {
    const { clients, deps } = await createTestApp();
    const { admin } = await clients();
    const { language: _, ...older } = fileParticipant();
    const file = makeEventFile({
      participants: [fileParticipant({ language: 'de' }), { ...older, uid: MISSING_ID }],
    });
    const reply = await admin.request<{ ueid: string }>('POST', '/api/event/upload_event', {
      eventFile: file,
    });
    expect(reply.status).toBe(201);
    const stored = (await deps.store.uploadedEvents.findById(reply.body.ueid))?.file;
    expect(stored?.participants.map((p) => p.language)).toEqual(['de', undefined]);
  });

  it('lists several uploads newest event first', async () => {
    const { clients } = await createTestApp();
    const { admin } = await clients();
    const older = makeEventFile({ eventName: 'Older' });
    const newer = makeEventFile({ eventName: 'Newer' });
    await admin.request('POST', '/api/event/upload_event', {
      eventFile: { ...newer, event: { ...newer.event, eventDate: '2025-09-01' } },
    });
    await admin.request('POST', '/api/event/upload_event', { eventFile: older });
    const listed = await admin.request<{ message: string; events: UploadedEventSummary[] }>(
      'GET',
      '/api/event/uploaded_events',
    );
    expect(listed.body.message).toBe('2 uploaded events');
    expect(listed.body.events.map((e) => e.eventName)).toEqual(['Newer', 'Older']);
  });

  it('accepts a file larger than the ordinary request limit', async () => {
    const { clients, deps } = await createTestApp();
    const { admin } = await clients();
    const long = 'x'.repeat(5_000);
    const participants = Array.from({ length: 4 }, (_, i) => {
      const base = fileParticipant();
      return fileParticipant({
        uid: `20000000-0000-4000-8000-00000000010${i}`,
        email: `p${i}@example.test`,
        prework: base.prework && { ...base.prework, descriptions: base.prework.descriptions.map(() => long) },
        live: base.prework && { ...base.prework, descriptions: base.prework.descriptions.map(() => long) },
      });
    });
    const body = { eventFile: makeEventFile({ participants }) };
    expect(JSON.stringify(body).length).toBeGreaterThan(BODY_LIMIT_BYTES);
    const reply = await admin.request('POST', '/api/event/upload_event', body);
    expect(reply.status).toBe(201);
    expect(await uploadedIds(deps)).toHaveLength(1);
  });

  it('refuses a body above the upload limit with 413 and stores nothing', async () => {
    const { clients, deps } = await createTestApp();
    const { admin } = await clients();
    const writes = recordWrites(deps);
    const reply = await admin.request('POST', '/api/event/upload_event', {
      eventFile: 'x'.repeat(UPLOAD_LIMIT_BYTES),
    });
    expect(reply).toMatchObject({ status: 413, body: { success: false, message: 'The file is too large.' } });
    expect(writes()).toEqual([]);
    expect(await uploadedIds(deps)).toEqual([]);
  });

  it('refuses a file of another version with a clear message and stores nothing', async () => {
    const { clients, deps } = await createTestApp();
    const { admin } = await clients();
    const writes = recordWrites(deps);
    for (const eventFile of [
      { ...makeEventFile(), version: 2 },
      JSON.stringify({ ...makeEventFile(), version: 0 }),
    ]) {
      expect(await admin.request('POST', '/api/event/upload_event', { eventFile })).toMatchObject({
        status: 400,
        body: {
          success: false,
          code: 'REQUEST.INVALID',
          message: 'eventFile.version: Unsupported event file version (expected 1)',
        },
      });
    }
    expect(writes()).toEqual([]);
  });

  it.each([
    ['text that is not JSON', '{"version": 1,', /^eventFile: eventFile is not valid JSON$/],
    ['no file at all', undefined, /^eventFile: /],
    [
      'an event date that does not exist',
      (() => {
        const file = makeEventFile();
        return { ...file, event: { ...file.event, eventDate: '2026-02-30' } };
      })(),
      /^eventFile\.event\.eventDate: /,
    ],
    [
      'a participant with a bad email',
      makeEventFile({ participants: [fileParticipant({ email: 'not-an-email' })] }),
      /^eventFile\.participants\.0\.email: Enter a valid email address$/,
    ],
    [
      'a participant with three completion marks',
      { ...makeEventFile(), participants: [{ ...fileParticipant(), responseCompleted: [true, true, true] }] },
      /^eventFile\.participants\.0\.responseCompleted/,
    ],
    [
      'a participant in a language not shipped',
      { ...makeEventFile(), participants: [{ ...fileParticipant(), language: 'xx' }] },
      /^eventFile\.participants\.0\.language/,
    ],
  ])('refuses %s, naming the field, and stores nothing', async (_, eventFile, message) => {
    const { clients, deps } = await createTestApp();
    const { admin } = await clients();
    const writes = recordWrites(deps);
    const reply = await admin.request('POST', '/api/event/upload_event', { eventFile });
    expect(reply).toMatchObject({ status: 400, body: { success: false } });
    expect(reply.body.message).toMatch(message);
    expect(writes()).toEqual([]);
  });

  it('asks for a session and refuses Guides and participants, storing nothing', async () => {
    const { anonymous, clients, deps } = await createTestApp();
    const { guide, participant } = await clients();
    const writes = recordWrites(deps);
    const body = { eventFile: makeEventFile() };
    expect((await anonymous.request('POST', '/api/event/upload_event', body)).status).toBe(401);
    for (const client of [guide, participant]) {
      expect(await client.request('POST', '/api/event/upload_event', body)).toMatchObject({
        status: 403,
        body: { code: 'AUTH.FORBIDDEN' },
      });
    }
    expect(writes()).toEqual([]);
  });

  it("refuses a Guide's or participant's upload (403) without reading the file", async () => {
    const { app, clients } = await createTestApp();
    const { guide, participant } = await clients();
    for (const client of [guide, participant]) {
      let read = false;
      const body = new ReadableStream<Uint8Array>(
        {
          pull(controller) {
            read = true;
            controller.enqueue(new TextEncoder().encode('{ not json'));
            controller.close();
          },
        },
        { highWaterMark: 0 },
      ); // pulled only when someone reads
      const response = await app.request(`${TEST_ORIGIN}/api/event/upload_event`, {
        method: 'POST',
        headers: {
          origin: TEST_ORIGIN,
          cookie: `${SESSION_COOKIE}=${client.cookie}`,
          'content-type': 'application/json',
        },
        body,
        duplex: 'half',
      } as RequestInit);
      expect(response.status).toBe(403);
      expect(await response.json()).toMatchObject({ success: false, code: 'AUTH.FORBIDDEN' });
      expect(read).toBe(false);
    }
  });

  it('refuses an anonymous upload before looking at the file', async () => {
    const { anonymous } = await createTestApp();
    const reply = await anonymous.request('POST', '/api/event/upload_event', { eventFile: '{ not json' });
    expect(reply).toMatchObject({ status: 401, body: { success: false, code: 'AUTH.NO_SESSION' } });
  });
});

describe('the uploaded-event lists and removal', () => {
  const appWithUpload = async () => {
    const app = await createTestApp();
    const clients = await app.clients();
    const upload = await clients.admin.request<{ ueid: string }>('POST', '/api/event/upload_event', {
      eventFile: makeEventFile(),
    });
    return { ...app, ...clients, ueid: upload.body.ueid };
  };

  it('lists uploaded participants for a super-admin only', async () => {
    const { anonymous, guide, participant, admin, ueid } = await appWithUpload();
    const path = `/api/event/participants?eid=${ueid}&uploaded=true`;
    expect((await admin.request('GET', path)).body).toMatchObject({
      message: '1 participant',
      users: [{ forename: 'Fiona', email: 'fiona@example.test', emailSent: true, event: ueid }],
    });
    expect((await anonymous.request('GET', path)).status).toBe(401);
    expect((await guide.request('GET', path)).status).toBe(403);
    expect((await participant.request('GET', path)).status).toBe(403);
    expect(
      (await admin.request('GET', `/api/event/participants?eid=${MISSING_ID}&uploaded=true`)).status,
    ).toBe(404);
  });

  it('lists uploaded events for a super-admin only', async () => {
    const { anonymous, guide, participant } = await appWithUpload();
    expect((await anonymous.request('GET', '/api/event/uploaded_events')).status).toBe(401);
    expect((await guide.request('GET', '/api/event/uploaded_events')).status).toBe(403);
    expect((await participant.request('GET', '/api/event/uploaded_events')).status).toBe(403);
  });

  it('gives each listed upload the eid a spec client addresses it by (ueid kept as an alias)', async () => {
    const { admin, deps } = await appWithUpload();
    runArchiveJobs(deps);
    const listed = await admin.request<{ events: Record<string, unknown>[] }>(
      'GET',
      '/api/event/uploaded_events',
    );
    const [item] = listed.body.events;
    expect(item).toMatchObject({ eid: expect.any(String), eventName: 'Archived Workshop' });
    expect(item?.ueid).toBe(item?.eid);
    const eid = String(item?.eid);
    expect(
      (await admin.request('GET', `/api/event/participants?eid=${eid}&uploaded=true`)).body,
    ).toMatchObject({
      users: [{ forename: 'Fiona' }],
    });
    expect((await admin.request('GET', `/api/event/event_file?eid=${eid}&uploaded=true`)).status).toBe(200);
    expect((await admin.request('DELETE', '/api/event/delete', { eid, uploaded: true })).status).toBe(200);
    expect(await uploadedIds(deps)).toEqual([]);
  });

  it('answers an upload with its eid as well as its ueid', async () => {
    const { admin } = await createTestApp().then((app) => app.clients());
    const reply = await admin.request<{ eid: string; ueid: string }>('POST', '/api/event/upload_event', {
      eventFile: makeEventFile(),
    });
    expect(reply.body).toEqual({
      success: true,
      message: 'Event uploaded',
      eid: reply.body.ueid,
      ueid: expect.any(String),
    });
  });

  it('refuses to remove an upload without a session, for a Guide or when it is missing, removing nothing', async () => {
    const { anonymous, guide, admin, deps, ueid } = await appWithUpload();
    const writes = recordWrites(deps);
    expect(
      (await anonymous.request('DELETE', '/api/event/delete', { eid: ueid, uploaded: true })).status,
    ).toBe(401);
    expect((await guide.request('DELETE', '/api/event/delete', { eid: ueid, uploaded: true })).status).toBe(
      403,
    );
    expect(
      await admin.request('DELETE', '/api/event/delete', { eid: MISSING_ID, uploaded: true }),
    ).toMatchObject({
      status: 404,
      body: { code: 'EVENT.NOT_FOUND' },
    });
    expect(
      await admin.request('DELETE', '/api/event/delete', { eid: 'upload-1', uploaded: true }),
    ).toMatchObject({
      status: 400,
      body: { message: 'eid: eid must be an event id' },
    });
    expect(writes()).toEqual([]);
    expect(await uploadedIds(deps)).toEqual([ueid]);
  });

  it('does not mistake an upload for a live event or the other way round', async () => {
    const { admin, cast, deps, ueid } = await appWithUpload();
    expect((await admin.request('DELETE', '/api/event/delete', { eid: ueid, uploaded: false })).status).toBe(
      404,
    );
    expect(
      (await admin.request('DELETE', '/api/event/delete', { eid: cast.event.eid, uploaded: true })).status,
    ).toBe(404);
    expect(await uploadedIds(deps)).toEqual([ueid]);
    expect(await deps.store.events.findById(cast.event.eid)).not.toBeNull();
  });
});

describe('GET /api/event/event_output', () => {
  it('asks for a session, before looking at the query', async () => {
    const { anonymous, cast } = await createTestApp();
    for (const query of [`uid=${cast.participant.uid}&page=mw`, 'page=pdf']) {
      expect(await anonymous.request('GET', `/api/event/event_output?${query}`)).toMatchObject({
        status: 401,
        body: { success: false, code: 'AUTH.NO_SESSION' },
      });
    }
  });

  it.each([
    ['an unknown page', (uid: string) => `uid=${uid}&page=pdf`, /^page: /],
    ['a missing page', (uid: string) => `uid=${uid}`, /^page: /],
    ['a malformed uid', () => 'uid=1&page=live', /^uid: uid must be a user id$/],
  ])('refuses %s, naming the field', async (_, query, message) => {
    const { clients, cast } = await createTestApp();
    const { guide } = await clients();
    const reply = await guide.request('GET', `/api/event/event_output?${query(cast.participant.uid)}`);
    expect(reply).toMatchObject({ status: 400, body: { success: false } });
    expect(reply.body.message).toMatch(message);
  });
});
