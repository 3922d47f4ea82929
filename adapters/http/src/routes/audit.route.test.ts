import type { AuditEntry } from '@vs/domain';
import { makeUser } from '@vs/domain/testing';
import { describe, expect, it } from 'vitest';
import { expectRefused } from '../testing/probes.ts';
import { createTestApp } from '../testing/test-app.ts';

type Entry = Omit<AuditEntry, 'at' | 'actor' | 'target'> & {
  at: string;
  actor: { uid: string; email: string | null; name: string | null } | null;
  target: AuditEntry['target'] & { name: string | null };
  detailNames: Record<string, string>;
};
interface AuditReply {
  success: boolean;
  entries: Entry[];
  next: string | null;
}

const setUp = async () => {
  const app = await createTestApp();
  return { ...app, ...(await app.clients()) };
};

describe('GET /api/audit', () => {
  it('gives a super-admin the newest entries first, each with its request id and client address', async () => {
    const { admin, guide, cast } = await setUp();
    const closed = await guide
      .from('198.51.100.4')
      .request('PUT', '/api/event/facilitatorclose', { eid: cast.event.eid });
    expect(closed.status).toBe(200);

    const reply = await admin.request<AuditReply>('GET', '/api/audit');
    expect(reply.status).toBe(200);
    expect(reply.body.success).toBe(true);
    expect(reply.body.next).toBeNull();
    const [newest] = reply.body.entries;
    expect(newest).toEqual({
      id: expect.any(String),
      at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      actor: { uid: cast.guide.uid, email: cast.guide.email.toLowerCase(), name: 'Gus Guide' },
      action: 'event.closed',
      target: { kind: 'event', id: cast.event.eid, name: cast.event.eventName },
      orgId: cast.event.orgId,
      details: {},
      detailNames: {},
      requestId: closed.headers.get('x-request-id'),
      client: '198.51.100.4',
    });
    // The sign-ins of the cast: Guides and super-admins only.
    expect(
      reply.body.entries
        .filter((e) => e.action === 'login.succeeded')
        .map((e) => e.target.id)
        .sort(),
    ).toEqual([cast.admin.uid, cast.guide.uid, cast.otherGuide.uid].sort());
  });

  it('pages by `next` without repeating or skipping, and filters by actor (uid or email), target and action', async () => {
    const { admin, guide, otherGuide, cast } = await setUp();
    await guide.request('PUT', '/api/event/facilitatorclose', { eid: cast.event.eid });
    await otherGuide.request('PUT', '/api/event/facilitatorclose', { eid: cast.otherEvent.eid });
    const all = (await admin.request<AuditReply>('GET', '/api/audit?limit=200')).body.entries.map(
      (e) => e.id,
    );

    const paged: string[] = [];
    let next: string | null = null;
    do {
      const page: { body: AuditReply } = await admin.request<AuditReply>(
        'GET',
        `/api/audit?limit=2${next ? `&before=${encodeURIComponent(next)}` : ''}`,
      );
      paged.push(...page.body.entries.map((e) => e.id));
      next = page.body.next;
    } while (next !== null);
    expect(paged).toEqual(all);

    const actions = async (query: string) =>
      (await admin.request<AuditReply>('GET', `/api/audit?${query}`)).body.entries.map((e) => e.action);
    expect(await actions(`actor=${cast.guide.uid}`)).toEqual(['event.closed', 'login.succeeded']);
    expect(await actions(`actor=${encodeURIComponent(cast.guide.email.toUpperCase())}`)).toEqual([
      'event.closed',
      'login.succeeded',
    ]);
    expect(await actions(`target=${cast.otherEvent.eid}`)).toEqual(['event.closed']);
    expect(await actions(`action=event.closed&actor=${cast.otherGuide.uid}`)).toEqual(['event.closed']);
  });

  it('names actors and targets as they are now (null once gone), keeping their ids', async () => {
    const { admin, guide, anonymous, cast } = await setUp();
    await guide.request('PUT', '/api/user/update', {
      uid: cast.participant.uid,
      forename: 'Paula',
      surname: 'Renamed',
      email: cast.participant.email,
    });
    await anonymous.request('POST', '/api/auth/login', {
      email: 'nobody@example.test',
      password: 'Wrong1234',
    });
    await anonymous.request('POST', '/api/auth/login', {
      email: cast.otherGuide.email,
      password: 'Wrong1234',
    });
    await admin.request('DELETE', '/api/user/delete', { uid: cast.otherParticipant.uid });
    await guide.request('PUT', '/api/event/remove_participant', {
      uid: cast.participant.uid,
      eid: cast.event.eid,
    });

    const { entries } = (await admin.request<AuditReply>('GET', '/api/audit?limit=200')).body;
    const named = (action: string) =>
      entries
        .filter((e) => e.action === action)
        .map(({ actor, target }) => ({
          actor: actor === null ? null : actor.name,
          target: [target.id, target.name],
        }));
    expect(named('user.updated')).toEqual([
      { actor: 'Gus Guide', target: [cast.participant.uid, 'Paula Renamed'] },
    ]);
    expect(named('login.failed')).toEqual([
      { actor: null, target: [cast.otherGuide.uid, 'Olga Other'] },
      { actor: null, target: ['unknown', null] },
    ]);
    // An erased person's name is gone from the log too; their id remains.
    expect(named('user.deleted')).toEqual([
      { actor: 'Ada Admin', target: [cast.otherParticipant.uid, null] },
    ]);
    // Ids in the details read by name too.
    const removed = entries.find((e) => e.action === 'participant.removed');
    expect(removed).toMatchObject({
      target: { kind: 'event', id: cast.event.eid, name: cast.event.eventName },
      details: { uid: cast.participant.uid },
      detailNames: { uid: 'Paula Renamed' },
    });
    expect(JSON.stringify(entries)).not.toContain('Otto');
  });

  it('keeps no entry of a change whose transaction failed half way', async () => {
    const { admin, guide, cast, deps } = await setUp();
    const free = makeUser({ createdBy: cast.guide.uid });
    await deps.store.users.insert(free);
    // Everything is written, entry included, then the transaction fails before it commits.
    const transaction = deps.store.transaction;
    deps.store.transaction = (work) =>
      transaction(async (tx) => {
        await work(tx);
        throw new Error('connection lost');
      });
    const reply = await guide.request('POST', '/api/event/add_participant', {
      eid: cast.event.eid,
      uid: free.uid,
    });
    expect(reply.status).toBe(500);
    deps.store.transaction = transaction;
    expect((await deps.store.events.findById(cast.event.eid))?.participants).toEqual(cast.event.participants);
    const log = await admin.request<AuditReply>('GET', `/api/audit?target=${cast.event.eid}`);
    expect(log.body.entries).toEqual([]);
  });

  it("gives a client admin their organisation's entries only, and a super-admin one organisation's by orgId", async () => {
    const { signIn, admin, guide, cast, deps } = await setUp();
    const acme = (
      await admin.request<{ orgId: string }>('POST', '/api/org/create', { name: 'Acme', slug: 'acme' })
    ).body.orgId;
    await guide.request('PUT', '/api/event/facilitatorclose', { eid: cast.event.eid });
    const clientAdminUser = makeUser({ accessLevel: 1, orgs: [{ orgId: acme, role: 'client_admin' }] });
    await deps.store.users.insert(clientAdminUser);
    const clientAdmin = await signIn(clientAdminUser);
    const read = async (client: typeof admin, query = '') =>
      (await client.request<AuditReply>('GET', `/api/audit${query}`)).body.entries.map((e) => [
        e.action,
        e.target.name,
        e.orgId,
      ]);
    // Their own sign-in files under the default organisation, where they were created.
    expect(await read(clientAdmin)).toEqual([['org.created', 'Acme', acme]]);
    expect(await read(clientAdmin, `?orgId=${acme}`)).toEqual([['org.created', 'Acme', acme]]);
    expect(await read(admin, `?orgId=${acme}`)).toEqual([['org.created', 'Acme', acme]]);
    expect((await read(admin)).map(([action]) => action)).toContain('event.closed');
    await expectRefused(deps, () => clientAdmin.request('GET', `/api/audit?orgId=${cast.event.orgId}`), 404);
    await expectRefused(deps, () => admin.request('GET', '/api/audit?orgId=acme'), 400, /orgId/);
  });

  it('refuses the signed-out (401), Guides and participants (403)', async () => {
    const { anonymous, guide, participant, deps } = await setUp();
    await expectRefused(deps, () => anonymous.request('GET', '/api/audit'), 401);
    await expectRefused(deps, () => guide.request('GET', '/api/audit'), 403);
    await expectRefused(deps, () => participant.request('GET', '/api/audit'), 403);
  });

  it('answers a malformed query with a 400 naming the field', async () => {
    const { admin, deps } = await setUp();
    for (const [query, message] of [
      ['limit=0', /limit: must be a whole number from 1 to 200/],
      ['limit=201', /limit/],
      ['limit=ten', /limit/],
      ['before=not-a-cursor', /before: must be the 'next' of an earlier page/],
      ['action=user.hacked', /action: must be one of/],
      [`actor=${'x'.repeat(255)}`, /actor: must be at most 254 characters/],
    ] as const)
      await expectRefused(deps, () => admin.request('GET', `/api/audit?${query}`), 400, message);
  });
});
