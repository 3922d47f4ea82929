import type { Repositories, Store } from '../../ports/repositories.ts';
import { createTestDeps, seedCast, type TestDeps } from '../../testing/index.ts';

/** Test deps with the usual cast seeded. */
export const setUp = async (deps: TestDeps = createTestDeps()) => ({ deps, ...(await seedCast(deps.store)) });

/** Everything the response use cases may write for one user, to show that nothing changed. */
export const snapshotOf = async (repos: Repositories, uid: string) => ({
  user: await repos.users.findById(uid),
  prework: await repos.responses.find(uid, 'prework'),
  live: await repos.responses.find(uid, 'live'),
  meaningfulWork: await repos.meaningfulWork.find(uid),
});

const counted = <T extends object>(target: T, prefix: string, calls: string[]): T =>
  Object.fromEntries(
    Object.entries(target).map(([name, fn]) => [
      name,
      (...args: unknown[]) => {
        calls.push(`${prefix}${name}`);
        return (fn as (...a: unknown[]) => unknown)(...args);
      },
    ]),
  ) as T;

const countedRepositories = (repos: Repositories, prefix: string, calls: string[]): Repositories => ({
  organisations: counted(repos.organisations, `${prefix}organisations.`, calls),
  sso: counted(repos.sso, `${prefix}sso.`, calls),
  users: counted(repos.users, `${prefix}users.`, calls),
  events: counted(repos.events, `${prefix}events.`, calls),
  responses: counted(repos.responses, `${prefix}responses.`, calls),
  meaningfulWork: counted(repos.meaningfulWork, `${prefix}meaningfulWork.`, calls),
  followUps: counted(repos.followUps, `${prefix}followUps.`, calls),
  logonLinks: counted(repos.logonLinks, `${prefix}logonLinks.`, calls),
  emailTemplates: counted(repos.emailTemplates, `${prefix}emailTemplates.`, calls),
  sessions: counted(repos.sessions, `${prefix}sessions.`, calls),
  uploadedEvents: counted(repos.uploadedEvents, `${prefix}uploadedEvents.`, calls),
  outbox: counted(repos.outbox, `${prefix}outbox.`, calls),
  deliveries: counted(repos.deliveries, `${prefix}deliveries.`, calls),
  archiveRequests: counted(repos.archiveRequests, `${prefix}archiveRequests.`, calls),
  audit: counted(repos.audit, `${prefix}audit.`, calls),
});

/** Wraps a store so a test can see every call a use case makes (`tx.` marks calls inside a transaction). */
export const countingStore = (store: Store): { store: Store; calls: string[] } => {
  const calls: string[] = [];
  return {
    calls,
    store: {
      ...countedRepositories(store, '', calls),
      transaction: (work) => {
        calls.push('transaction');
        return store.transaction((tx) => work(countedRepositories(tx, 'tx.', calls)));
      },
    },
  };
};

/** As setUp, with the cast's event Live: its participants may read and write their live work. */
export const setUpLive = async (deps: TestDeps = createTestDeps()) => {
  const cast = await setUp(deps);
  const event = { ...cast.event, sessionAccess: 'Live' as const };
  await deps.store.events.update(event);
  return { ...cast, event };
};
