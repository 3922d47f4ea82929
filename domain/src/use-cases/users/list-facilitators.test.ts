import { describe, expect, it } from 'vitest';
import { actorOf } from '../../model/actor.ts';
import { toPublicUser } from '../../model/user.ts';
import { createTestDeps, seedCast } from '../../testing/index.ts';
import { listFacilitators } from './list-facilitators.ts';

const setup = async () => {
  const deps = createTestDeps();
  return { deps, cast: await seedCast(deps.store) };
};

describe('listFacilitators', () => {
  it('gives a super-admin every Guide, by surname', async () => {
    const { deps, cast } = await setup();
    expect(await listFacilitators(deps, actorOf(cast.admin))).toEqual([
      toPublicUser(cast.guide),
      toPublicUser(cast.otherGuide),
    ]);
  });

  it('gives a Guide only themselves, for their personal event', async () => {
    const { deps, cast } = await setup();
    expect(await listFacilitators(deps, actorOf(cast.otherGuide))).toEqual([toPublicUser(cast.otherGuide)]);
  });

  it('refuses a participant with 403', async () => {
    const { deps, cast } = await setup();
    await expect(listFacilitators(deps, actorOf(cast.participant))).rejects.toMatchObject({
      kind: 'forbidden',
    });
  });
});
