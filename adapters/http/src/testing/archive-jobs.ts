import { archiveKey, buildEventArchive, type EventFile } from '@vs/domain';
import type { TestDeps } from '@vs/domain/testing';
import { expect } from 'vitest';

/**
 * Runs the archive jobs a request waits on as the zip worker does: build the entries, write
 * them under the request's key (adapters may not import workers, hence this stand-in).
 */
export const runArchiveJobs = (deps: TestDeps): void => {
  deps.waitedJobs.handle = async (job) => {
    if (job.name !== 'event-archive') return;
    const { requestId, eid, uploaded } = job.payload;
    await deps.archives.write(archiveKey(requestId), await buildEventArchive(deps, { eid, uploaded }));
  };
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
