import { makeEvent, makeUser } from '@vs/domain/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectRefused } from '../testing/probes.ts';
import { createTestApp, type TestClient } from '../testing/test-app.ts';

/**
 * The lists a super-admin narrows to one organisation (`?orgId=`, issue 33): the participants, the
 * Guides and the team output. A client admin asking for their own organisation gets it, for another nothing
 * of it (an empty list, as GET /api/event/all answers).
 */
const setUp = async () => {
  const app = await createTestApp();
  const clients = await app.clients();
  const { admin } = clients;
  const orgOf = async (slug: string) => {
    const orgId = (await admin.request<{ orgId: string }>('POST', '/api/org/create', { name: slug, slug }))
      .body.orgId;
    const facilitator = makeUser({ accessLevel: 1, orgs: [{ orgId, role: 'guide' }] });
    const event = makeEvent({ facilitatorId: facilitator.uid, orgId });
    const participant = makeUser({ orgId, createdBy: facilitator.uid, eventId: event.eid });
    const waiting = makeUser({ orgId, createdBy: facilitator.uid });
    await app.deps.store.events.insert({ ...event, participants: [participant.uid], emailsSent: [false] });
    for (const user of [facilitator, participant, waiting]) await app.deps.store.users.insert(user);
    return { orgId, eid: event.eid, uids: [participant.uid, waiting.uid].sort(), guide: facilitator.uid };
  };
  const a = await orgOf('org-a');
  const b = await orgOf('org-b');
  const clientAdminUser = makeUser({ accessLevel: 1, orgs: [{ orgId: a.orgId, role: 'client_admin' }] });
  await app.deps.store.users.insert(clientAdminUser);
  return { ...app, ...clients, a, b, clientAdmin: await app.signIn(clientAdminUser), clientAdminUser };
};

const uidsOf = async (client: TestClient, query: string) => {
  const reply = await client.request<{ users: { uid: string }[]; total: number }>(
    'GET',
    `/api/user/participants${query}`,
  );
  expect(reply.status).toBe(200);
  return { uids: reply.body.users.map((u) => u.uid).sort(), total: reply.body.total };
};

const guidesOf = async (client: TestClient, query: string) => {
  const reply = await client.request<{ users: { uid: string }[] }>('GET', `/api/user/facilitators${query}`);
  expect(reply.status).toBe(200);
  return reply.body.users.map((u) => u.uid).sort();
};

const teamOf = async (client: TestClient, query: string) => {
  const reply = await client.request<{ team_output: { eid: string }[] }>(
    'GET',
    `/api/event/team_output${query}`,
  );
  expect(reply.status).toBe(200);
  return reply.body.team_output.map((e) => e.eid);
};

describe('GET /api/user/participants?orgId=', () => {
  let world: Awaited<ReturnType<typeof setUp>>;
  beforeAll(async () => {
    world = await setUp();
  });

  it("gives a super-admin one organisation's participants, searched and paged within it", async () => {
    const { admin, a, b } = world;
    expect(await uidsOf(admin, `?orgId=${b.orgId}`)).toEqual({ uids: b.uids, total: 2 });
    expect(await uidsOf(admin, `?orgId=${a.orgId}&limit=1`)).toMatchObject({ total: 2 });
    const everyone = await uidsOf(admin, '');
    expect(everyone.uids).toEqual(expect.arrayContaining([...a.uids, ...b.uids]));
  });

  it('gives a client admin their own organisation, and nothing of another', async () => {
    const { clientAdmin, a, b } = world;
    expect(await uidsOf(clientAdmin, `?orgId=${a.orgId}`)).toEqual({ uids: a.uids, total: 2 });
    expect(await uidsOf(clientAdmin, `?orgId=${b.orgId}`)).toEqual({ uids: [], total: 0 });
  });

  it('refuses no session (401), a participant (403) and a malformed orgId (400)', async () => {
    const { deps, admin, a, anonymous, participant } = world;
    await expectRefused(deps, () => anonymous.request('GET', `/api/user/participants?orgId=${a.orgId}`), 401);
    await expectRefused(
      deps,
      () => participant.request('GET', `/api/user/participants?orgId=${a.orgId}`),
      403,
    );
    await expectRefused(deps, () => admin.request('GET', '/api/user/participants?orgId=org-a'), 400, /orgId/);
  });
});

describe('GET /api/user/facilitators?orgId=', () => {
  let world: Awaited<ReturnType<typeof setUp>>;
  beforeAll(async () => {
    world = await setUp();
  });

  it("gives a super-admin one organisation's Guides, and a client admin their own organisation's only", async () => {
    const { admin, clientAdmin, clientAdminUser, a, b } = world;
    expect(await guidesOf(admin, `?orgId=${b.orgId}`)).toEqual([b.guide]);
    expect(await guidesOf(clientAdmin, `?orgId=${a.orgId}`)).toEqual([a.guide, clientAdminUser.uid].sort());
    expect(await guidesOf(clientAdmin, `?orgId=${b.orgId}`)).toEqual([]);
  });

  it('refuses no session (401), a participant (403) and a malformed orgId (400)', async () => {
    const { deps, admin, a, anonymous, participant } = world;
    await expectRefused(deps, () => anonymous.request('GET', `/api/user/facilitators?orgId=${a.orgId}`), 401);
    await expectRefused(
      deps,
      () => participant.request('GET', `/api/user/facilitators?orgId=${a.orgId}`),
      403,
    );
    await expectRefused(deps, () => admin.request('GET', '/api/user/facilitators?orgId=x'), 400, /orgId/);
  });
});

describe('GET /api/event/team_output?orgId=', () => {
  let world: Awaited<ReturnType<typeof setUp>>;
  beforeAll(async () => {
    world = await setUp();
  });

  it("gives a super-admin one organisation's active events", async () => {
    const { admin, a, b } = world;
    expect(await teamOf(admin, `?orgId=${b.orgId}`)).toEqual([b.eid]);
    expect(await teamOf(admin, '')).toEqual(expect.arrayContaining([a.eid, b.eid]));
  });

  it('gives a client admin their own organisation, nothing of another; a Guide of neither nothing', async () => {
    const { clientAdmin, guide, a, b } = world;
    expect(await teamOf(clientAdmin, `?orgId=${a.orgId}`)).toEqual([a.eid]);
    expect(await teamOf(clientAdmin, `?orgId=${b.orgId}`)).toEqual([]);
    expect(await teamOf(guide, `?orgId=${a.orgId}`)).toEqual([]);
  });

  it('refuses no session (401), a participant (403) and a malformed orgId (400)', async () => {
    const { deps, admin, a, anonymous, participant } = world;
    await expectRefused(deps, () => anonymous.request('GET', `/api/event/team_output?orgId=${a.orgId}`), 401);
    await expectRefused(
      deps,
      () => participant.request('GET', `/api/event/team_output?orgId=${a.orgId}`),
      403,
    );
    await expectRefused(deps, () => admin.request('GET', '/api/event/team_output?orgId=1'), 400, /orgId/);
  });
});
