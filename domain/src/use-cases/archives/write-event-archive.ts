import type { Deps } from '../../ports/deps.ts';
import { archiveKey, type EventArchiveJob } from '../../ports/services.ts';
import { buildEventArchive } from './build-event-archive.ts';

/**
 * The zip worker's work for one request: builds the archive into the file store under
 * archiveKey(requestId), recording on the request how many participants are in the zip so far,
 * then marks it ready. A retry starts the count again and rewrites the same key. A job run again
 * after its request finished (the outbox handed it over again) does nothing.
 *
 * No actor: the job was queued by startEventArchive or requestEventArchive after checking one.
 */
export const writeEventArchive = async (
  deps: Pick<Deps, 'store' | 'pdf' | 'archives' | 'config' | 'clock' | 'files'>,
  job: EventArchiveJob,
): Promise<void> => {
  const requests = deps.store.archiveRequests;
  const request = await requests.findById(job.requestId);
  if (request?.state === 'ready' || request?.state === 'failed' || request?.state === 'erased') return;
  const entries = await buildEventArchive(deps, job, (done, total) =>
    requests.recordProgress(job.requestId, done, total, deps.clock.now()),
  );
  await deps.archives.write(archiveKey(job.requestId), entries);
  await requests.finish(job.requestId, { state: 'ready' }, deps.clock.now());
  // Erased while it was built (someone in it deleted, or the event purged): its zip goes too.
  if ((await requests.findById(job.requestId))?.state === 'erased')
    await deps.files.remove(archiveKey(job.requestId));
};
