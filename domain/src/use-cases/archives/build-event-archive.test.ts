import { describe, expect, it, vi } from 'vitest';
import { emptyMeaningfulWork } from '../../model/meaningful-work.ts';
import type { PrintDocument } from '../../model/print-document.ts';
import type { ArchiveEntry } from '../../ports/services.ts';
import { makeOrganisation, makeResponse, makeUser, PNG_LOGO } from '../../testing/index.ts';
import { eventFileOf } from '../events/build-event-file.ts';
import { closeEvent } from '../events/close-event.ts';
import { insertUsers, makeEventFile, setToday, setUp } from '../events/test-support.ts';
import { buildEventArchive } from './build-event-archive.ts';

const collect = async (entries: AsyncIterable<ArchiveEntry>): Promise<ArchiveEntry[]> => {
  const all: ArchiveEntry[] = [];
  for await (const entry of entries) all.push(entry);
  return all;
};

const text = (content: ArchiveEntry['content']): string =>
  typeof content === 'string' ? content : new TextDecoder().decode(content);

/** The Guide's event, Live, with two participants: one with everything, one who has not started. */
const setUpLiveEvent = async () => {
  const cast = await setUp();
  const { deps, participant, event } = cast;
  const starter = makeUser({ forename: 'Sam', surname: 'Start', eventId: event.eid });
  await insertUsers(deps.store, starter);
  const done = { ...participant, mwEnabled: true, responseCompleted: [true, true, true, true] as const };
  await deps.store.users.update(done);
  const live = {
    ...event,
    sessionAccess: 'Live' as const,
    participants: [participant.uid, starter.uid],
    emailsSent: [true, false],
  };
  await deps.store.events.update(live);
  await deps.store.responses.save(makeResponse(participant.uid, 'prework'));
  await deps.store.responses.save(makeResponse(participant.uid, 'live'));
  await deps.store.meaningfulWork.save(participant.uid, {
    ...emptyMeaningfulWork(),
    'mb-body': 'It matters',
  });
  return { ...cast, event: live, participant: done, starter };
};

describe('buildEventArchive', () => {
  it('starts with the event file, then renders each participant’s PDFs', async () => {
    const { deps, event } = await setUpLiveEvent();
    const render = vi.spyOn(deps.pdf, 'render');

    const entries = await collect(await buildEventArchive(deps, { eid: event.eid, uploaded: false }));

    expect(entries.map((e) => e.name)).toEqual([
      'event.json',
      'audit.json',
      'pdfs/pre-work/Paula_Part-ValuesSystem.pdf',
      'pdfs/live/Paula_Part-ValuesSystem-Live.pdf',
      'pdfs/meaningful-work/Paula_Part-MeaningfulWork.pdf',
    ]);
    const file = JSON.parse(text(entries[0]?.content ?? ''));
    expect(file).toEqual(JSON.parse(JSON.stringify(await eventFileOf(deps.store, event))));
    expect(file.participants).toHaveLength(2);
    expect(text(entries[0]?.content ?? '')).not.toContain('hashed(');
    expect(text(entries[3]?.content ?? '')).toBe('%PDF-fake live Paula Part');
    const documents = render.mock.calls.map(([document]) => document);
    expect(documents.map((d) => d.page)).toEqual(['prework', 'live', 'mw']);
    expect(documents[0]).toMatchObject({
      productTitle: 'Values System',
      participant: { forename: 'Paula', surname: 'Part' },
      event: { eventName: 'Spring Workshop', eventDate: '2026-06-10' },
      values: expect.arrayContaining([{ rank: 1, value: 'Value 1', description: 'D1', percentLived: 10 }]),
    });
    expect(documents[2]).toMatchObject({ meaningfulWork: { 'mb-body': 'It matters' } });
  });

  it("brands every PDF as the event's organisation: its logo, its name when it hides the product's, in the PDFs' names too", async () => {
    const { deps, event } = await setUpLiveEvent();
    const acme = makeOrganisation({
      hideProductName: true,
      logo: PNG_LOGO,
    });
    await deps.store.organisations.insert(acme);
    await deps.store.events.update({ ...event, orgId: acme.orgId });
    const render = vi.spyOn(deps.pdf, 'render');

    const entries = await collect(await buildEventArchive(deps, { eid: event.eid, uploaded: false }));

    expect(entries.map((entry) => entry.name).filter((name) => name.startsWith('pdfs/'))).toEqual([
      'pdfs/pre-work/Paula_Part-Acme.pdf',
      'pdfs/live/Paula_Part-Acme-Live.pdf',
      'pdfs/meaningful-work/Paula_Part-MeaningfulWork.pdf',
    ]);
    const documents = render.mock.calls.map(([document]) => document);
    expect(documents).toHaveLength(3);
    for (const document of documents)
      expect(document).toMatchObject({
        productTitle: 'Acme',
        logo: 'data:image/png;base64,iVBORw0KGgoBAgM=',
      });
  });

  it('renders one PDF at a time, only when the next entry is asked for', async () => {
    const { deps, event } = await setUpLiveEvent();
    const render = vi.spyOn(deps.pdf, 'render');
    const iterator = (await buildEventArchive(deps, { eid: event.eid, uploaded: false }))[
      Symbol.asyncIterator
    ]();
    expect((await iterator.next()).value?.name).toBe('event.json');
    expect((await iterator.next()).value?.name).toBe('audit.json');
    expect(render).not.toHaveBeenCalled();
    await iterator.next();
    expect(render).toHaveBeenCalledTimes(1);
    await iterator.next();
    expect(render).toHaveBeenCalledTimes(2);
  });

  it("holds the audit entries about the event, newest first, and no other event's", async () => {
    const { deps, as, event, otherEvent } = await setUpLiveEvent();
    await closeEvent(deps, as.guide, { eid: event.eid });
    await closeEvent(deps, as.otherGuide, { eid: otherEvent.eid });
    const entries = await collect(await buildEventArchive(deps, { eid: event.eid, uploaded: false }));
    const audit = JSON.parse(text(entries[1]?.content ?? ''));
    expect(audit.map((entry: { action: string; target: unknown }) => [entry.action, entry.target])).toEqual([
      ['event.closed', { kind: 'event', id: event.eid }],
    ]);
  });

  it("holds the event's follow-up points and re-ratings, without their links' digests", async () => {
    const { deps, event, participant } = await setUpLiveEvent();
    await deps.store.events.update({ ...event, followUpDays: [30, 90] });
    const followUp = {
      id: 'f-1',
      uid: participant.uid,
      eid: event.eid,
      days: 30,
      tokenDigest: 'digest-of-the-link',
      expiresAt: new Date('2026-08-09T00:00:00.000Z'),
      queuedAt: new Date('2026-07-10T00:00:00.000Z'),
      percentLived: null,
      note: null,
      answeredAt: null,
    };
    await deps.store.followUps.insertIfAbsent(followUp);
    await deps.store.followUps.answer('f-1', {
      percentLived: [90, 80, 70, 60, 50, 40, 30, 20, 10, 0],
      note: 'A new role',
      answeredAt: new Date('2026-07-11T00:00:00.000Z'),
    });

    const entries = await collect(await buildEventArchive(deps, { eid: event.eid, uploaded: false }));

    expect(entries.map((e) => e.name).slice(0, 3)).toEqual(['event.json', 'audit.json', 'follow-ups.json']);
    const content = text(entries[2]?.content ?? '');
    expect(JSON.parse(content)).toEqual({
      followUpDays: [30, 90],
      followUps: [
        {
          uid: participant.uid,
          days: 30,
          expiresAt: '2026-08-09T00:00:00.000Z',
          queuedAt: '2026-07-10T00:00:00.000Z',
          percentLived: [90, 80, 70, 60, 50, 40, 30, 20, 10, 0],
          note: 'A new role',
          answeredAt: '2026-07-11T00:00:00.000Z',
        },
      ],
    });
    expect(content).not.toContain('digest');
  });

  it('archives a closed event still waiting for removal', async () => {
    const { deps, event } = await setUpLiveEvent();
    await deps.store.events.update({ ...event, state: 'closed', closedOn: event.eventDate });
    setToday(deps, '2026-08-12');
    const entries = await collect(await buildEventArchive(deps, { eid: event.eid, uploaded: false }));
    expect(entries).toHaveLength(5);
  });

  it('gives an uploaded event its stored file and PDFs built from that file', async () => {
    const { deps, admin } = await setUp();
    const file = makeEventFile({ eventName: 'Archived Workshop' });
    await deps.store.uploadedEvents.insert({
      ueid: 'u1',
      uploadedBy: admin.uid,
      uploadedAt: new Date(0),
      file,
    });
    const render = vi.spyOn(deps.pdf, 'render');

    const entries = await collect(await buildEventArchive(deps, { eid: 'u1', uploaded: true }));

    expect(entries.map((e) => e.name)).toEqual([
      'event.json',
      'audit.json',
      'pdfs/pre-work/Olive_Old-ValuesSystem.pdf',
      'pdfs/meaningful-work/Olive_Old-MeaningfulWork.pdf',
    ]);
    expect(JSON.parse(text(entries[0]?.content ?? ''))).toEqual(file);
    expect(render.mock.calls[0]?.[0]).toMatchObject<Partial<PrintDocument>>({
      event: { eventName: 'Archived Workshop', eventDate: file.event.eventDate },
      values: [{ rank: 1, value: 'Courage', description: 'Brave', percentLived: 80 }],
    });
  });

  it('fails with not found, rendering nothing, when the event or upload is gone', async () => {
    const { deps, event } = await setUp();
    const render = vi.spyOn(deps.pdf, 'render');
    await expect(buildEventArchive(deps, { eid: 'missing', uploaded: false })).rejects.toMatchObject({
      kind: 'not-found',
      code: 'EVENT.NOT_FOUND',
    });
    // An event id is not an upload id, and the other way round.
    await expect(buildEventArchive(deps, { eid: event.eid, uploaded: true })).rejects.toMatchObject({
      kind: 'not-found',
      code: 'EVENT.NOT_FOUND',
    });
    expect(render).not.toHaveBeenCalled();
  });
});
