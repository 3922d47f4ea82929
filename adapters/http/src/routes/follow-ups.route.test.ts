import { type FollowUpDrift, type FollowUpView, sweepFollowUps } from '@vs/domain';
import { makeResponse, outboxJobs, recordWrites } from '@vs/domain/testing';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../testing/test-app.ts';

const RATINGS = [100, 90, 80, 70, 60, 50, 40, 30, 20, 10];

/** The Guide's event with a follow-up at 30 days, swept: Paula's follow-up queued, with its token. */
const withFollowUp = async () => {
  const app = await createTestApp();
  const { deps, cast } = app;
  await deps.store.events.update({ ...cast.event, followUpDays: [30] });
  await deps.store.users.update({ ...cast.participant, responseCompleted: [true, true, true, true] });
  await deps.store.responses.save(makeResponse(cast.participant.uid, 'prework'));
  deps.clock.set('2026-07-10T00:00:00.000Z');
  await sweepFollowUps(deps);
  const [job] = await outboxJobs(deps.store);
  if (job?.name !== 'follow-up-email') throw new Error('no follow-up queued');
  const token = await deps.store.deliveries.keptLinkToken(job.payload.requestId);
  if (token === null) throw new Error('no token kept');
  return { ...app, token };
};

describe('/api/followup', () => {
  it('shows the follow-up by its token without a session, then records the answer and gives the drift', async () => {
    const { anonymous, deps, cast, token } = await withFollowUp();
    const view = await anonymous.request<{ followUp: FollowUpView }>(
      'GET',
      `/api/followup/view?token=${token}`,
    );
    expect(view.status).toBe(200);
    expect(view.body.followUp).toMatchObject({ eventName: cast.event.eventName, days: 30, drift: null });
    expect(view.body.followUp.values.map((value) => value.percentLived)).toEqual([
      10, 20, 30, 40, 50, 60, 70, 80, 90, 100,
    ]);
    expect(view.body.followUp.values.map((value) => value.originalIndex)).toEqual(
      makeResponse(cast.participant.uid, 'prework').values.map((chosen) => chosen.originalIndex),
    );
    expect((await deps.store.followUps.listForUser(cast.participant.uid))[0]?.answeredAt).toBeNull();

    const submit = await anonymous.request<{ drift: FollowUpDrift }>('POST', '/api/followup/submit', {
      token,
      percentLived: RATINGS,
      note: '  More time for family  ',
    });
    expect(submit.status).toBe(200);
    expect(submit.body.drift.values[0]).toMatchObject({
      rank: 1,
      atWorkshop: 10,
      atFollowUp: 100,
      change: 90,
    });
    expect(submit.body.drift.alignmentNow).toBeGreaterThan(submit.body.drift.alignmentThen ?? 100);
    const [stored] = await deps.store.followUps.listForUser(cast.participant.uid);
    expect(stored).toMatchObject({ percentLived: RATINGS, note: 'More time for family' });
    const again = await anonymous.request<{ followUp: FollowUpView }>(
      'GET',
      `/api/followup/view?token=${token}`,
    );
    expect(again.body.followUp.drift?.values[0]?.atFollowUp).toBe(100);
  });

  it("names the person's language: their own choice, else their browser's, else the event's", async () => {
    const { anonymous, deps, cast, token } = await withFollowUp();
    const languageOf = async (headers: Record<string, string> = {}) => {
      const reply = await anonymous.open(`/api/followup/view?token=${token}`, headers);
      return ((await reply.json()) as { followUp: FollowUpView }).followUp.language;
    };
    expect(await languageOf()).toBe('en');
    await deps.store.events.update({ ...cast.event, followUpDays: [30], language: 'nl' });
    expect(await languageOf()).toBe('nl');
    expect(await languageOf({ 'accept-language': 'fr-CH, en;q=0.5' })).toBe('fr');
    await deps.store.users.update({
      ...cast.participant,
      responseCompleted: [true, true, true, true],
      language: 'de',
    });
    expect(await languageOf({ 'accept-language': 'fr-CH' })).toBe('de');
  });

  it('refuses a second submit for the same point, keeping the first', async () => {
    const { anonymous, deps, cast, token } = await withFollowUp();
    await anonymous.request('POST', '/api/followup/submit', { token, percentLived: RATINGS });
    const second = await anonymous.request('POST', '/api/followup/submit', {
      token,
      percentLived: RATINGS.map(() => 0),
    });
    expect(second).toMatchObject({ status: 409, body: { code: 'FOLLOW_UP.ANSWERED' } });
    expect((await deps.store.followUps.listForUser(cast.participant.uid))[0]?.percentLived).toEqual(RATINGS);
  });

  it('treats an unknown or expired token as not found, writing nothing', async () => {
    const { anonymous, deps, token } = await withFollowUp();
    const writes = recordWrites(deps);
    for (const path of ['/api/followup/view?token=nope', `/api/followup/view?token=${token}x`])
      expect(await anonymous.request('GET', path)).toMatchObject({
        status: 404,
        body: { code: 'FOLLOW_UP.LINK_INVALID' },
      });
    deps.clock.set('2026-08-09T00:00:00.000Z');
    expect((await anonymous.request('GET', `/api/followup/view?token=${token}`)).status).toBe(404);
    expect(
      (await anonymous.request('POST', '/api/followup/submit', { token, percentLived: RATINGS })).status,
    ).toBe(404);
    expect((await anonymous.request('POST', '/api/followup/opt_out', { token: 'nope' })).status).toBe(404);
    expect(writes()).toEqual([]);
  });

  it.each([
    ['no token', { token: undefined, percentLived: RATINGS }, /^token: /],
    ['nine ratings', { percentLived: RATINGS.slice(1) }, /^percentLived: .*10 numbers/],
    ['a rating above 100', { percentLived: [101, ...RATINGS.slice(1)] }, /^percentLived\.0: .*0 to 100/],
    ['a rating as text', { percentLived: ['50', ...RATINGS.slice(1)] }, /^percentLived\.0: /],
    ['a note of 281 characters', { percentLived: RATINGS, note: 'x'.repeat(281) }, /^note: .*280/],
  ])('refuses %s, naming the field, and writes nothing', async (_, body, message) => {
    const { anonymous, deps, token } = await withFollowUp();
    const writes = recordWrites(deps);
    const reply = await anonymous.request('POST', '/api/followup/submit', { token, ...body });
    expect(reply).toMatchObject({ status: 400, body: { success: false } });
    expect(reply.body.message).toMatch(message);
    expect(writes()).toEqual([]);
  });

  it('opts out: later points queue nothing for the person; the opt-out works after the link expired', async () => {
    const { anonymous, deps, cast, token } = await withFollowUp();
    await deps.store.events.update({ ...cast.event, followUpDays: [30, 90] });
    deps.clock.set('2026-08-20T00:00:00.000Z');
    expect((await anonymous.request('POST', '/api/followup/opt_out', { token })).status).toBe(200);
    expect(await deps.store.followUps.optedOut([cast.participant.uid])).toEqual(
      new Set([cast.participant.uid]),
    );
    deps.clock.set('2026-09-08T00:00:00.000Z');
    expect(await sweepFollowUps(deps)).toEqual({ followUpsQueued: 0 });
    expect((await anonymous.request('POST', '/api/followup/opt_out', {})).status).toBe(400);
  });
});
