import { MEMBER_ADDED_MESSAGE } from '@vs/domain';
import { makeUser } from '@vs/domain/testing';
import { describe, expect, it } from 'vitest';
import { createRateLimits } from '../middleware/rate-limits.ts';
import { expectRefused } from '../testing/probes.ts';
import { createTestApp } from '../testing/test-app.ts';

const PROBE_LIMIT = 2;

const setUp = async () => {
  const app = await createTestApp({
    rateLimits: createRateLimits({
      rules: { emailProbesPerUser: { points: PROBE_LIMIT, durationSeconds: 3600 } },
    }),
  });
  const clients = await app.clients();
  const create = (name: string, slug: string) =>
    clients.admin.request<{ orgId: string }>('POST', '/api/org/create', { name, slug });
  const acme = (await create('Acme', 'acme')).body.orgId;
  const beta = (await create('Beta', 'beta')).body.orgId;
  const clientAdminUser = makeUser({ accessLevel: 1, orgs: [{ orgId: acme, role: 'client_admin' }] });
  await app.deps.store.users.insert(clientAdminUser);
  const clientAdmin = await app.signIn(clientAdminUser);
  const add = (body: Record<string, unknown>) =>
    clientAdmin.request('POST', '/api/org/add_member', { orgId: acme, role: 'guide', ...body });
  return { ...app, ...clients, acme, beta, clientAdmin, clientAdminUser, add };
};

describe('POST /api/org/add_member by email', () => {
  it('answers a client admin alike whether a Guide had an account elsewhere or is invited, and the invitee gets a logon email', async () => {
    const { deps, cast, acme, add } = await setUp();
    const known = await add({ email: cast.otherGuide.email });
    const invited = await add({ email: 'nia.new@example.test', forename: 'Nia', surname: 'New' });
    for (const reply of [known, invited])
      expect([reply.status, reply.body]).toEqual([200, { success: true, message: MEMBER_ADDED_MESSAGE }]);
    const nia = await deps.store.users.findByEmail('nia.new@example.test');
    expect(nia).toMatchObject({ forename: 'Nia', accessLevel: 1, orgId: acme, passwordHash: null });
    const jobs = await deps.store.outbox.due(deps.clock.now(), 100);
    expect(jobs.map(({ job }) => [job.name, job.name === 'logon-email' && job.payload.uid])).toEqual([
      ['logon-email', nia?.uid],
    ]);
    expect((await deps.store.users.findById(cast.otherGuide.uid))?.orgs).toContainEqual({
      orgId: acme,
      role: 'guide',
    });
  });

  it("refuses a participant's and a super-admin's address with one 409, counted as a probe (then 429)", async () => {
    const { deps, cast, add } = await setUp();
    const refusals = [];
    for (const email of [cast.participant.email, cast.admin.email]) {
      const refused = await add({ email });
      refusals.push(refused);
      expect(refused.status).toBe(409);
    }
    expect(refusals[0]?.body).toEqual(refusals[1]?.body);
    expect(JSON.stringify(refusals[0]?.body)).toMatch(/cannot be added as a Guide/);
    // The limit reached: even an address that would be invited is refused now, nothing written.
    await expectRefused(deps, () => add({ email: 'late@example.test' }), 429);
  });

  it('refuses no session (401), a plain Guide and a participant (403), another organisation (404)', async () => {
    const { deps, anonymous, guide, participant, clientAdmin, acme, beta } = await setUp();
    const body = { orgId: acme, email: 'someone@example.test', role: 'guide' };
    await expectRefused(deps, () => anonymous.request('POST', '/api/org/add_member', body), 401);
    await expectRefused(deps, () => participant.request('POST', '/api/org/add_member', body), 403);
    // A Guide outside Acme sees no such organisation.
    await expectRefused(deps, () => guide.request('POST', '/api/org/add_member', body), 404);
    await expectRefused(
      deps,
      () => clientAdmin.request('POST', '/api/org/add_member', { ...body, orgId: beta }),
      404,
    );
  });

  it('refuses malformed input (400), writing nothing', async () => {
    const { deps, cast, add } = await setUp();
    await expectRefused(deps, () => add({ email: 'not an address' }), 400);
    await expectRefused(deps, () => add({ email: 'x@example.test', forename: '   ' }), 400, /Forename/);
    await expectRefused(deps, () => add({ uid: cast.guide.uid, forename: 'Pat' }), 400, /names only/);
    await expectRefused(deps, () => add({ email: 'x@example.test', role: 'owner' }), 400, /role/);
  });
});
