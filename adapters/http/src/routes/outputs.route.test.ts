import { type CalendarDate, PDF_UNAVAILABLE_MESSAGE, type User, unavailable } from '@vs/domain';
import { makeResponse } from '@vs/domain/testing';
import { describe, expect, it } from 'vitest';
import { runOutputJobs } from '../testing/output-jobs.ts';
import { createTestApp } from '../testing/test-app.ts';

const text = (bytes: Uint8Array): string => new TextDecoder().decode(bytes);
const outputPath = (uid: string, page: string) => `/api/event/event_output?uid=${uid}&page=${page}`;

/** The Guide's participant with pre-work step 1 done and values saved, in a Live event. */
const appWithWork = async (participantChanges: Partial<User> = {}) => {
  const app = await createTestApp();
  const { deps, cast } = app;
  runOutputJobs(deps);
  const target: User = {
    ...cast.participant,
    responseCompleted: [true, false, false, false],
    ...participantChanges,
  };
  await deps.store.users.update(target);
  await deps.store.responses.save(makeResponse(target.uid));
  await deps.store.events.update({ ...cast.event, sessionAccess: 'Live' });
  return { ...app, target, ...(await app.clients()) };
};

describe('GET /api/event/event_output', () => {
  it("sends the Guide the participant's PDF as a named attachment and keeps no copy", async () => {
    const { guide, target, deps } = await appWithWork();
    const response = await guide.download(outputPath(target.uid, 'prework'));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="Paula_Part-ValuesSystem.pdf"; filename*=UTF-8''Paula_Part-ValuesSystem.pdf`,
    );
    expect(text(response.bytes)).toBe('%PDF-fake prework Paula Part');
    expect(deps.enqueued).toMatchObject([
      { kind: 'pdf', name: 'participant-output', payload: { uid: target.uid, page: 'prework' } },
    ]);
    expect(deps.files.files.size).toBe(0);
  });

  it('lets a participant download their own live output, and a super-admin anyone’s', async () => {
    const { participant, admin, target } = await appWithWork();
    for (const client of [participant, admin]) {
      const response = await client.download(outputPath(target.uid, 'live'));
      expect(response.status).toBe(200);
      expect(response.headers.get('content-disposition')).toContain(
        'filename="Paula_Part-ValuesSystem-Live.pdf"',
      );
      expect(text(response.bytes)).toBe('%PDF-fake live Paula Part');
    }
  });

  it('sends the Meaningful Work sheet as forename_surname-MeaningfulWork.pdf', async () => {
    const { guide, target } = await appWithWork({ mwEnabled: true });
    const response = await guide.download(outputPath(target.uid, 'mw'));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toContain('filename="Paula_Part-MeaningfulWork.pdf"');
    expect(text(response.bytes)).toBe('%PDF-fake mw Paula Part');
  });

  it('keeps a name with CR/LF or quotes out of the headers', async () => {
    const { guide, target } = await appWithWork({ forename: 'Eve\r\nSet-Cookie: x=1', surname: 'Q"uote' });
    const response = await guide.download(outputPath(target.uid, 'live'));
    expect(response.status).toBe(200);
    expect(response.headers.get('set-cookie')).toBeNull();
    expect(response.headers.get('content-disposition')).toContain(
      'filename="Eve Set-Cookie x=1_Q uote-ValuesSystem-Live.pdf"',
    );
  });

  it('answers 503 with a plain message when this server has no browser to render PDFs', async () => {
    const { guide, target, deps } = await appWithWork();
    const noBrowser = {
      render: () => Promise.reject(unavailable('OUTPUT.NO_BROWSER', PDF_UNAVAILABLE_MESSAGE)),
    };
    Object.assign(deps, { pdf: noBrowser });
    const response = await guide.request('GET', outputPath(target.uid, 'prework'));
    expect(response.status).toBe(503);
    expect(response.body).toEqual({
      success: false,
      message: PDF_UNAVAILABLE_MESSAGE.defaultMessage,
      code: 'OUTPUT.NO_BROWSER',
    });
    expect(deps.files.files.size).toBe(0);
  });

  it('refuses a request without a session (401), queuing nothing', async () => {
    const { anonymous, target, deps } = await appWithWork();
    const response = await anonymous.request('GET', outputPath(target.uid, 'prework'));
    expect(response.status).toBe(401);
    expect(deps.enqueued).toEqual([]);
  });

  it("refuses a participant asking for someone else's output (404)", async () => {
    const { otherParticipant, target, deps } = await appWithWork();
    const response = await otherParticipant.request('GET', outputPath(target.uid, 'prework'));
    expect(response.status).toBe(404);
    expect(response.body).toMatchObject({ success: false, code: 'USER.NOT_FOUND' });
    expect(deps.enqueued).toEqual([]);
  });

  it("refuses another Guide's participant (404)", async () => {
    const { otherGuide, target, deps } = await appWithWork();
    const response = await otherGuide.request('GET', outputPath(target.uid, 'live'));
    expect(response.status).toBe(404);
    expect(deps.enqueued).toEqual([]);
  });

  it('refuses the output of a closed event (409)', async () => {
    const { guide, target, cast, deps } = await appWithWork();
    const event = await deps.store.events.findById(cast.event.eid);
    if (event === null) throw new Error('event');
    await deps.store.events.update({ ...event, state: 'closed', closedOn: '2026-06-01' as CalendarDate });
    const response = await guide.request('GET', outputPath(target.uid, 'prework'));
    expect(response.status).toBe(409);
    expect(response.body).toMatchObject({ success: false, code: 'EVENT.CLOSED' });
    expect(deps.enqueued).toEqual([]);
  });

  it('refuses to print before any pre-work step is complete (409)', async () => {
    const { guide, target, deps } = await appWithWork({ responseCompleted: [false, false, false, false] });
    const response = await guide.request('GET', outputPath(target.uid, 'prework'));
    expect(response.status).toBe(409);
    expect(response.body).toEqual({
      success: false,
      code: 'OUTPUT.NOTHING_TO_PRINT',
      message: 'There is nothing to print yet: no pre-work step is complete.',
    });
    expect(deps.enqueued).toEqual([]);
  });

  it('refuses the Meaningful Work sheet without Meaningful Work (403) or in a Pre-work event (409)', async () => {
    const { guide, target, cast, deps } = await appWithWork();
    expect((await guide.request('GET', outputPath(target.uid, 'mw'))).status).toBe(403);
    await deps.store.users.update({ ...target, mwEnabled: true });
    await deps.store.events.update({ ...cast.event, sessionAccess: 'Pre-work' });
    const response = await guide.request('GET', outputPath(target.uid, 'mw'));
    expect(response.status).toBe(409);
    expect(response.body).toMatchObject({ code: 'OUTPUT.MW_NOT_LIVE' });
    expect(deps.enqueued).toEqual([]);
  });

  it('refuses a bad page or uid (400) naming the field, queuing nothing', async () => {
    const { guide, target, deps } = await appWithWork();
    const badPage = await guide.request('GET', outputPath(target.uid, 'poster'));
    expect(badPage.status).toBe(400);
    expect(badPage.body).toMatchObject({ success: false, message: expect.stringContaining('page') });
    const badUid = await guide.request('GET', '/api/event/event_output?uid=nope&page=live');
    expect(badUid.status).toBe(400);
    expect(badUid.body).toMatchObject({ success: false, message: expect.stringContaining('uid') });
    const missing = await guide.request('GET', '/api/event/event_output?page=live');
    expect(missing.status).toBe(400);
    expect(deps.enqueued).toEqual([]);
  });
});
