import { archiveKey, buildEventArchive, type Deps, DomainError, type Job } from '@vs/domain';
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

export type ZipDeps = Pick<Deps, 'store' | 'pdf' | 'archives' | 'config'>;

/**
 * Builds one event archive into the file store under archiveKey(requestId), where the waiting
 * request streams it from. The payload is validated (jobs cross a process boundary); the API
 * checked the actor before queuing. A retry rewrites the same key, which readers see whole or not at all.
 */
export const processZipJob = async (
  deps: ZipDeps,
  job: Pick<Job, 'name'> & { payload: unknown },
): Promise<void> => {
  const { payload } = eventArchiveJobSchema.parse(job);
  const entries = await buildEventArchive(deps, { eid: payload.eid, uploaded: payload.uploaded });
  await deps.archives.write(archiveKey(payload.requestId), entries);
};

/**
 * Retrying cannot fix a malformed job or a domain refusal (the event was deleted meanwhile); it
 * can fix a crashed renderer or a full disk.
 */
export const isRetryable = (error: unknown): boolean =>
  !(error instanceof z.ZodError || error instanceof DomainError);
