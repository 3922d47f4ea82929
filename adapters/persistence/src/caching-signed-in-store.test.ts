import type { Repositories } from '@vs/domain';
import { createInMemoryStore, seedCast } from '@vs/domain/testing';
import { describe, expect, it } from 'vitest';
import { cachingSignedIn } from './caching-signed-in-store.ts';
import { createSignedInCache } from './signed-in-cache.ts';

const at = new Date('2026-06-01T09:00:00.000Z');
const later = new Date('2026-06-01T09:05:00.000Z');

/**
 * An in-memory store behind the cache (heard from the database, as while the listener is up), a
 * cast, and a session for the participant and one for the Guide, each looked up once (so kept).
 */
const setUp = async () => {
  const inner = createInMemoryStore();
  const cache = createSignedInCache();
  cache.heard(Date.now() + 60_000);
  const store = cachingSignedIn(inner, cache);
  const cast = await seedCast(inner);
  const session = (idDigest: string, uid: string) => ({
    idDigest,
    uid,
    firstLogin: false,
    createdAt: at,
    lastSeenAt: at,
    expiresAt: new Date('2026-06-02T09:00:00.000Z'),
  });
  await inner.sessions.insert(session('participant', cast.participant.uid));
  await inner.sessions.insert(session('participant-phone', cast.participant.uid));
  await inner.sessions.insert(session('guide', cast.guide.uid));
  for (const digest of ['participant', 'participant-phone', 'guide'])
    await store.sessions.findSignedIn(digest);
  /** Whether the look-up of `digest` is still kept: true once the inner store no longer has it. */
  const kept = async (digest: string): Promise<boolean> => {
    await inner.sessions.delete(digest);
    return (await store.sessions.findSignedIn(digest)) !== null;
  };
  return { inner, store, cache, cast, kept };
};

describe('the store with a signed-in cache', () => {
  it('serves a look-up it made from the cache, without asking the store again', async () => {
    const { inner, store, cast } = await setUp();
    await inner.sessions.delete('participant');
    expect((await store.sessions.findSignedIn('participant'))?.user.uid).toBe(cast.participant.uid);
  });

  it('keeps no miss: a session signed in after a failed look-up is found', async () => {
    const { inner, store, cast } = await setUp();
    expect(await store.sessions.findSignedIn('later')).toBeNull();
    await inner.sessions.insert({
      idDigest: 'later',
      uid: cast.guide.uid,
      firstLogin: false,
      createdAt: at,
      lastSeenAt: at,
      expiresAt: later,
    });
    expect((await store.sessions.findSignedIn('later'))?.user.uid).toBe(cast.guide.uid);
  });

  /** Each change through the store, and the look-ups it must make the store read again. */
  const changes: [
    string,
    (store: Repositories, cast: Awaited<ReturnType<typeof seedCast>>) => Promise<unknown>,
    string[],
  ][] = [
    ['a logout', (store) => store.sessions.delete('participant'), ['participant']],
    ['a touch', (store) => store.sessions.touch('participant', later), ['participant']],
    [
      "ending a user's sessions",
      (store, cast) => store.sessions.deleteForUsers([cast.participant.uid]),
      ['participant', 'participant-phone'],
    ],
    [
      'a new password (every other session ends)',
      (store, cast) => store.sessions.deleteOthersOf(cast.participant.uid, 'participant'),
      ['participant', 'participant-phone'],
    ],
    [
      'an account edit',
      (store, cast) => store.users.update({ ...cast.participant, forename: 'Paola' }),
      ['participant', 'participant-phone'],
    ],
    [
      'pre-work completed',
      (store, cast) => store.users.setResponseCompleted(cast.participant.uid, [true, true, true, true]),
      ['participant', 'participant-phone'],
    ],
    [
      'a live step',
      (store, cast) => store.users.recordLiveStep(cast.participant.uid, 2, later),
      ['participant', 'participant-phone'],
    ],
    [
      'a move to another event',
      (store, cast) => store.users.setEvent([cast.participant.uid], cast.otherEvent.eid),
      ['participant', 'participant-phone'],
    ],
    ['joining an event', (store, cast) => store.users.joinEvent([cast.guide.uid], cast.event.eid), ['guide']],
    ['a deletion', (store, cast) => store.users.deleteMany([cast.guide.uid]), ['guide']],
    [
      "a change to the participant's event",
      (store, cast) => store.events.update({ ...cast.event, sessionAccess: 'Live' }),
      ['participant', 'participant-phone'],
    ],
    [
      "the participant's event deleted",
      (store, cast) => store.events.delete(cast.event.eid),
      ['participant', 'participant-phone'],
    ],
  ];

  for (const [name, change, forgotten] of changes) {
    it(`forgets exactly the look-ups ${name} changes, at once`, async () => {
      const { store, cast, kept } = await setUp();
      await change(store, cast);
      for (const digest of ['participant', 'participant-phone', 'guide'])
        expect({ digest, kept: await kept(digest) }).toEqual({ digest, kept: !forgotten.includes(digest) });
    });

    it(`forgets the look-ups ${name} changes inside a transaction, and again once it commits`, async () => {
      const { store, cast, cache, kept } = await setUp();
      const before = await Promise.all(forgotten.map((digest) => store.sessions.findSignedIn(digest)));
      await store.transaction(async (tx) => {
        await change(tx, cast);
        // Requests of these sessions while the transaction runs read, and keep, what was committed.
        forgotten.forEach((digest, i) => {
          const found = before[i];
          if (found) cache.keep(digest, found, cache.ticket());
        });
      });
      for (const digest of forgotten)
        expect({ digest, kept: await kept(digest) }).toEqual({ digest, kept: false });
    });
  }

  it('forgets nothing on reads and on new rows', async () => {
    const { store, cast, kept } = await setUp();
    await store.users.findById(cast.participant.uid);
    await store.events.list();
    await store.events.hold(cast.event.eid);
    await store.sessions.insert({
      idDigest: 'new',
      uid: cast.participant.uid,
      firstLogin: true,
      createdAt: at,
      lastSeenAt: at,
      expiresAt: later,
    });
    expect(await kept('participant')).toBe(true);
  });
});
