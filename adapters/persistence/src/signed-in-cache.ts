import { AsyncLocalStorage } from 'node:async_hooks';
import type { SignedIn } from '@vs/domain';

/**
 * The session look-ups this API process made, kept so a request of a session seen a moment ago
 * costs no round trip (every request looks its session up; a save is otherwise two statements).
 *
 * A kept look-up is served only while the database is heard (signed-in-listener.ts): a trigger
 * notifies every update or delete of a session, user or event, and each notice drops the
 * look-ups it names (`s:<digest>`, `u:<uid>`, `e:<eid>`; `*` drops all). The listener sends a
 * beat on the same channel every `HEARTBEAT_MS`; notices arrive in commit order, so when a beat
 * comes back every change committed before it was sent has been heard. A look-up is served only
 * while the last beat that came back was sent less than `FRESH_MS` ago. A logout, a password
 * change, a deletion, a move to another event: on every replica, within that bound, the next
 * request reads the database again.
 */
export interface SignedInCache {
  /** The look-up kept for this session digest, if one is and the database was heard recently. */
  get(idDigest: string): SignedIn | undefined;
  /**
   * Taken before reading the database: if anything is forgotten in between, or the cache was deaf
   * when it was taken and hears again since, `keep` keeps nothing.
   */
  ticket(): number;
  keep(idDigest: string, found: SignedIn, ticket: number): void;
  /** Drops the look-ups a notice names: `s:<digest>`, `u:<uid>`, `e:<eid>`, or `*` for all. */
  forget(notice: string): void;
  /** A beat sent at `sentAt` (ms) came back: every change committed before it was heard. */
  heard(sentAt: number): void;
  /** Not listening: nothing is served until `heard` again, and what was kept is dropped. */
  deaf(): void;
  readonly size: number;
  /**
   * Calls `changed` after each notice naming one of `keys` (`s:<digest>`, `u:<uid>`, `e:<eid>`),
   * a `*`, or going deaf, once the look-ups it names are dropped (so a look-up then reads the
   * database): an open progress stream asks again whether its viewer may still see it. Returns
   * how to stop. `changed` runs in the async context it was given in, whoever makes the change.
   */
  watch(keys: readonly string[], changed: () => void): () => void;
  /** Whether notices are heard now (the last beat came back within `FRESH_MS`): else watchers poll. */
  hearing(): boolean;
}

/** How often the listener sends a beat through the database. */
export const HEARTBEAT_MS = 200;
/** A kept look-up is served only if the last beat that came back was sent less than this ago. */
export const FRESH_MS = 800;
/**
 * Kept at most this long in any case (a session is touched, so notified, once a minute anyway),
 * and dropped once past it at the next beat.
 */
const KEEP_MS = 60_000;
/** A bound on memory: a few KB each; past it the oldest look-up goes first. */
const MAX_ENTRIES = 20_000;

interface Kept {
  readonly found: SignedIn;
  readonly until: number;
}

/** `now` is the process's clock in ms (a parameter for tests). */
export const createSignedInCache = (now: () => number = Date.now): SignedInCache => {
  const kept = new Map<string, Kept>();
  // Which digests each user and event appears in, so a notice of one finds them without a scan.
  const byKey = new Map<string, Set<string>>();
  let generation = 0;
  let heardSentAt = Number.NEGATIVE_INFINITY;
  const watchers = new Map<string, Set<() => void>>();
  const tell = (key: string | null): void => {
    const told =
      key === null ? [...watchers.values()].flatMap((set) => [...set]) : [...(watchers.get(key) ?? [])];
    for (const changed of new Set(told)) changed();
  };

  const keysOf = (digest: string, found: SignedIn): string[] => {
    const keys = [`s:${digest}`, `u:${found.user.uid}`];
    if (found.event !== null) keys.push(`e:${found.event.eid}`);
    return keys;
  };
  const drop = (digest: string): void => {
    const entry = kept.get(digest);
    if (entry === undefined) return;
    kept.delete(digest);
    for (const key of keysOf(digest, entry.found)) {
      const digests = byKey.get(key);
      digests?.delete(digest);
      if (digests?.size === 0) byKey.delete(key);
    }
  };
  const dropAll = (): void => {
    kept.clear();
    byKey.clear();
  };

  return {
    get: (idDigest) => {
      const entry = kept.get(idDigest);
      if (entry === undefined) return undefined;
      const at = now();
      if (at - heardSentAt >= FRESH_MS) return undefined;
      if (at >= entry.until) {
        drop(idDigest);
        return undefined;
      }
      return entry.found;
    },
    ticket: () => generation,
    keep: (idDigest, found, ticket) => {
      if (ticket !== generation || now() - heardSentAt >= FRESH_MS) return;
      drop(idDigest);
      if (kept.size >= MAX_ENTRIES) {
        const oldest = kept.keys().next();
        if (oldest.done !== true) drop(oldest.value);
      }
      kept.set(idDigest, { found, until: now() + KEEP_MS });
      for (const key of keysOf(idDigest, found)) {
        const digests = byKey.get(key);
        if (digests === undefined) byKey.set(key, new Set([idDigest]));
        else digests.add(idDigest);
      }
    },
    forget: (notice) => {
      generation += 1;
      if (notice === '*') {
        dropAll();
        tell(null);
        return;
      }
      const digests = byKey.get(notice);
      if (digests !== undefined) for (const digest of [...digests]) drop(digest);
      tell(notice);
    },
    heard: (sentAt) => {
      // The first beat after deafness (or the start): a read begun before it may hold a change
      // committed while nothing was heard, whose notice never comes. Its ticket is no longer good.
      if (heardSentAt === Number.NEGATIVE_INFINITY) generation += 1;
      heardSentAt = Math.max(heardSentAt, sentAt);
      // Look-ups past their minute go now, not when their session next asks: after a room's
      // last save nobody asks again, and the people's records would stay in memory for good.
      // `kept` is in the order of `until` (every keep appends), so the sweep stops at the first
      // one still kept.
      const at = now();
      for (const [digest, entry] of kept) {
        if (entry.until > at) break;
        drop(digest);
      }
    },
    deaf: () => {
      generation += 1;
      heardSentAt = Number.NEGATIVE_INFINITY;
      dropAll();
      tell(null);
    },
    watch: (keys, watcher) => {
      // Told in the watcher's own async context, not in that of whatever made the change: a
      // change made inside a transaction would otherwise carry the watcher's queries into that
      // transaction (MikroORM finds it in the async context), to fail once it has committed.
      const changed = AsyncLocalStorage.bind(watcher);
      for (const key of keys) {
        const set = watchers.get(key);
        if (set === undefined) watchers.set(key, new Set([changed]));
        else set.add(changed);
      }
      return () => {
        for (const key of keys) {
          const set = watchers.get(key);
          set?.delete(changed);
          if (set?.size === 0) watchers.delete(key);
        }
      };
    },
    hearing: () => now() - heardSentAt < FRESH_MS,
    get size() {
      return kept.size;
    },
  };
};
