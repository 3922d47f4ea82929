import { type EventFile, failEventArchive, writeEventArchive } from '@vs/domain';
import type { TestDeps } from '@vs/domain/testing';
import { expect } from 'vitest';

/**
 * Runs the archive jobs a request waits on as the zip worker does (adapters may not import
 * workers, hence this stand-in).
 */
export const runArchiveJobs = (deps: TestDeps): void => {
  deps.waitedJobs.handle = async (job) => {
    if (job.name === 'event-archive') await writeEventArchive(deps, job.payload);
  };
};

/**
 * Relays the archive jobs waiting in the outbox and runs them once each, as the API's relay and a
 * zip worker would after `POST /api/event/event_file_request`: a failure fails the job for good.
 */
export const runQueuedArchiveJobs = async (deps: TestDeps): Promise<void> => {
  const entries = await deps.store.outbox.due(deps.clock.now(), Number.MAX_SAFE_INTEGER);
  for (const { job } of entries) {
    if (job.name !== 'event-archive') continue;
    await writeEventArchive(deps, job.payload).catch((error: unknown) =>
      failEventArchive(deps, job.payload.requestId, error),
    );
  }
  await deps.store.outbox.remove(entries.map((entry) => entry.id));
};

export interface FakeArchiveEntry {
  readonly name: string;
  readonly content: string;
}

/** The entries of a download made by the fake archive writer (a JSON list of names and texts). */
export const fakeArchiveEntries = (text: string): FakeArchiveEntry[] =>
  JSON.parse(text) as FakeArchiveEntry[];

/** The event file inside a fake archive. */
export const eventFileIn = (entries: readonly FakeArchiveEntry[]): EventFile => {
  const entry = entries.find((e) => e.name === 'event.json');
  expect(entry).toBeDefined();
  return JSON.parse(entry?.content ?? '') as EventFile;
};
