import type { EventRepository, Repositories, SessionRepository, Store, UserRepository } from '@vs/domain';
import type { SignedInCache } from './signed-in-cache.ts';

/**
 * What each method of a repository changes in a session look-up: `'read'` for nothing, else the
 * notices it makes (signed-in-cache.ts). Typed over every method, so a new one cannot be added
 * without saying which it is.
 */
type Changes<R> = {
  readonly [K in keyof R]: R[K] extends (...args: infer A) => Promise<unknown>
    ? 'read' | ((...args: A) => readonly string[])
    : never;
};

const eachUser = (uids: readonly string[]): string[] => uids.map((uid) => `u:${uid}`);
/** New rows: no look-up holds them yet. */
const nothingKept = (): readonly string[] => [];

const userChanges: Changes<UserRepository> = {
  findById: 'read',
  findByIds: 'read',
  findByEmail: 'read',
  findByEmails: 'read',
  listByAccessLevel: 'read',
  listPage: 'read',
  findActivity: 'read',
  insert: nothingKept,
  insertMany: nothingKept,
  update: (user) => [`u:${user.uid}`],
  setResponseCompleted: (uid) => [`u:${uid}`],
  recordLiveStep: (uid) => [`u:${uid}`],
  setEvent: eachUser,
  joinEvent: eachUser,
  deleteMany: eachUser,
  // Memberships ride on the user row, read with the session: a change reaches every replica's look-up.
  setOrgRole: (uid) => [`u:${uid}`],
  listMembers: 'read',
};

const eventChanges: Changes<EventRepository> = {
  findById: 'read',
  list: 'read',
  listSummaries: 'read',
  usage: 'read',
  hold: 'read',
  insert: nothingKept,
  update: (event) => [`e:${event.eid}`],
  delete: (eid) => [`e:${eid}`],
};

const sessionChanges: Changes<SessionRepository> = {
  findSignedIn: 'read',
  insert: nothingKept,
  touch: (idDigest) => [`s:${idDigest}`],
  delete: (idDigest) => [`s:${idDigest}`],
  deleteForUsers: eachUser,
  deleteOthersOf: (uid) => [`u:${uid}`],
};

/** The repository with each changing method reporting its notices once it has run. */
const reporting = <R extends object>(
  repository: R,
  changes: Changes<R>,
  changed: (notices: readonly string[]) => void,
): R => {
  const wrapped = { ...repository };
  for (const name of Object.keys(changes) as (keyof R)[]) {
    const change = changes[name];
    if (change === 'read') continue;
    const method = repository[name] as (...args: unknown[]) => Promise<unknown>;
    const notices = change as (...args: unknown[]) => readonly string[];
    (wrapped as Record<keyof R, unknown>)[name] = async (...args: unknown[]) => {
      const result = await method.apply(repository, args);
      changed(notices(...args));
      return result;
    };
  }
  return wrapped;
};

const watched = (repos: Repositories, changed: (notices: readonly string[]) => void): Repositories => ({
  ...repos,
  users: reporting(repos.users, userChanges, changed),
  events: reporting(repos.events, eventChanges, changed),
  sessions: reporting(repos.sessions, sessionChanges, changed),
});

/**
 * The store with session look-ups served from `cache` while it may (signed-in-cache.ts). The
 * database's notices reach every replica a moment after a commit; this process's own changes are
 * forgotten here at once (after the statement, or after the commit of a transaction), so its next
 * request never sees the look-up from before its own change.
 */
export const cachingSignedIn = (store: Store, cache: SignedInCache): Store => {
  const forget = (notices: readonly string[]): void => {
    for (const notice of notices) cache.forget(notice);
  };
  const repos = watched(store, forget);
  return {
    ...repos,
    sessions: {
      ...repos.sessions,
      findSignedIn: async (idDigest) => {
        const kept = cache.get(idDigest);
        if (kept !== undefined) return kept;
        const ticket = cache.ticket();
        const found = await store.sessions.findSignedIn(idDigest);
        if (found !== null) cache.keep(idDigest, found, ticket);
        return found;
      },
    },
    transaction: async (work) => {
      const pending: string[] = [];
      const result = await store.transaction((tx) =>
        work(
          watched(tx, (notices) => {
            // Forgotten now for this process's reads inside the transaction, and again once it commits.
            forget(notices);
            pending.push(...notices);
          }),
        ),
      );
      forget(pending);
      return result;
    },
  };
};
