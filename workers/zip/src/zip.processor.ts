import { type Deps, failEventArchive, type Job, writeEventArchive } from '@vs/domain';
import { z } from 'zod';

export const ZIP_QUEUE = 'zip';

const eventArchiveJobSchema = z.object({
  name: z.literal('event-archive'),
  payload: z.object({
    requestId: z.string().min(1).max(100),
    eid: z.string().min(1).max(100),
    uploaded: z.boolean(),
  }),
});

export type ZipDeps = Pick<Deps, 'store' | 'pdf' | 'archives' | 'config' | 'clock' | 'files'>;

type ReceivedZipJob = Pick<Job, 'name'> & { payload: unknown };

/**
 * Builds one event archive into the file store under archiveKey(requestId), where the request
 * downloads it from, recording the participants done on the request as it goes. The payload is
 * validated (jobs cross a process boundary); the API checked the actor before queuing. A retry
 * rewrites the same key, which readers see whole or not at all.
 */
export const processZipJob = async (deps: ZipDeps, job: ReceivedZipJob): Promise<void> => {
  await writeEventArchive(deps, eventArchiveJobSchema.parse(job).payload);
};

/**
 * The job failed for good (no attempt left, or a failure retrying cannot fix): its request is
 * marked failed so the polling requester hears why. A malformed job names no request to mark.
 */
export const failZipJob = async (deps: ZipDeps, job: ReceivedZipJob, error: unknown): Promise<void> => {
  const parsed = eventArchiveJobSchema.safeParse(job);
  if (parsed.success) await failEventArchive(deps, parsed.data.payload.requestId, error);
};
