import { describe, expect, it, vi } from 'vitest';
import { actorOf } from '../../model/actor.ts';
import { toPublicUser } from '../../model/user.ts';
import { createTestDeps, makeUser, seedCast } from '../../testing/index.ts';
import { listParticipants } from './list-participants.ts';

const setup = async () => {
  const deps = createTestDeps();
  const cast = await seedCast(deps.store);
  // Created by the super-admin but placed in the Guide's event: in the Guide's scope.
  const placed = makeUser({
    forename: 'Abe',
    surname: 'Part',
    createdBy: cast.admin.uid,
    eventId: cast.event.eid,
  });
  // Created by the Guide, no event yet: in the Guide's scope.
  const waiting = makeUser({ forename: 'Wes', surname: 'Alder', createdBy: cast.guide.uid });
  for (const user of [placed, waiting]) await deps.store.users.insert(user);
  return { deps, cast, placed, waiting };
};

const names = (users: { forename: string; surname: string }[]): string[] =>
  users.map((u) => `${u.forename} ${u.surname}`);

describe('listParticipants', () => {
  it('gives a super-admin every participant, by surname then forename, with their number', async () => {
    const { deps, cast } = await setup();
    const list = await listParticipants(deps, actorOf(cast.admin));
    expect(names(list.users)).toEqual(['Wes Alder', 'Abe Part', 'Otto Part', 'Paula Part']);
    expect(list.total).toBe(4);
    for (const user of list.users) expect(user).not.toHaveProperty('passwordHash');
    expect(list.users[3]).toEqual(toPublicUser(cast.participant));
  });

  it('gives a Guide only the participants in their scope', async () => {
    const { deps, cast } = await setup();
    const own = await listParticipants(deps, actorOf(cast.guide));
    expect(names(own.users)).toEqual(['Wes Alder', 'Abe Part', 'Paula Part']);
    expect(own.total).toBe(3);
    expect(names((await listParticipants(deps, actorOf(cast.otherGuide))).users)).toEqual(['Otto Part']);
  });

  it('searches by the start of a name or anywhere in the email, every term having to match', async () => {
    const { deps, cast } = await setup();
    const admin = actorOf(cast.admin);
    expect(names((await listParticipants(deps, admin, { q: 'part' })).users)).toEqual([
      'Abe Part',
      'Otto Part',
      'Paula Part',
    ]);
    expect(await listParticipants(deps, admin, { q: '  PAU   pa ' })).toEqual({
      users: [toPublicUser(cast.participant)],
      total: 1,
    });
    expect(await listParticipants(deps, admin, { q: 'art' })).toEqual({ users: [], total: 0 });
    expect(
      (await listParticipants(deps, admin, { q: cast.otherParticipant.email.toUpperCase() })).users,
    ).toEqual([toPublicUser(cast.otherParticipant)]);
  });

  it('searches only within a Guide scope', async () => {
    const { deps, cast } = await setup();
    expect(await listParticipants(deps, actorOf(cast.guide), { q: 'otto' })).toEqual({ users: [], total: 0 });
  });

  it('gives the page asked for and the number of all matches', async () => {
    const { deps, cast } = await setup();
    const admin = actorOf(cast.admin);
    const page = await listParticipants(deps, admin, { offset: 1, limit: 2 });
    expect(names(page.users)).toEqual(['Abe Part', 'Otto Part']);
    expect(page.total).toBe(4);
    const searched = await listParticipants(deps, admin, { q: 'part', offset: 2, limit: 2 });
    expect(names(searched.users)).toEqual(['Paula Part']);
    expect(searched.total).toBe(3);
    expect(await listParticipants(deps, admin, { offset: 10 })).toEqual({ users: [], total: 4 });
  });

  it("narrows to one organisation's participants, within the actor's scope (another's is empty)", async () => {
    const { deps, cast } = await setup();
    const acme = '20000000-0000-4000-8000-0000000000ac';
    const client = makeUser({ forename: 'Cleo', surname: 'Client', orgId: acme, createdBy: cast.admin.uid });
    await deps.store.users.insert(client);
    expect(await listParticipants(deps, actorOf(cast.admin), { orgId: acme })).toEqual({
      users: [toPublicUser(client)],
      total: 1,
    });
    const acmeAdmin = { ...actorOf(cast.otherGuide), orgs: [{ orgId: acme, role: 'client_admin' as const }] };
    expect(names((await listParticipants(deps, acmeAdmin, { orgId: acme })).users)).toEqual(['Cleo Client']);
    expect(await listParticipants(deps, actorOf(cast.guide), { orgId: acme })).toEqual({
      users: [],
      total: 0,
    });
  });

  it('passes the search, the page and the scope to the store in one call', async () => {
    const { deps, cast } = await setup();
    const listPage = vi.spyOn(deps.store.users, 'listPage');
    await listParticipants(deps, actorOf(cast.guide), { q: ' a  b ', offset: 5, limit: 50 });
    expect(listPage).toHaveBeenCalledTimes(1);
    expect(listPage).toHaveBeenCalledWith(
      0,
      { terms: ['a', 'b'], offset: 5, limit: 50 },
      expect.objectContaining({ uid: cast.guide.uid, orgs: cast.guide.orgs }),
    );
  });

  it.each([[{ q: 'x'.repeat(201) }], [{ offset: -1 }], [{ limit: 0 }], [{ limit: 501 }]])(
    'refuses %o with 400 before reading anything',
    async (input) => {
      const { deps, cast } = await setup();
      const listPage = vi.spyOn(deps.store.users, 'listPage');
      await expect(listParticipants(deps, actorOf(cast.admin), input)).rejects.toMatchObject({
        kind: 'invalid',
      });
      expect(listPage).not.toHaveBeenCalled();
    },
  );

  it('refuses a participant with 403, whatever the input', async () => {
    const { deps, cast } = await setup();
    for (const input of [{}, { q: 'part', limit: 1 }, { limit: 0 }]) {
      await expect(listParticipants(deps, actorOf(cast.participant), input)).rejects.toMatchObject({
        kind: 'forbidden',
      });
    }
  });
});
