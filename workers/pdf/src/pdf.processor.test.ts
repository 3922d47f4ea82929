import {
  type CalendarDate,
  DomainError,
  type ImpactDocument,
  outputKey,
  type PrintDocument,
} from '@vs/domain';
import {
  createTestDeps,
  makeOrganisation,
  makeResponse,
  makeUser,
  PNG_LOGO,
  seedCast,
} from '@vs/domain/testing';
import { isRetryableJobFailure } from '@vs/queue/job-failure';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { processPdfJob } from './pdf.processor.ts';

const job = (payload: unknown) => ({ name: 'participant-output' as const, payload });

/** A pre-work print document as the API builds it. */
const SAMPLE_DOCUMENT: PrintDocument = {
  page: 'prework',
  productTitle: 'Values System',
  participant: { forename: 'Ada', surname: 'Lovelace' },
  event: { eventName: 'Spring', eventDate: '2026-06-10' as CalendarDate },
  values: [{ rank: 1, value: 'Courage', description: 'Standing up.', percentLived: 80 }],
};

const setUp = async () => {
  const rendered: (PrintDocument | ImpactDocument)[] = [];
  const deps = createTestDeps({
    pdf: {
      render: async (document) => {
        rendered.push(document);
        return new TextEncoder().encode(`%PDF ${document.page}`);
      },
    },
  });
  const cast = await seedCast(deps.store);
  await deps.store.responses.save(makeResponse(cast.participant.uid));
  return { deps, rendered, ...cast };
};

const readText = (deps: Awaited<ReturnType<typeof setUp>>['deps'], key: string) =>
  new TextDecoder().decode(deps.files.files.get(key));

describe('processPdfJob', () => {
  it("renders the participant's print document and writes the PDF under the request's key", async () => {
    const { deps, rendered, participant } = await setUp();
    await processPdfJob(deps, job({ requestId: 'r-1', uid: participant.uid, page: 'prework' }));
    expect(readText(deps, outputKey('r-1'))).toBe('%PDF prework');
    expect(rendered).toHaveLength(1);
    expect(rendered[0]).toMatchObject({
      page: 'prework',
      participant: { forename: 'Paula', surname: 'Part' },
      values: expect.arrayContaining([expect.objectContaining({ rank: 1, value: 'Value 1' })]),
    });
  });

  it('renders the live output and the Meaningful Work sheet, both with valued vs lived', async () => {
    const { deps, rendered, participant } = await setUp();
    await deps.store.users.update({ ...participant, responseCompleted: [true, true, true, true] });
    await processPdfJob(deps, job({ requestId: 'r-live', uid: participant.uid, page: 'live' }));
    await processPdfJob(deps, job({ requestId: 'r-mw', uid: participant.uid, page: 'mw' }));
    expect(rendered.map((d) => d.page)).toEqual(['live', 'mw']);
    // Of the fixture's rated values, 10-100% lived by rank.
    expect(rendered.map((d) => (d.page === 'live' || d.page === 'mw') && d.insight.alignment)).toEqual([
      40, 40,
    ]);
    expect([readText(deps, outputKey('r-live')), readText(deps, outputKey('r-mw'))]).toEqual([
      '%PDF live',
      '%PDF mw',
    ]);
  });

  it('fails for good, writing nothing, when the user no longer exists', async () => {
    const { deps, rendered } = await setUp();
    const attempt = processPdfJob(deps, job({ requestId: 'r-2', uid: makeUser().uid, page: 'prework' }));
    await expect(attempt).rejects.toBeInstanceOf(DomainError);
    await attempt.catch((error) => expect(isRetryableJobFailure(error)).toBe(false));
    expect(rendered).toEqual([]);
    expect(deps.files.files.size).toBe(0);
  });

  it('renders nothing for a request that has given up, and fails for good', async () => {
    const { deps, rendered, participant } = await setUp();
    const deadline = deps.clock.now().toISOString();
    const attempt = processPdfJob(
      deps,
      job({ requestId: 'r-5', uid: participant.uid, page: 'live', deadline }),
    );
    await expect(attempt).rejects.toMatchObject({ code: 'OUTPUT.ABANDONED' });
    await attempt.catch((error) => expect(isRetryableJobFailure(error)).toBe(false));
    expect(rendered).toEqual([]);
    expect(deps.files.files.size).toBe(0);
  });

  it('renders within its deadline, and gives a job without one (an older API queued it) a whole wait', async () => {
    const { deps, participant } = await setUp();
    const deadline = new Date(deps.clock.now().getTime() + 1000).toISOString();
    await processPdfJob(deps, job({ requestId: 'r-6', uid: participant.uid, page: 'live', deadline }));
    expect(readText(deps, outputKey('r-6'))).toBe('%PDF live');
    // The job writes at once: its whole wait is still ahead.
    await processPdfJob(deps, job({ requestId: 'r-7', uid: participant.uid, page: 'live' }));
    expect(readText(deps, outputKey('r-7'))).toBe('%PDF live');
  });

  it('fails for good on a malformed payload', async () => {
    const { deps, participant } = await setUp();
    for (const payload of [
      { requestId: 'r-3', uid: participant.uid, page: 'poster' },
      { requestId: '', uid: participant.uid, page: 'live' },
      { uid: participant.uid, page: 'live' },
      { requestId: 'r-3', uid: participant.uid, page: 'live', deadline: 'tomorrow' },
      null,
    ]) {
      const attempt = processPdfJob(deps, job(payload));
      await expect(attempt).rejects.toBeInstanceOf(z.ZodError);
      await attempt.catch((error) => expect(isRetryableJobFailure(error)).toBe(false));
    }
    expect(deps.files.files.size).toBe(0);
  });

  it("renders the document the API put in the job with its organisation's logo, reading nothing else", async () => {
    const { deps, rendered } = await setUp();
    const acme = makeOrganisation({
      hideProductName: true,
      logo: PNG_LOGO,
    });
    await deps.store.organisations.insert(acme);
    const document = { ...SAMPLE_DOCUMENT, productTitle: 'Acme' };
    const onlyOrganisations = {
      ...deps,
      store: { organisations: deps.store.organisations } as typeof deps.store,
    };
    const payload = { requestId: 'r-8', uid: makeUser().uid, page: 'prework', orgId: acme.orgId, document };
    await processPdfJob(onlyOrganisations, job(payload));
    expect(rendered).toEqual([{ ...document, logo: 'data:image/png;base64,iVBORw0KGgoBAgM=' }]);
    expect(readText(deps, outputKey('r-8'))).toBe('%PDF prework');
  });

  it('renders no logo for an organisation without one, nor one a job carries itself', async () => {
    const { deps, rendered } = await setUp();
    const plain = makeOrganisation();
    await deps.store.organisations.insert(plain);
    // A logo only ever from the organisation: the renderer must not fetch.
    const document = { ...SAMPLE_DOCUMENT, logo: 'http://127.0.0.1:9/logo.png' };
    const payload = { requestId: 'r-10', uid: makeUser().uid, page: 'prework', document };
    await processPdfJob(deps, job({ ...payload, orgId: plain.orgId }));
    await processPdfJob(deps, job(payload));
    expect(rendered).toEqual([SAMPLE_DOCUMENT, SAMPLE_DOCUMENT]);
  });

  it('fails for good on a malformed document, rendering nothing', async () => {
    const { deps, rendered, participant } = await setUp();
    for (const document of [
      { ...SAMPLE_DOCUMENT, page: 'poster' },
      { ...SAMPLE_DOCUMENT, event: { eventName: 'E', eventDate: '10 June 2026' } },
      { ...SAMPLE_DOCUMENT, values: [{ rank: 11, value: 'V', description: '', percentLived: 1 }] },
      { ...SAMPLE_DOCUMENT, participant: null },
    ]) {
      const attempt = processPdfJob(
        deps,
        job({ requestId: 'r-9', uid: participant.uid, page: 'prework', document }),
      );
      await expect(attempt).rejects.toBeInstanceOf(z.ZodError);
      await attempt.catch((error) => expect(isRetryableJobFailure(error)).toBe(false));
    }
    expect(rendered).toEqual([]);
  });

  it("renders an event's impact report with its organisation's logo, and refuses a malformed one", async () => {
    const { deps, rendered } = await setUp();
    const acme = makeOrganisation({ logo: PNG_LOGO });
    await deps.store.organisations.insert(acme);
    const report = {
      page: 'impact',
      productTitle: 'Values System',
      language: 'en',
      event: { eventName: 'Spring', eventDate: '2026-06-10' },
      days: 30,
      points: [{ days: 30, asked: 4, answered: 3, meanAlignmentChange: 5, values: [] }],
    };
    const deadline = new Date(deps.clock.now().getTime() + 60_000).toISOString();
    const impact = (requestId: string, document: unknown) => ({
      name: 'impact-report' as const,
      payload: { requestId, deadline, document, orgId: acme.orgId },
    });
    await processPdfJob(deps, impact('r-20', report));
    expect(rendered).toEqual([{ ...report, logo: 'data:image/png;base64,iVBORw0KGgoBAgM=' }]);
    expect(readText(deps, outputKey('r-20'))).toBe('%PDF impact');
    // A point carries counts and means only: anything else is refused, nothing written.
    const withNames = { ...report, points: [{ ...report.points[0], asked: 'Paula' }] };
    await expect(processPdfJob(deps, impact('r-21', withNames))).rejects.toBeInstanceOf(z.ZodError);
    expect(deps.files.files.has(outputKey('r-21'))).toBe(false);
  });

  it('fails for good on a job of another name', async () => {
    const { deps, participant } = await setUp();
    const other = {
      name: 'event-archive' as never,
      payload: { requestId: 'r', uid: participant.uid, page: 'live' },
    };
    await expect(processPdfJob(deps, other)).rejects.toBeInstanceOf(z.ZodError);
  });

  it('retries when rendering fails (a crashed browser), writing nothing', async () => {
    const { deps, participant } = await setUp();
    const crashing = {
      ...deps,
      pdf: {
        render: async (): Promise<Uint8Array> => {
          throw new Error('Target closed');
        },
      },
    };
    const attempt = processPdfJob(crashing, job({ requestId: 'r-4', uid: participant.uid, page: 'live' }));
    await expect(attempt).rejects.toThrow('Target closed');
    await attempt.catch((error) => expect(isRetryableJobFailure(error)).toBe(true));
    expect(deps.files.files.size).toBe(0);
  });
});
