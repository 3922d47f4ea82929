import { randomUUID } from 'node:crypto';
import { DEFAULT_ORG_ID, type DriftPoint, type FollowUpPointReport } from '@vs/domain';
import { makeUser } from '@vs/domain/testing';
import { describe, expect, it } from 'vitest';
import { MISSING_ID } from '../testing/event-fixtures.ts';
import { eventWithFollowUpAnswers } from '../testing/follow-up-fixtures.ts';

describe('GET /api/response/drift_byid', () => {
  it('gives the Guide, a super-admin and the person the drift of each answered point', async () => {
    const { clients, cast } = await eventWithFollowUpAnswers();
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
    const { anonymous, clients, cast } = await eventWithFollowUpAnswers();
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
    const { clients, cast } = await eventWithFollowUpAnswers();
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
    const { signIn, deps, cast } = await eventWithFollowUpAnswers();
    const path = `/api/event/followup_report?eid=${cast.event.eid}`;
    const ours = makeUser({ accessLevel: 1, orgs: [{ orgId: DEFAULT_ORG_ID, role: 'client_admin' }] });
    const theirs = makeUser({ accessLevel: 1, orgs: [{ orgId: randomUUID(), role: 'client_admin' }] });
    for (const user of [ours, theirs]) await deps.store.users.insert(user);
    expect((await (await signIn(ours)).request('GET', path)).status).toBe(200);
    expect((await (await signIn(theirs)).request('GET', path)).status).toBe(404);
  });

  it("asks for a session, refuses a participant, hides another Guide's event, and refuses a malformed eid", async () => {
    const { anonymous, clients, cast } = await eventWithFollowUpAnswers();
    const { otherGuide, participant, guide } = await clients();
    const path = `/api/event/followup_report?eid=${cast.event.eid}`;
    expect((await anonymous.request('GET', path)).status).toBe(401);
    expect((await participant.request('GET', path)).status).toBe(403);
    expect((await otherGuide.request('GET', path)).status).toBe(404);
    expect((await guide.request('GET', '/api/event/followup_report?eid=nope')).status).toBe(400);
  });
});
