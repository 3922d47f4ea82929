import { AsyncLocalStorage } from 'node:async_hooks';
import { eventHeaderOf, type SignedIn } from '@vs/domain';
import { makeEvent, makeUser } from '@vs/domain/testing';
import { describe, expect, it } from 'vitest';
import { createSignedInCache, FRESH_MS } from './signed-in-cache.ts';

const signedIn = (eventId: string | null = null): SignedIn => {
  const user = makeUser({ eventId });
  const at = new Date('2026-06-01T09:00:00.000Z');
  return {
    session: {
      idDigest: 'unused',
      uid: user.uid,
      firstLogin: false,
      createdAt: at,
      lastSeenAt: at,
      expiresAt: at,
    },
    user,
    event: eventId === null ? null : eventHeaderOf(makeEvent({ eid: eventId, facilitatorId: 'guide' })),
  };
};

/** A cache on a clock the test moves, heard from the database at the start. */
const setUp = () => {
  let at = 1_000_000;
  const cache = createSignedInCache(() => at);
  cache.heard(at);
  return {
    cache,
    advance: (ms: number) => {
      at += ms;
    },
    hear: () => cache.heard(at),
  };
};

describe('the signed-in cache', () => {
  it('serves a kept look-up by its digest, and nothing for another', () => {
    const { cache } = setUp();
    const found = signedIn();
    cache.keep('a', found, cache.ticket());
    expect(cache.get('a')).toBe(found);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.size).toBe(1);
  });

  it('keeps nothing read across a forgetting: the read may hold what the notice changed', () => {
    const { cache } = setUp();
    const ticket = cache.ticket();
    cache.forget('u:someone-else');
    cache.keep('a', signedIn(), ticket);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('keeps nothing read while it was deaf, even once it hears again: a change made meanwhile was never heard', () => {
    const { cache, hear } = setUp();
    cache.deaf();
    const ticket = cache.ticket();
    hear();
    cache.keep('a', signedIn(), ticket);
    expect(cache.get('a')).toBeUndefined();
    // Read once it hears: kept.
    cache.keep('a', signedIn(), cache.ticket());
    expect(cache.get('a')).toBeDefined();
  });

  it('keeps nothing read before it first heard the database', () => {
    const cache = createSignedInCache(() => 1_000_000);
    const ticket = cache.ticket();
    cache.heard(1_000_000);
    cache.keep('a', signedIn(), ticket);
    expect(cache.get('a')).toBeUndefined();
  });

  it("forgets by the session's digest, its user and its event", () => {
    const { cache } = setUp();
    const [one, two, three] = [signedIn('event-1'), signedIn('event-1'), signedIn('event-2')];
    for (const [digest, found] of [
      ['one', one],
      ['two', two],
      ['three', three],
    ] as const)
      cache.keep(digest, found, cache.ticket());
    cache.forget('s:one');
    expect(cache.get('one')).toBeUndefined();
    expect(cache.get('two')).toBe(two);
    cache.forget(`u:${two.user.uid}`);
    expect(cache.get('two')).toBeUndefined();
    expect(cache.get('three')).toBe(three);
    cache.forget('e:event-2');
    expect(cache.get('three')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it("forgets every session of one user and of one event's members", () => {
    const { cache } = setUp();
    const member = signedIn('event-1');
    const otherMember = signedIn('event-1');
    cache.keep('phone', member, cache.ticket());
    cache.keep('laptop', member, cache.ticket());
    cache.keep('other', otherMember, cache.ticket());
    cache.forget(`u:${member.user.uid}`);
    expect([cache.get('phone'), cache.get('laptop')]).toEqual([undefined, undefined]);
    expect(cache.get('other')).toBe(otherMember);
    cache.keep('phone', member, cache.ticket());
    cache.forget('e:event-1');
    expect(cache.size).toBe(0);
  });

  it('forgets everything on `*` (a truncate)', () => {
    const { cache } = setUp();
    cache.keep('a', signedIn('e'), cache.ticket());
    cache.keep('b', signedIn(), cache.ticket());
    cache.forget('*');
    expect(cache.size).toBe(0);
  });

  it('serves nothing once the database has not been heard for FRESH_MS, and again once it is', () => {
    const { cache, advance, hear } = setUp();
    const found = signedIn();
    cache.keep('a', found, cache.ticket());
    advance(FRESH_MS - 1);
    expect(cache.get('a')).toBe(found);
    advance(1);
    expect(cache.get('a')).toBeUndefined();
    hear();
    expect(cache.get('a')).toBe(found);
  });

  it('keeps nothing while the database is not heard', () => {
    const { cache, advance } = setUp();
    advance(FRESH_MS);
    cache.keep('a', signedIn(), cache.ticket());
    expect(cache.size).toBe(0);
  });

  it('drops everything and serves nothing when deaf, until heard again', () => {
    const { cache, hear } = setUp();
    const ticket = cache.ticket();
    cache.keep('a', signedIn(), ticket);
    cache.deaf();
    expect(cache.size).toBe(0);
    cache.keep('b', signedIn(), ticket);
    expect(cache.get('b')).toBeUndefined();
    hear();
    const found = signedIn();
    cache.keep('b', found, cache.ticket());
    expect(cache.get('b')).toBe(found);
  });

  it('never takes an older answer for a newer one', () => {
    const { cache, advance } = setUp();
    const found = signedIn();
    cache.keep('a', found, cache.ticket());
    advance(FRESH_MS);
    cache.heard(0);
    expect(cache.get('a')).toBeUndefined();
  });

  it('keeps a look-up for a minute at most, however fresh the database', () => {
    const { cache, advance, hear } = setUp();
    cache.keep('a', signedIn(), cache.ticket());
    advance(59_999);
    hear();
    expect(cache.get('a')).toBeDefined();
    advance(1);
    hear();
    expect(cache.get('a')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('lets look-ups past their minute go at the next beat, though no session asks again', () => {
    const { cache, advance, hear } = setUp();
    const keepNow = (digest: string) => {
      hear();
      cache.keep(digest, signedIn(), cache.ticket());
    };
    keepNow('a');
    advance(30_000);
    keepNow('b');
    advance(29_999);
    hear();
    expect(cache.size).toBe(2);
    advance(1);
    hear();
    expect(cache.size).toBe(1);
    expect(cache.get('b')).toBeDefined();
    // Kept again, a look-up starts a new minute: 'b' now outlives a newer 'c'.
    keepNow('c');
    advance(10_000);
    keepNow('b');
    advance(50_000);
    hear();
    expect(cache.size).toBe(1);
    expect(cache.get('b')).toBeDefined();
    advance(10_000);
    hear();
    expect(cache.size).toBe(0);
  });

  it('holds at most 20,000 look-ups, dropping the oldest first', () => {
    const { cache } = setUp();
    for (let i = 0; i <= 20_000; i += 1) cache.keep(`d${i}`, signedIn(), cache.ticket());
    expect(cache.size).toBe(20_000);
    expect(cache.get('d0')).toBeUndefined();
    expect(cache.get('d1')).toBeDefined();
    expect(cache.get('d20000')).toBeDefined();
  });

  it('tells watchers of a key, of `*` and of going deaf, after dropping what the notice names', () => {
    const { cache } = setUp();
    const told: string[] = [];
    const found = signedIn('event-1');
    cache.keep('d1', found, cache.ticket());
    const stop = cache.watch(['s:d1', 'e:event-1'], () =>
      told.push(cache.get('d1') === undefined ? 'dropped' : 'kept'),
    );
    cache.forget('u:someone-else');
    cache.forget('e:event-1');
    cache.forget('*');
    cache.deaf();
    expect(told).toEqual(['dropped', 'dropped', 'dropped']);
    stop();
    cache.forget('s:d1');
    expect(told).toHaveLength(3);
    expect(cache.hearing()).toBe(false);
  });

  it("tells a watcher in its own async context, not in the one of the change's maker (a transaction)", () => {
    const { cache } = setUp();
    const context = new AsyncLocalStorage<string>();
    const told: (string | undefined)[] = [];
    context.run('stream', () => cache.watch(['e:event-1'], () => told.push(context.getStore())));
    context.run('transaction', () => cache.forget('e:event-1'));
    cache.forget('e:event-1');
    expect(told).toEqual(['stream', 'stream']);
  });

  it('says it hears while the last beat came back within FRESH_MS', () => {
    const { cache, advance, hear } = setUp();
    expect(cache.hearing()).toBe(true);
    advance(FRESH_MS);
    expect(cache.hearing()).toBe(false);
    hear();
    expect(cache.hearing()).toBe(true);
  });
});
