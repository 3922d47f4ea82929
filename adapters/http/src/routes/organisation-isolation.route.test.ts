import type { OrgMembership, User } from '@vs/domain';
import { makeEvent, makeUser } from '@vs/domain/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import { storeResponses } from '../testing/event-fixtures.ts';
import { runOutputJobs } from '../testing/output-jobs.ts';
import { expectRefused } from '../testing/probes.ts';
import { createTestApp, type TestClient } from '../testing/test-app.ts';

/**
 * The isolation table of issue 33: every route that names an event or a person, asked by each role
 * of organisation A about A's object (own) and B's (other). A's people see A's objects as before
 * and B's as missing (404); participants are refused staff routes (403); super-admins see both.
 */

type Role = 'superAdmin' | 'clientAdmin' | 'guide' | 'participant';
type Side = 'own' | 'other';

interface Org {
  readonly orgId: string;
  readonly guide: User;
  readonly participant: User;
  readonly eid: string;
}

const setUp = async () => {
  const app = await createTestApp();
  runOutputJobs(app.deps);
  const { admin } = await app.clients();
  const orgOf = async (slug: string): Promise<Org> => {
    const created = await admin.request<{ orgId: string }>('POST', '/api/org/create', { name: slug, slug });
    const orgId = created.body.orgId;
    const guide = makeUser({
      accessLevel: 1,
      forename: `Guide ${slug}`,
      mwEnabled: true,
      orgs: [{ orgId, role: 'guide' }],
    });
    const event = makeEvent({ facilitatorId: guide.uid, orgId, eventName: `Workshop ${slug}` });
    const participant = makeUser({
      forename: `Part ${slug}`,
      orgId,
      createdBy: guide.uid,
      eventId: event.eid,
      responseCompleted: [true, true, true, true],
    });
    await app.deps.store.events.insert({ ...event, participants: [participant.uid], emailsSent: [false] });
    for (const user of [guide, participant]) await app.deps.store.users.insert(user);
    await storeResponses(app.deps.store, participant.uid);
    return { orgId, guide, participant, eid: event.eid };
  };
  const a = await orgOf('org-a');
  const b = await orgOf('org-b');
  const clientAdminUser = makeUser({
    accessLevel: 1,
    forename: 'Client',
    mwEnabled: true,
    orgs: [{ orgId: a.orgId, role: 'client_admin' } satisfies OrgMembership],
  });
  await app.deps.store.users.insert(clientAdminUser);
  const clients: Record<Role, TestClient> = {
    superAdmin: admin,
    clientAdmin: await app.signIn(clientAdminUser),
    guide: await app.signIn(a.guide),
    participant: await app.signIn(a.participant),
  };
  return { ...app, a, b, clients };
};

/**
 * A read of one object: the path for event `eid` and person `uid`, and whether it names the event
 * (staff only) or the person (whose own object, for a participant, is themselves).
 */
type Read = readonly [
  name: string,
  names: 'event' | 'person' | 'staffOnlyPerson',
  path: (eid: string, uid: string) => string,
];
const READS: readonly Read[] = [
  ['GET /api/event', 'event', (eid) => `/api/event?eid=${eid}`],
  ['GET /api/event/participants', 'event', (eid) => `/api/event/participants?eid=${eid}`],
  ['GET /api/event/progress', 'event', (eid) => `/api/event/progress?eid=${eid}`],
  [
    'GET /api/event/participant_event_byid',
    'person',
    (_, uid) => `/api/event/participant_event_byid?uid=${uid}`,
  ],
  ['GET /api/user/info_byid', 'person', (_, uid) => `/api/user/info_byid?uid=${uid}`],
  ['GET /api/user/export_byid', 'staffOnlyPerson', (_, uid) => `/api/user/export_byid?uid=${uid}`],
  [
    'GET /api/response/participant_byid',
    'person',
    (_, uid) => `/api/response/participant_byid?uid=${uid}&prework=true`,
  ],
  [
    'GET /api/response/insight_byid',
    'person',
    (_, uid) => `/api/response/insight_byid?uid=${uid}&prework=true`,
  ],
  ['GET /api/event/event_output', 'person', (_, uid) => `/api/event/event_output?uid=${uid}&page=prework`],
];

/** What each role gets for its own organisation's object and for the other's. */
const EXPECTED: Record<Read[1], Record<Role, Record<Side, number>>> = {
  event: {
    superAdmin: { own: 200, other: 200 },
    clientAdmin: { own: 200, other: 404 },
    guide: { own: 200, other: 404 },
    participant: { own: 403, other: 403 },
  },
  person: {
    superAdmin: { own: 200, other: 200 },
    clientAdmin: { own: 200, other: 404 },
    guide: { own: 200, other: 404 },
    participant: { own: 200, other: 404 },
  },
  staffOnlyPerson: {
    superAdmin: { own: 200, other: 200 },
    clientAdmin: { own: 200, other: 404 },
    guide: { own: 200, other: 404 },
    participant: { own: 403, other: 403 },
  },
};
const ROLES: readonly Role[] = ['superAdmin', 'clientAdmin', 'guide', 'participant'];

describe('organisation isolation: reads of one object', () => {
  let world: Awaited<ReturnType<typeof setUp>>;
  beforeAll(async () => {
    world = await setUp();
  });

  for (const [name, names, path] of READS)
    for (const role of ROLES)
      for (const side of ['own', 'other'] as const) {
        const status = EXPECTED[names][role][side];
        it(`${name}: ${role}, ${side} organisation → ${status}`, async () => {
          const org = side === 'own' ? world.a : world.b;
          const reply = await world.clients[role].download(path(org.eid, org.participant.uid));
          expect(reply.status).toBe(status);
        });
      }
});

describe('organisation isolation: lists', () => {
  let world: Awaited<ReturnType<typeof setUp>>;
  beforeAll(async () => {
    world = await setUp();
  });

  const eidsOf = async (client: TestClient, path: string) =>
    ((await client.request<{ events: { eid: string }[] }>('GET', path)).body.events ?? []).map((e) => e.eid);

  it('lists events of their organisation to a client admin and Guide, and every one (or one filtered) to a super-admin', async () => {
    const { a, b, clients } = world;
    expect(await eidsOf(clients.clientAdmin, '/api/event/all')).toEqual([a.eid]);
    expect(await eidsOf(clients.guide, '/api/event/all')).toEqual([a.eid]);
    expect(await eidsOf(clients.superAdmin, '/api/event/all')).toEqual(
      expect.arrayContaining([a.eid, b.eid]),
    );
    expect(await eidsOf(clients.superAdmin, `/api/event/all?orgId=${b.orgId}`)).toEqual([b.eid]);
    expect(await eidsOf(clients.clientAdmin, `/api/event/all?orgId=${b.orgId}`)).toEqual([]);
    expect(await eidsOf(clients.clientAdmin, '/api/event/summaries?status=active')).toEqual([a.eid]);
    const first = await clients.clientAdmin.request<{ events: { eid: string }[]; total: number }>(
      'GET',
      '/api/event/summaries?status=active&limit=50',
    );
    expect(first.body).toMatchObject({ events: [{ eid: a.eid }], total: 1 });
  });

  it('lists participants and team output of their organisation only', async () => {
    const { a, b, clients } = world;
    const people = await clients.clientAdmin.request<{ users: { uid: string }[] }>(
      'GET',
      '/api/user/participants',
    );
    expect(people.body.users.map((u) => u.uid)).toEqual([a.participant.uid]);
    const team = await clients.clientAdmin.request<{ team_output: { eid: string }[] }>(
      'GET',
      '/api/event/team_output',
    );
    expect(team.body.team_output.map((e) => e.eid)).toEqual([a.eid]);
    expect(JSON.stringify(team.body)).not.toContain(b.participant.uid);
  });
});

describe('organisation isolation: changes to the other organisation are refused, nothing written', () => {
  let world: Awaited<ReturnType<typeof setUp>>;
  beforeAll(async () => {
    world = await setUp();
  });

  const CHANGES: readonly (readonly [
    name: string,
    method: string,
    path: string,
    body: (o: Org) => object,
  ])[] = [
    ['close the event', 'PUT', '/api/event/facilitatorclose', (o) => ({ eid: o.eid })],
    ['send all logon emails', 'POST', '/api/event/send_emails', (o) => ({ eid: o.eid })],
    ['remind the unfinished', 'POST', '/api/event/remind', (o) => ({ eid: o.eid })],
    ['send one logon email', 'POST', '/api/event/send_email', (o) => ({ uid: o.participant.uid })],
    [
      'remove the participant',
      'PUT',
      '/api/event/remove_participant',
      (o) => ({ eid: o.eid, uid: o.participant.uid }),
    ],
    [
      'toggle Meaningful Work',
      'PUT',
      '/api/user/update_mw',
      (o) => ({ uid: o.participant.uid, mwEnabled: true }),
    ],
    ['request the event file', 'POST', '/api/event/event_file_request', (o) => ({ eid: o.eid })],
    ['delete the participant', 'DELETE', '/api/user/delete', (o) => ({ uid: o.participant.uid })],
  ];

  for (const [name, method, path, body] of CHANGES)
    for (const role of ['clientAdmin', 'guide'] as const)
      it(`${name}: a ${role} of A cannot touch B's (404)`, async () => {
        await expectRefused(world.deps, () => world.clients[role].request(method, path, body(world.b)), 404);
      });

  it('refuses to move a participant of B into an event of A, naming them (409)', async () => {
    const { a, b, clients, deps } = world;
    const loose = makeUser({ forename: 'Loose', surname: 'Bee', orgId: b.orgId });
    await deps.store.users.insert(loose);
    await expectRefused(
      deps,
      () => clients.superAdmin.request('POST', '/api/event/add_participant', { eid: a.eid, uid: loose.uid }),
      409,
      /Loose Bee belongs to another organisation/,
    );
    // A client admin of A does not see B's people at all: the same 404 as an unknown address.
    await expectRefused(
      deps,
      () =>
        clients.clientAdmin.request('POST', '/api/event/add_participant', { eid: a.eid, email: loose.email }),
      404,
    );
  });

  it('refuses an event in an organisation the Guide does not belong to (403), and creates it in their own', async () => {
    const { a, b, clients, deps } = world;
    const body = { eventName: 'New', eventDate: '2026-06-20', eventType: 'Reg', sessionAccess: 'Pre-work' };
    await expectRefused(
      deps,
      () => clients.guide.request('POST', '/api/event/create', { ...body, orgId: b.orgId }),
      403,
    );
    const created = await clients.guide.request<{ event: { orgId: string } }>(
      'POST',
      '/api/event/create',
      body,
    );
    expect(created.status).toBe(201);
    expect(created.body.event.orgId).toBe(a.orgId);
  });
});
