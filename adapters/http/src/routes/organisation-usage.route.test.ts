import { type CalendarDate, type OrgUsage, USAGE_REFUSED_MESSAGE } from '@vs/domain';
import { makeEvent, makeUser } from '@vs/domain/testing';
import { describe, expect, it } from 'vitest';
import { expectRefused } from '../testing/probes.ts';
import { createTestApp } from '../testing/test-app.ts';

/** Acme (a client admin and a plain Guide of it signed in) with two events in March 2026; Beta with one. */
const setUp = async () => {
  const app = await createTestApp();
  const clients = await app.clients();
  const create = async (name: string, slug: string) =>
    (await clients.admin.request<{ orgId: string }>('POST', '/api/org/create', { name, slug })).body.orgId;
  const acme = await create('Acme', 'acme');
  const beta = await create('Beta', 'beta');
  const member = async (orgId: string, role: 'guide' | 'client_admin') => {
    const user = makeUser({ accessLevel: 1, orgs: [{ orgId, role }] });
    await app.deps.store.users.insert(user);
    return { user, client: await app.signIn(user) };
  };
  const clientAdmin = await member(acme, 'client_admin');
  const acmeGuide = await member(acme, 'guide');
  const betaAdmin = await member(beta, 'client_admin');
  const participant = async (orgId: string, complete: boolean, liveStep: 3 | null) => {
    const user = makeUser({ orgId, responseCompleted: [true, true, complete, complete] });
    await app.deps.store.users.insert(user);
    if (liveStep !== null)
      await app.deps.store.users.recordLiveStep(user.uid, liveStep, app.deps.clock.now());
    return user.uid;
  };
  const event = async (orgId: string, eventDate: string, participants: string[]) =>
    app.deps.store.events.insert(
      makeEvent({
        facilitatorId: acmeGuide.user.uid,
        orgId,
        eventDate: eventDate as CalendarDate,
        participants,
      }),
    );
  await event(acme, '2026-03-02', [await participant(acme, true, 3), await participant(acme, false, null)]);
  await event(acme, '2026-03-20', [await participant(acme, true, null)]);
  await event(beta, '2026-03-05', [await participant(beta, true, 3)]);
  return {
    ...app,
    ...clients,
    acme,
    beta,
    clientAdmin: clientAdmin.client,
    acmeGuide: acmeGuide.client,
    betaAdmin: betaAdmin.client,
  };
};

const march = {
  month: '2026-03',
  eventsHeld: 2,
  participantsInvited: 3,
  preworkCompleted: 2,
  liveCompleted: 1,
};
const none = { eventsHeld: 0, participantsInvited: 0, preworkCompleted: 0, liveCompleted: 0 };

describe('GET /api/org/usage', () => {
  it("gives a client admin their organisation's usage per month, empty months too", async () => {
    const { clientAdmin, acme } = await setUp();
    const reply = await clientAdmin.request<{ usage: OrgUsage }>(
      'GET',
      `/api/org/usage?orgId=${acme}&from=2026-02-01&to=2026-04-30`,
    );
    expect(reply.status).toBe(200);
    expect(reply.body.usage).toEqual({
      orgId: acme,
      name: 'Acme',
      slug: 'acme',
      from: '2026-02-01',
      to: '2026-04-30',
      months: [{ month: '2026-02', ...none }, march, { month: '2026-04', ...none }],
    });
  });

  it('covers the last twelve months up to today by default, for a super-admin of any organisation', async () => {
    const { admin, beta } = await setUp();
    const reply = await admin.request<{ usage: OrgUsage }>('GET', `/api/org/usage?orgId=${beta}`);
    expect(reply.body.usage).toMatchObject({ from: '2025-07-01', to: '2026-06-01' });
    expect(reply.body.usage.months).toHaveLength(12);
    expect(reply.body.usage.months.find((m) => m.month === '2026-03')).toEqual({
      month: '2026-03',
      eventsHeld: 1,
      participantsInvited: 1,
      preworkCompleted: 1,
      liveCompleted: 1,
    });
  });

  it('answers format=csv with a spreadsheet for invoicing, named after the slug and range', async () => {
    const { clientAdmin, acme } = await setUp();
    const reply = await clientAdmin.download(
      `/api/org/usage?orgId=${acme}&from=2026-02-01&to=2026-03-31&format=csv`,
    );
    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(reply.headers.get('content-disposition')).toContain(
      'filename="usage-acme-2026-02-01-to-2026-03-31.csv"',
    );
    expect(new TextDecoder().decode(reply.bytes)).toBe(
      'month,events_held,participants_invited,prework_completed,live_completed\r\n2026-02,0,0,0,0\r\n2026-03,2,3,2,1',
    );
  });

  it('refuses no session (401), participants and plain Guides of the organisation (403)', async () => {
    const { deps, anonymous, participant, acmeGuide, acme } = await setUp();
    const path = `/api/org/usage?orgId=${acme}`;
    await expectRefused(deps, () => anonymous.request('GET', path), 401);
    await expectRefused(deps, () => participant.request('GET', path), 403);
    await expectRefused(
      deps,
      () => acmeGuide.request('GET', path),
      403,
      USAGE_REFUSED_MESSAGE.defaultMessage,
    );
  });

  it("answers another organisation's client admin and Guides 404, as for an unknown organisation", async () => {
    const { deps, betaAdmin, guide, admin, acme } = await setUp();
    for (const client of [betaAdmin, guide])
      await expectRefused(deps, () => client.request('GET', `/api/org/usage?orgId=${acme}`), 404);
    await expectRefused(
      deps,
      () => admin.request('GET', '/api/org/usage?orgId=00000000-0000-4000-8000-00000000abcd'),
      404,
    );
  });

  it('refuses malformed input (400): no or a bad orgId, a bad date or format, a backwards or too long range', async () => {
    const { deps, admin, acme } = await setUp();
    for (const [query, message] of [
      ['', /orgId/],
      ['orgId=acme', /orgId/],
      [`orgId=${acme}&from=2026-02-30`, /YYYY-MM-DD/],
      [`orgId=${acme}&to=01/03/2026`, /YYYY-MM-DD/],
      [`orgId=${acme}&format=xlsx`, /format/],
      [`orgId=${acme}&from=2026-03-02&to=2026-03-01`, /from must not be after to/],
      [`orgId=${acme}&from=2020-01-01&to=2026-01-01`, /at most 5 years/],
    ] as const)
      await expectRefused(deps, () => admin.request('GET', `/api/org/usage?${query}`), 400, message);
  });
});
