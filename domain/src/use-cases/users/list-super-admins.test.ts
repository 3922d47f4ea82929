import { describe, expect, it } from 'vitest';
import { actorOf } from '../../model/actor.ts';
import { toPublicUser } from '../../model/user.ts';
import { createTestDeps, makeUser, seedCast } from '../../testing/index.ts';
import { listSuperAdmins } from './list-super-admins.ts';

const setup = async () => {
  const deps = createTestDeps();
  const cast = await seedCast(deps.store);
  const aaron = makeUser({ accessLevel: 2, forename: 'Aaron', surname: 'Aardvark' });
  await deps.store.users.insert(aaron);
  return { deps, cast, aaron };
};

describe('listSuperAdmins', () => {
  it('gives a super-admin every super-admin, by surname, with their number', async () => {
    const { deps, cast, aaron } = await setup();
    expect(await listSuperAdmins(deps, actorOf(cast.admin))).toEqual({
      users: [toPublicUser(aaron), toPublicUser(cast.admin)],
      total: 2,
    });
  });

  it('searches and pages them', async () => {
    const { deps, cast, aaron } = await setup();
    const admin = actorOf(cast.admin);
    expect(await listSuperAdmins(deps, admin, { q: 'ADA' })).toEqual({
      users: [toPublicUser(cast.admin)],
      total: 1,
    });
    expect(await listSuperAdmins(deps, admin, { limit: 1 })).toEqual({
      users: [toPublicUser(aaron)],
      total: 2,
    });
    expect(await listSuperAdmins(deps, admin, { q: 'a', offset: 1, limit: 1 })).toEqual({
      users: [toPublicUser(cast.admin)],
      total: 2,
    });
  });

  it('refuses a bad page with 400', async () => {
    const { deps, cast } = await setup();
    await expect(listSuperAdmins(deps, actorOf(cast.admin), { offset: -1 })).rejects.toMatchObject({
      kind: 'invalid',
    });
  });

  it.each(['guide', 'participant'] as const)('refuses a %s with 403', async (who) => {
    const { deps, cast } = await setup();
    await expect(listSuperAdmins(deps, actorOf(cast[who]))).rejects.toMatchObject({ kind: 'forbidden' });
    await expect(listSuperAdmins(deps, actorOf(cast[who]), { q: 'a' })).rejects.toMatchObject({
      kind: 'forbidden',
    });
  });
});
