import { describe, expect, it } from 'vitest';
import { actorOf } from '../../model/actor.ts';
import { toPublicUser } from '../../model/user.ts';
import { createTestDeps, seedCast } from '../../testing/index.ts';
import { getOwnInfo } from './get-own-info.ts';

describe('getOwnInfo', () => {
  it.each(['participant', 'guide', 'admin'] as const)(
    'returns the %s own account without the hash',
    async (who) => {
      const deps = createTestDeps();
      const cast = await seedCast(deps.store);
      const info = await getOwnInfo(deps, actorOf(cast[who]));
      expect(info).toEqual(toPublicUser(cast[who]));
      expect(info).not.toHaveProperty('passwordHash');
    },
  );

  it('reports an account deleted meanwhile as not found', async () => {
    const deps = createTestDeps();
    const cast = await seedCast(deps.store);
    await deps.store.users.deleteMany([cast.guide.uid]);
    await expect(getOwnInfo(deps, actorOf(cast.guide))).rejects.toMatchObject({
      kind: 'not-found',
      code: 'USER.NOT_FOUND',
    });
  });
});
