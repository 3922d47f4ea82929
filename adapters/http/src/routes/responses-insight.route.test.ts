import { makeResponse } from '@vs/domain/testing';
import { describe, expect, it } from 'vitest';
import { expectRefused } from '../testing/probes.ts';
import { openLive, updateUser } from '../testing/response-state.ts';
import { createTestApp } from '../testing/test-app.ts';

/** makeResponse rates rank r at 10r %: alignment 40, the top three neglected. */
const INSIGHT = {
  success: true,
  alignment: 40,
  neglected: [
    { value: 'Value 1', rank: 1, percentLived: 10 },
    { value: 'Value 2', rank: 2, percentLived: 20 },
    { value: 'Value 3', rank: 3, percentLived: 30 },
  ],
};

/** The cast's event Live, its participant's pre-work rated and complete. */
const setUp = async () => {
  const testApp = await createTestApp();
  const { deps, cast } = testApp;
  await openLive(deps.store, cast.event.eid);
  await deps.store.responses.save(makeResponse(cast.participant.uid));
  await updateUser(deps.store, cast.participant.uid, { responseCompleted: [true, true, true, true] });
  return { ...testApp, ...(await testApp.clients()) };
};

describe('GET /api/response/insight', () => {
  it('gives a participant their own valued-vs-lived insight, for pre-work and live', async () => {
    const { participant } = await setUp();
    for (const prework of ['true', 'false']) {
      const reply = await participant.request('GET', `/api/response/insight?prework=${prework}`);
      expect([reply.status, reply.body]).toEqual([200, INSIGHT]);
    }
  });

  it('gives none before the values are rated', async () => {
    const { participant, deps, cast } = await setUp();
    await updateUser(deps.store, cast.participant.uid, { responseCompleted: [true, true, true, false] });
    expect((await participant.request('GET', '/api/response/insight?prework=true')).body).toEqual({
      success: true,
      alignment: null,
      neglected: [],
    });
  });

  it('asks for a session and a readable prework flag, writing nothing', async () => {
    const { anonymous, participant, deps } = await setUp();
    await expectRefused(deps, () => anonymous.request('GET', '/api/response/insight?prework=true'), 401);
    const reply = await expectRefused(
      deps,
      () => participant.request('GET', '/api/response/insight?prework=maybe'),
      400,
    );
    expect(reply.body.message).toContain('prework');
  });
});

describe('GET /api/response/insight_byid', () => {
  it("gives the participant's Guide and a super-admin the insight", async () => {
    const { guide, admin, cast } = await setUp();
    for (const viewer of [guide, admin]) {
      const reply = await viewer.request(
        'GET',
        `/api/response/insight_byid?prework=true&uid=${cast.participant.uid}`,
      );
      expect([reply.status, reply.body]).toEqual([200, INSIGHT]);
    }
  });

  it("hides another Guide's participant and refuses another participant's, as missing", async () => {
    const { guide, participant, deps, cast } = await setUp();
    await expectRefused(
      deps,
      () => guide.request('GET', `/api/response/insight_byid?prework=true&uid=${cast.otherParticipant.uid}`),
      404,
    );
    await expectRefused(
      deps,
      () =>
        participant.request(
          'GET',
          `/api/response/insight_byid?prework=true&uid=${cast.otherParticipant.uid}`,
        ),
      404,
    );
  });

  it('asks for a session and refuses a malformed uid, writing nothing', async () => {
    const { anonymous, guide, deps, cast } = await setUp();
    await expectRefused(
      deps,
      () => anonymous.request('GET', `/api/response/insight_byid?prework=true&uid=${cast.participant.uid}`),
      401,
    );
    await expectRefused(
      deps,
      () => guide.request('GET', '/api/response/insight_byid?prework=true&uid=nobody'),
      400,
    );
    await expectRefused(deps, () => guide.request('GET', '/api/response/insight_byid?prework=true'), 400);
  });
});
