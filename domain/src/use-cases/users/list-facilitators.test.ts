import { describe, expect, it } from 'vitest';
import { actorOf } from '../../model/actor.ts';
import { toPublicUser } from '../../model/user.ts';
import { createTestDeps, makeUser, seedCast } from '../../testing/index.ts';
import { listFacilitators } from './list-facilitators.ts';

const setup = async () => {
  const deps = createTestDeps();
  return { deps, cast: await seedCast(deps.store) };
};

describe('listFacilitators', () => {
  it('gives a super-admin every Guide, by surname, with their number', async () => {
    const { deps, cast } = await setup();
    expect(await listFacilitators(deps, actorOf(cast.admin))).toEqual({
      users: [toPublicUser(cast.guide), toPublicUser(cast.otherGuide)],
      total: 2,
    });
  });

  it('gives a Guide only themselves, for their personal event', async () => {
    const { deps, cast } = await setup();
    expect(await listFacilitators(deps, actorOf(cast.otherGuide))).toEqual({
      users: [toPublicUser(cast.otherGuide)],
      total: 1,
    });
  });

  it('gives a client admin the Guides of the organisations they administer, and themselves', async () => {
    const { deps, cast } = await setup();
    const [A, B] = ['40000000-0000-4000-8000-00000000000a', '40000000-0000-4000-8000-00000000000b'];
    const clientAdmin = makeUser({
      accessLevel: 1,
      surname: 'Boss',
      orgs: [
        { orgId: A, role: 'client_admin' },
        { orgId: B, role: 'guide' },
      ],
    });
    const ofA = makeUser({ accessLevel: 1, surname: 'Alpha', orgs: [{ orgId: A, role: 'guide' }] });
    const ofB = makeUser({ accessLevel: 1, surname: 'Beta', orgs: [{ orgId: B, role: 'guide' }] });
    for (const user of [clientAdmin, ofA, ofB]) await deps.store.users.insert(user);
    expect(await listFacilitators(deps, actorOf(clientAdmin))).toEqual({
      users: [toPublicUser(ofA), toPublicUser(clientAdmin)],
      total: 2,
    });
    expect((await listFacilitators(deps, actorOf(ofB))).users.map((u) => u.uid)).toEqual([ofB.uid]);
    expect(cast.guide.orgs).not.toContainEqual({ orgId: A, role: 'guide' });
  });

  it("narrows to one organisation's Guides, within the actor's scope (another's is empty)", async () => {
    const { deps, cast } = await setup();
    const [A, B] = ['40000000-0000-4000-8000-00000000000a', '40000000-0000-4000-8000-00000000000b'];
    const clientAdmin = makeUser({
      accessLevel: 1,
      surname: 'Boss',
      orgs: [{ orgId: A, role: 'client_admin' }],
    });
    const ofA = makeUser({ accessLevel: 1, surname: 'Alpha', orgs: [{ orgId: A, role: 'guide' }] });
    const ofB = makeUser({ accessLevel: 1, surname: 'Beta', orgs: [{ orgId: B, role: 'guide' }] });
    for (const user of [clientAdmin, ofA, ofB]) await deps.store.users.insert(user);
    const uids = async (actor: typeof cast.admin, orgId: string, q?: string) =>
      (await listFacilitators(deps, actorOf(actor), { orgId, ...(q && { q }) })).users.map((u) => u.uid);
    expect(await uids(cast.admin, B)).toEqual([ofB.uid]);
    expect(await uids(cast.admin, A, 'alpha')).toEqual([ofA.uid]);
    expect(await uids(clientAdmin, A)).toEqual([ofA.uid, clientAdmin.uid]);
    expect(await uids(clientAdmin, B)).toEqual([]);
    expect(await uids(ofB, B)).toEqual([ofB.uid]);
    expect(await uids(ofB, A)).toEqual([]);
  });

  it('searches and pages the Guides for a super-admin', async () => {
    const { deps, cast } = await setup();
    const third = makeUser({ accessLevel: 1, forename: 'Gwen', surname: 'Guidry' });
    await deps.store.users.insert(third);
    const admin = actorOf(cast.admin);
    expect(await listFacilitators(deps, admin, { q: 'gui' })).toEqual({
      users: [toPublicUser(cast.guide), toPublicUser(third)],
      total: 2,
    });
    expect(await listFacilitators(deps, admin, { offset: 1, limit: 1 })).toEqual({
      users: [toPublicUser(third)],
      total: 3,
    });
    expect(await listFacilitators(deps, admin, { q: 'olga other' })).toEqual({
      users: [toPublicUser(cast.otherGuide)],
      total: 1,
    });
  });

  it("applies the search and page to a Guide's own one-person list", async () => {
    const { deps, cast } = await setup();
    const guide = actorOf(cast.guide);
    expect(await listFacilitators(deps, guide, { q: 'gus' })).toEqual({
      users: [toPublicUser(cast.guide)],
      total: 1,
    });
    expect(await listFacilitators(deps, guide, { q: 'olga' })).toEqual({ users: [], total: 0 });
    expect(await listFacilitators(deps, guide, { offset: 1, limit: 1 })).toEqual({ users: [], total: 1 });
  });

  it('refuses a bad page with 400', async () => {
    const { deps, cast } = await setup();
    for (const actor of [cast.admin, cast.guide]) {
      await expect(listFacilitators(deps, actorOf(actor), { limit: 501 })).rejects.toMatchObject({
        kind: 'invalid',
      });
    }
  });

  it('refuses a participant with 403', async () => {
    const { deps, cast } = await setup();
    await expect(listFacilitators(deps, actorOf(cast.participant))).rejects.toMatchObject({
      kind: 'forbidden',
    });
  });
});
