import { describe, expect, it } from 'vitest';
import { actorOf } from '../../model/actor.ts';
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
  it('gives a super-admin every participant, by surname then forename', async () => {
    const { deps, cast } = await setup();
    const list = await listParticipants(deps, actorOf(cast.admin));
    expect(names(list)).toEqual(['Wes Alder', 'Abe Part', 'Otto Part', 'Paula Part']);
    for (const user of list) expect(user).not.toHaveProperty('passwordHash');
  });

  it('gives a Guide only the participants in their scope', async () => {
    const { deps, cast } = await setup();
    expect(names(await listParticipants(deps, actorOf(cast.guide)))).toEqual([
      'Wes Alder',
      'Abe Part',
      'Paula Part',
    ]);
    expect(names(await listParticipants(deps, actorOf(cast.otherGuide)))).toEqual(['Otto Part']);
  });

  it('refuses a participant with 403', async () => {
    const { deps, cast } = await setup();
    await expect(listParticipants(deps, actorOf(cast.participant))).rejects.toMatchObject({
      kind: 'forbidden',
    });
  });
});
