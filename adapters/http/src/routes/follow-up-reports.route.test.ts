import { randomUUID } from 'node:crypto';
import { DEFAULT_ORG_ID, type DriftPoint, type FollowUpPointReport, sweepFollowUps } from '@vs/domain';
import { makeResponse, makeUser, outboxJobs } from '@vs/domain/testing';
import { describe, expect, it } from 'vitest';
import { MISSING_ID } from '../testing/event-fixtures.ts';
import { createTestApp } from '../testing/test-app.ts';

const RATINGS = [100, 90, 80, 70, 60, 50, 40, 30, 20, 10];

/**
 * The Guide's event with follow-ups at 30 and 90 days and three more finished participants besides
 * Paula; at 30 days all four answer (a report shows values from three respondents on).
 */
const withAnswers = async () => {
  const app = await createTestApp();
  const { deps, cast, anonymous } = app;
  const others = [1, 2, 3].map(() => makeUser({ createdBy: cast.guide.uid, eventId: cast.event.eid }));
  for (const other of others) await deps.store.users.insert(other);
  const people = [cast.participant.uid, ...others.map((other) => other.uid)];
  await deps.store.events.update({
    ...cast.event,
    followUpDays: [30, 90],
    participants: people,
    emailsSent: people.map(() => true),
  });
  for (const uid of people) {
    const user = await deps.store.users.findById(uid);
    if (user !== null)
      await deps.store.users.update({ ...user, responseCompleted: [true, true, true, true] });
    await deps.store.responses.save(makeResponse(uid, 'prework'));
  }
  deps.clock.set('2026-07-10T00:00:00.000Z');
  await sweepFollowUps(deps);
  for (const job of await outboxJobs(deps.store)) {
    if (job.name !== 'follow-up-email') continue;
    const token = await deps.store.deliveries.keptLinkToken(job.payload.requestId);
    await anonymous.request('POST', '/api/followup/submit', { token, percentLived: RATINGS });
  }
  return app;
};

describe('GET /api/response/drift_byid', () => {
  it('gives the Guide, a super-admin and the person the drift of each answered point', async () => {
    const { clients, cast } = await withAnswers();
    const { guide, admin, participant } = await clients();
    for (const client of [guide, admin, participant]) {
      const reply = await client.request<{ points: DriftPoint[] }>(
        'GET',
        `/api/response/drift_byid?uid=${cast.participant.uid}`,
      );
      expect(reply.status).toBe(200);
      expect(reply.body.points).toHaveLength(1);
      expect(reply.body.points[0]).toMatchObject({ eid: cast.event.eid, days: 30 });
      expect(reply.body.points[0]?.drift.values[0]).toMatchObject({
        atWorkshop: 10,
        atFollowUp: 100,
        change: 90,
      });
    }
  });

  it("asks for a session, hides another Guide's person and a missing one, and refuses a malformed uid", async () => {
    const { anonymous, clients, cast } = await withAnswers();
    const { otherGuide, guide } = await clients();
    const path = `/api/response/drift_byid?uid=${cast.participant.uid}`;
    expect((await anonymous.request('GET', path)).status).toBe(401);
    expect((await otherGuide.request('GET', path)).status).toBe(404);
    expect((await guide.request('GET', `/api/response/drift_byid?uid=${MISSING_ID}`)).status).toBe(404);
    expect((await guide.request('GET', '/api/response/drift_byid?uid=nope')).status).toBe(400);
  });
});

describe('GET /api/event/followup_report', () => {
  it('gives the Guide and a super-admin, per point, how many were asked and answered and the mean changes', async () => {
    const { clients, cast } = await withAnswers();
    const { guide, admin } = await clients();
    for (const client of [guide, admin]) {
      const reply = await client.request<{ points: FollowUpPointReport[] }>(
        'GET',
        `/api/event/followup_report?eid=${cast.event.eid}`,
      );
      expect(reply.status).toBe(200);
      const [at30, at90] = reply.body.points;
      expect(at30).toMatchObject({ days: 30, asked: 4, answered: 4 });
      expect(at30?.values.length).toBeGreaterThan(0);
      expect(at30?.meanAlignmentChange).toBeGreaterThan(0);
      expect(at90).toEqual({ days: 90, asked: 0, answered: 0, meanAlignmentChange: null, values: [] });
    }
  });

  it("gives it to a client admin of the event's organisation, and hides it from one of another", async () => {
    const { signIn, deps, cast } = await withAnswers();
    const path = `/api/event/followup_report?eid=${cast.event.eid}`;
    const ours = makeUser({ accessLevel: 1, orgs: [{ orgId: DEFAULT_ORG_ID, role: 'client_admin' }] });
    const theirs = makeUser({ accessLevel: 1, orgs: [{ orgId: randomUUID(), role: 'client_admin' }] });
    for (const user of [ours, theirs]) await deps.store.users.insert(user);
    expect((await (await signIn(ours)).request('GET', path)).status).toBe(200);
    expect((await (await signIn(theirs)).request('GET', path)).status).toBe(404);
  });

  it("asks for a session, refuses a participant, hides another Guide's event, and refuses a malformed eid", async () => {
    const { anonymous, clients, cast } = await withAnswers();
    const { otherGuide, participant, guide } = await clients();
    const path = `/api/event/followup_report?eid=${cast.event.eid}`;
    expect((await anonymous.request('GET', path)).status).toBe(401);
    expect((await participant.request('GET', path)).status).toBe(403);
    expect((await otherGuide.request('GET', path)).status).toBe(404);
    expect((await guide.request('GET', '/api/event/followup_report?eid=nope')).status).toBe(400);
  });
});
