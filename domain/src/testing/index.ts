export {
  createFakeArchiveWriter,
  createInMemoryFileStore,
  fakePdfRenderer,
  type InMemoryFileStore,
} from './fake-outputs.ts';
export {
  LOGO_PNG,
  makeEvent,
  makeOrganisation,
  makeResponse,
  makeUser,
  PNG_LOGO,
  seedCast,
  TEN_VALUE_NAMES,
  tenValues,
} from './fixtures.ts';
export { createInMemoryStore } from './in-memory-store.ts';
export { outboxJobs } from './outbox-jobs.ts';
export { recordStoreWrites, recordWrites } from './record-writes.ts';
export { signedInUser } from './signed-in-user.ts';
export {
  createManualClock,
  createTestDeps,
  type ManualClock,
  type TestDeps,
  type WaitedJobs,
} from './test-deps.ts';
