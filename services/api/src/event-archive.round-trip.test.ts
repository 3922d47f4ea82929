import { createHash } from 'node:crypto';
import { createZipArchiveWriter } from '@vs/archive';
import { zipContents } from '@vs/archive/testing';
import { type EventFile, emptyMeaningfulWork } from '@vs/domain';
import { createInMemoryFileStore, createTestDeps, makeResponse, makeUser } from '@vs/domain/testing';
import { createTestApp } from '@vs/http/testing';
import { processZipJob } from '@vs/worker-zip';
import { describe, expect, it } from 'vitest';

/**
 * The ids a round trip may change: those the holding system gave the event and its people.
 * Everything else in event.json must come back exactly.
 */
const withoutIds = (file: EventFile) => ({
  ...file,
  event: { ...file.event, eid: '<id>' },
  participants: file.participants.map((p) => ({ ...p, uid: '<id>' })),
});

const sha256 = (bytes: Uint8Array): string => createHash('sha256').update(bytes).digest('hex');

/** The API over in-memory stores with the real zip writer, archive jobs run by the zip worker's processor. */
const appWithRealZips = async () => {
  const files = createInMemoryFileStore();
  const deps = createTestDeps({ files, archives: createZipArchiveWriter(files) });
  deps.waitedJobs.handle = (job) => processZipJob(deps, job);
  const app = await createTestApp({ deps });
  return { ...app, files };
};

describe('the event archive round trip with real zips', () => {
  it('downloads a zip, uploads its event.json, downloads the upload: the same JSON apart from ids', async () => {
    const { cast, deps, files, clients } = await appWithRealZips();
    const { guide, admin } = await clients();
    const { participant, event } = cast;
    // Two people of the same name: one with every record, one with a live record only.
    const namesake = makeUser({
      forename: 'Paula',
      surname: 'Part',
      eventId: event.eid,
      createdBy: cast.guide.uid,
    });
    await deps.store.users.insert(namesake);
    await deps.store.users.update({
      ...participant,
      mwEnabled: true,
      responseCompleted: [true, true, true, true],
    });
    await deps.store.events.update({
      ...event,
      sessionAccess: 'Live',
      participants: [participant.uid, namesake.uid],
      emailsSent: [true, false],
    });
    await deps.store.responses.save(makeResponse(participant.uid, 'prework'));
    await deps.store.responses.save({
      ...makeResponse(participant.uid, 'live'),
      descriptions: Array(10).fill('Lived "well"\nnewline'),
    });
    await deps.store.meaningfulWork.save(participant.uid, { ...emptyMeaningfulWork(), 'mb-body': 'Día 1 ✓' });
    await deps.store.responses.save(makeResponse(namesake.uid, 'live'));
    expect((await guide.request('PUT', '/api/event/facilitatorclose', { eid: event.eid })).status).toBe(200);

    const first = await guide.download(`/api/event/event_file?eid=${event.eid}&uploaded=false`);
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toBe('application/zip');
    expect(first.headers.get('content-disposition')).toContain('filename="Spring Workshop 2026-06-10.zip"');
    const zip = await zipContents(first.bytes);
    expect([...zip.keys()]).toEqual([
      'event.json',
      'audit.json',
      'pdfs/pre-work/Paula_Part-ValuesSystem.pdf',
      'pdfs/live/Paula_Part-ValuesSystem-Live.pdf',
      'pdfs/meaningful-work/Paula_Part-MeaningfulWork.pdf',
      'pdfs/live/Paula_Part-ValuesSystem-Live (2).pdf',
      'manifest.json',
    ]);
    const manifest = JSON.parse(zip.get('manifest.json')?.toString() ?? '');
    expect(manifest).toEqual({
      version: 1,
      files: [...zip.entries()]
        .filter(([name]) => name !== 'manifest.json')
        .map(([name, content]) => ({ name, bytes: content.length, sha256: sha256(content) })),
    });
    const downloaded = JSON.parse(zip.get('event.json')?.toString() ?? '') as EventFile;
    expect(downloaded.participants.map((p) => p.uid)).toEqual([participant.uid, namesake.uid]);
    expect(files.files.size).toBe(0);

    const upload = await admin.request<{ ueid: string }>('POST', '/api/event/upload_event', {
      eventFile: downloaded,
    });
    expect(upload.status).toBe(201);

    const second = await admin.download(`/api/event/event_file?eid=${upload.body.ueid}&uploaded=true`);
    expect(second.status).toBe(200);
    expect(second.headers.get('content-disposition')).toBe(first.headers.get('content-disposition'));
    const zipAgain = await zipContents(second.bytes);
    const again = JSON.parse(zipAgain.get('event.json')?.toString() ?? '') as EventFile;
    expect(withoutIds(again)).toEqual(withoutIds(downloaded));
    // Today the ids come back too: the upload keeps the file as it was.
    expect(again).toEqual(downloaded);
    // The same files but the audit entries, which are the upload's own (its upload and download).
    const filesBut = (contents: Map<string, Buffer>, left: string) =>
      JSON.parse(contents.get('manifest.json')?.toString() ?? '').files.filter(
        (file: { name: string }) => file.name !== left,
      );
    expect(filesBut(zipAgain, 'audit.json')).toEqual(filesBut(zip, 'audit.json'));
    expect(
      JSON.parse(zipAgain.get('audit.json')?.toString() ?? '').map((e: { action: string }) => e.action),
    ).toEqual(['event.downloaded', 'event.uploaded']);
    expect(files.files.size).toBe(0);
  });
});
