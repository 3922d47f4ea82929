import { describe, expect, it } from 'vitest';
import { actorOf } from '../../model/actor.ts';
import { toPublicUser } from '../../model/user.ts';
import { createTestDeps, seedCast } from '../../testing/index.ts';
import { getUserInfoById } from './get-user-info-by-id.ts';

type Cast = Awaited<ReturnType<typeof seedCast>>;
type Who = keyof Pick<Cast, 'admin' | 'guide' | 'otherGuide' | 'participant' | 'otherParticipant'>;

const setup = async () => {
  const deps = createTestDeps();
  return { deps, cast: await seedCast(deps.store) };
};

describe('getUserInfoById', () => {
  it.each<[Who, Who]>([
    ['participant', 'participant'],
    ['guide', 'participant'],
    ['guide', 'guide'],
    ['admin', 'otherParticipant'],
    ['admin', 'otherGuide'],
  ])('lets the %s read the %s', async (actor, target) => {
    const { deps, cast } = await setup();
    const info = await getUserInfoById(deps, actorOf(cast[actor]), { uid: cast[target].uid });
    expect(info).toEqual(toPublicUser(cast[target]));
    expect(info).not.toHaveProperty('passwordHash');
  });

  it.each<[Who, Who]>([
    ['participant', 'otherParticipant'],
    ['participant', 'guide'],
    ['guide', 'otherParticipant'],
    ['guide', 'otherGuide'],
  ])('hides the %s from the %s as not found', async (actor, target) => {
    const { deps, cast } = await setup();
    await expect(
      getUserInfoById(deps, actorOf(cast[actor]), { uid: cast[target].uid }),
    ).rejects.toMatchObject({
      kind: 'not-found',
      code: 'USER.NOT_FOUND',
    });
  });

  it('reports an unknown uid as not found', async () => {
    const { deps, cast } = await setup();
    await expect(getUserInfoById(deps, actorOf(cast.admin), { uid: 'nobody' })).rejects.toMatchObject({
      kind: 'not-found',
    });
  });
});
