import { describe, expect, it } from 'vitest';
import { actorOf } from '../../model/actor.ts';
import { emptyMeaningfulWork } from '../../model/meaningful-work.ts';
import type { Session } from '../../model/session.ts';
import {
  createTestDeps,
  makeEvent,
  makeResponse,
  makeUser,
  recordWrites,
  seedCast,
  type TestDeps,
} from '../../testing/index.ts';
import { deleteUser } from './delete-user.ts';
import { makeLink } from './store-probe.test-support.ts';

type Cast = Awaited<ReturnType<typeof seedCast>>;
type Who = keyof Pick<Cast, 'admin' | 'guide' | 'otherGuide' | 'participant' | 'otherParticipant'>;

const session = (uid: string, token: string): Session => ({
  idDigest: `digest(${token})`,
  uid,
  firstLogin: false,
  createdAt: new Date('2026-06-01T08:00:00.000Z'),
  lastSeenAt: new Date('2026-06-01T08:59:00.000Z'),
  expiresAt: new Date('2026-06-02T08:00:00.000Z'),
});

/** Gives a user a full set of data: responses, meaningful work, a link and a session. */
const giveData = async (deps: TestDeps, uid: string): Promise<void> => {
  await deps.store.responses.save(makeResponse(uid, 'prework'));
  await deps.store.responses.save(makeResponse(uid, 'live'));
  await deps.store.meaningfulWork.save(uid, emptyMeaningfulWork());
  await deps.store.logonLinks.insert(makeLink({ id: `link-${uid}`, uid }));
  await deps.store.sessions.insert(session(uid, `tok-${uid}`));
  await deps.store.deliveries.recordQueued({
    kind: 'logon',
    requestId: `mail-${uid}`,
    uid,
    eid: null,
    queuedAt: new Date('2026-06-01T08:00:00.000Z'),
  });
};

const hasData = async (deps: TestDeps, uid: string) => ({
  user: (await deps.store.users.findById(uid)) !== null,
  prework: (await deps.store.responses.find(uid, 'prework')) !== null,
  live: (await deps.store.responses.find(uid, 'live')) !== null,
  meaningfulWork: (await deps.store.meaningfulWork.find(uid)) !== null,
  link: (await deps.store.logonLinks.findByDigest(`digest(lid-link-${uid})`)) !== null,
  session: (await deps.store.sessions.findSignedIn(`digest(tok-${uid})`)) !== null,
  emails: (await deps.store.deliveries.listForUser(uid)).length > 0,
});

const ALL = {
  user: true,
  prework: true,
  live: true,
  meaningfulWork: true,
  link: true,
  session: true,
  emails: true,
};
const NONE = {
  user: false,
  prework: false,
  live: false,
  meaningfulWork: false,
  link: false,
  session: false,
  emails: false,
};

/** The Guide's event with three participants, the middle one the cast participant. */
const setup = async () => {
  const deps = createTestDeps();
  const cast = await seedCast(deps.store);
  const before = makeUser({ eventId: cast.event.eid });
  const after = makeUser({ eventId: cast.event.eid });
  await deps.store.users.insert(before);
  await deps.store.users.insert(after);
  await deps.store.events.update({
    ...cast.event,
    participants: [before.uid, cast.participant.uid, after.uid],
    emailsSent: [true, false, true],
  });
  for (const uid of [before.uid, cast.participant.uid, after.uid]) await giveData(deps, uid);
  return { deps, cast, before, after };
};

describe('deleteUser', () => {
  it('lets a Guide delete their participant with all their data, keeping emailsSent aligned', async () => {
    const { deps, cast, before, after } = await setup();

    const result = await deleteUser(deps, actorOf(cast.guide), { uid: cast.participant.uid });

    expect(result).toEqual({ message: 'The user has been deleted' });
    expect(await hasData(deps, cast.participant.uid)).toEqual(NONE);
    expect(await deps.store.events.findById(cast.event.eid)).toMatchObject({
      participants: [before.uid, after.uid],
      emailsSent: [true, true],
    });
    expect(await hasData(deps, before.uid)).toEqual(ALL);
    expect(await hasData(deps, after.uid)).toEqual(ALL);
  });

  it('lets a super-admin delete a participant without an event', async () => {
    const { deps, cast } = await setup();
    const loner = makeUser();
    await deps.store.users.insert(loner);
    await deleteUser(deps, actorOf(cast.admin), { uid: loner.uid });
    expect(await deps.store.users.findById(loner.uid)).toBeNull();
  });

  it('lets a super-admin delete a Guide who facilitates no events, and a super-admin', async () => {
    const { deps, cast } = await setup();
    const idleGuide = makeUser({ accessLevel: 1 });
    const otherAdmin = makeUser({ accessLevel: 2 });
    await deps.store.users.insert(idleGuide);
    await deps.store.users.insert(otherAdmin);
    await deleteUser(deps, actorOf(cast.admin), { uid: idleGuide.uid });
    await deleteUser(deps, actorOf(cast.admin), { uid: otherAdmin.uid });
    expect(await deps.store.users.findByIds([idleGuide.uid, otherAdmin.uid])).toEqual([]);
  });

  it('refuses to delete a Guide who still facilitates an event, writing nothing', async () => {
    const { deps, cast } = await setup();
    const writes = recordWrites(deps);
    await expect(deleteUser(deps, actorOf(cast.admin), { uid: cast.otherGuide.uid })).rejects.toMatchObject({
      kind: 'conflict',
      code: 'USER.FACILITATES_EVENTS',
    });
    expect(writes()).toEqual([]);
  });

  it('refuses to delete a super-admin who facilitates a closed event', async () => {
    const { deps, cast } = await setup();
    const otherAdmin = makeUser({ accessLevel: 2 });
    await deps.store.users.insert(otherAdmin);
    await deps.store.events.insert(makeEvent({ facilitatorId: otherAdmin.uid, state: 'closed' }));
    await expect(deleteUser(deps, actorOf(cast.admin), { uid: otherAdmin.uid })).rejects.toMatchObject({
      code: 'USER.FACILITATES_EVENTS',
    });
  });

  it('refuses a participant with 403, writing nothing', async () => {
    const { deps, cast } = await setup();
    const writes = recordWrites(deps);
    await expect(
      deleteUser(deps, actorOf(cast.participant), { uid: cast.otherParticipant.uid }),
    ).rejects.toMatchObject({ kind: 'forbidden', code: 'AUTH.FORBIDDEN' });
    expect(writes()).toEqual([]);
  });

  it.each<[Who, Who | 'nobody']>([
    ['guide', 'otherParticipant'],
    ['guide', 'otherGuide'],
    ['guide', 'guide'],
    ['admin', 'admin'],
    ['admin', 'nobody'],
  ])('hides the target from the %s as not found (%s), writing nothing', async (actor, target) => {
    const { deps, cast } = await setup();
    const uid = target === 'nobody' ? 'nobody' : cast[target].uid;
    const writes = recordWrites(deps);
    await expect(deleteUser(deps, actorOf(cast[actor]), { uid })).rejects.toMatchObject({
      kind: 'not-found',
      code: 'USER.NOT_FOUND',
    });
    expect(writes()).toEqual([]);
  });

  it('deletes all or nothing: a failure part-way leaves the event and the data as they were', async () => {
    const { deps, cast } = await setup();
    const event = await deps.store.events.findById(cast.event.eid);
    deps.store.sessions.deleteForUsers = async () => {
      throw new Error('connection lost');
    };

    await expect(deleteUser(deps, actorOf(cast.guide), { uid: cast.participant.uid })).rejects.toThrow(
      'connection lost',
    );

    expect(await deps.store.events.findById(cast.event.eid)).toEqual(event);
    expect(await hasData(deps, cast.participant.uid)).toEqual(ALL);
  });
});
