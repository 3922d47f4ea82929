import { makeResponse } from '@vs/domain/testing';
import { describe, expect, it } from 'vitest';
import { MISSING_ID } from '../testing/event-fixtures.ts';
import { expectNoPasswordHash, expectRefused } from '../testing/probes.ts';
import { createTestApp } from '../testing/test-app.ts';

const setUp = async () => {
  const app = await createTestApp();
  await app.deps.store.responses.save(makeResponse(app.cast.participant.uid, 'prework'));
  return { ...app, ...(await app.clients()) };
};

describe('GET /api/user/export and export_byid', () => {
  it('gives a participant their own data as a named JSON file', async () => {
    const { participant, cast } = await setUp();
    const reply = await participant.request<Record<string, unknown>>('GET', '/api/user/export');
    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-disposition')).toContain('filename="Paula_Part-personal-data.json"');
    expect(reply.body).toMatchObject({
      success: true,
      message: 'Personal data exported',
      account: { uid: cast.participant.uid, email: cast.participant.email, passwordSet: true },
      event: { eid: cast.event.eid },
      responses: { prework: { values: expect.any(Array) }, live: null },
      meaningfulWork: null,
      emails: [],
    });
    expectNoPasswordHash(reply);
  });

  it('describes staff actions on the person by role and time: no staff uid, email, request id or address', async () => {
    const { participant, guide, admin, cast } = await setUp();
    const STAFF_ADDRESSES = ['198.51.100.50', '203.0.113.60'];
    const rename = (forename: string) => ({
      uid: cast.participant.uid,
      forename,
      surname: 'Part',
      email: cast.participant.email,
    });
    const byAdmin = await admin.from('198.51.100.50').request('PUT', '/api/user/update', rename('Paulette'));
    const byGuide = await guide.from('203.0.113.60').request('PUT', '/api/user/update', rename('Paula'));
    expect([byAdmin.status, byGuide.status]).toEqual([200, 200]);
    const staffRequests = [byAdmin, byGuide].map((reply) => reply.headers.get('x-request-id') ?? 'missing');
    const own = await participant.from('192.0.2.10').request('PUT', '/api/user/updateself', {
      forename: 'Pauline',
      surname: 'Part',
      email: cast.participant.email,
    });
    expect(own.status).toBe(200);

    const reply = await participant.request<{
      account: Record<string, unknown>;
      auditEntries: Record<string, unknown>[];
    }>('GET', '/api/user/export');
    // Everything but their event (whose facilitator they see in the app anyway).
    const text = JSON.stringify({ ...reply.body, event: null });
    expect(reply.body.account.createdBy).toEqual({ role: 'Guide' });
    for (const secret of [
      ...STAFF_ADDRESSES,
      ...staffRequests,
      cast.admin.uid,
      cast.admin.email,
      cast.guide.uid,
      cast.guide.email,
    ])
      expect(text).not.toContain(secret);
    const updates = reply.body.auditEntries.filter((entry) => entry.action === 'user.updated');
    expect(updates.map(({ actor, at }) => ({ actor, at }))).toEqual([
      {
        actor: { uid: cast.participant.uid, email: cast.participant.email.toLowerCase() },
        at: expect.any(String),
      },
      { actor: { role: 'Guide' }, at: expect.any(String) },
      { actor: { role: 'super-admin' }, at: expect.any(String) },
    ]);
    // Their own request is theirs: its address stays.
    expect(updates[0]).toMatchObject({ client: '192.0.2.10', requestId: own.headers.get('x-request-id') });
  });

  it("gives a Guide their participant's data and a super-admin anyone's", async () => {
    const { guide, admin, cast } = await setUp();
    const byGuide = await guide.request<{ account: { uid: string } }>(
      'GET',
      `/api/user/export_byid?uid=${cast.participant.uid}`,
    );
    expect(byGuide.status).toBe(200);
    expect(byGuide.body.account.uid).toBe(cast.participant.uid);
    const byAdmin = await admin.request<{ account: { uid: string } }>(
      'GET',
      `/api/user/export_byid?uid=${cast.otherGuide.uid}`,
    );
    expect(byAdmin.body.account.uid).toBe(cast.otherGuide.uid);
    expectNoPasswordHash(byAdmin);
  });

  it("refuses the signed-out (401), participants (403) and others' people (404); a bad uid is a 400", async () => {
    const { anonymous, participant, guide, cast, deps } = await setUp();
    await expectRefused(deps, () => anonymous.request('GET', '/api/user/export'), 401);
    await expectRefused(
      deps,
      () => anonymous.request('GET', `/api/user/export_byid?uid=${cast.participant.uid}`),
      401,
    );
    await expectRefused(
      deps,
      () => participant.request('GET', `/api/user/export_byid?uid=${cast.participant.uid}`),
      403,
    );
    for (const uid of [cast.otherParticipant.uid, cast.otherGuide.uid, cast.admin.uid, MISSING_ID])
      await expectRefused(deps, () => guide.request('GET', `/api/user/export_byid?uid=${uid}`), 404);
    await expectRefused(deps, () => guide.request('GET', '/api/user/export_byid?uid=nope'), 400);
    await expectRefused(deps, () => guide.request('GET', '/api/user/export_byid'), 400);
  });

  it("follows a participant who moves to another Guide's event", async () => {
    const { guide, otherGuide, cast, deps } = await setUp();
    const { uid } = cast.participant;
    await deps.store.events.update({ ...cast.event, participants: [], emailsSent: [] });
    await deps.store.users.setEvent([uid], cast.otherEvent.eid);
    await deps.store.events.update({
      ...cast.otherEvent,
      participants: [...cast.otherEvent.participants, uid],
      emailsSent: [...cast.otherEvent.emailsSent, false],
    });
    expect((await guide.request('GET', `/api/user/export_byid?uid=${uid}`)).status).toBe(404);
    expect((await otherGuide.request('GET', `/api/user/export_byid?uid=${uid}`)).status).toBe(200);
  });
});
