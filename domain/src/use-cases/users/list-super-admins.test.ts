import { describe, expect, it } from 'vitest';
import { actorOf } from '../../model/actor.ts';
import { toPublicUser } from '../../model/user.ts';
import { createTestDeps, makeUser, seedCast } from '../../testing/index.ts';
import { listSuperAdmins } from './list-super-admins.ts';

describe('listSuperAdmins', () => {
  it('gives a super-admin every super-admin, by surname', async () => {
    const deps = createTestDeps();
    const cast = await seedCast(deps.store);
    const aaron = makeUser({ accessLevel: 2, forename: 'Aaron', surname: 'Aardvark' });
    await deps.store.users.insert(aaron);
    expect(await listSuperAdmins(deps, actorOf(cast.admin))).toEqual([
      toPublicUser(aaron),
      toPublicUser(cast.admin),
    ]);
  });

  it.each(['guide', 'participant'] as const)('refuses a %s with 403', async (who) => {
    const deps = createTestDeps();
    const cast = await seedCast(deps.store);
    await expect(listSuperAdmins(deps, actorOf(cast[who]))).rejects.toMatchObject({ kind: 'forbidden' });
  });
});
