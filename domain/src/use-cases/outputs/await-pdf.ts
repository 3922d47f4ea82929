import type { Deps } from '../../ports/deps.ts';
import { type Job, outputKey } from '../../ports/services.ts';

/** How long a request waits for its PDF: long enough for a queue of a whole room's downloads. */
export const OUTPUT_WAIT_MS = 60_000;

type PdfJob = Extract<Job, { kind: 'pdf' }>;

/**
 * Has a worker render a PDF and waits for it, at most OUTPUT_WAIT_MS: `jobOf` makes the job from
 * the request id and the deadline it carries. Returns the key the PDF waits under in the file
 * store; a request that gives up removes whatever the worker wrote for it (the worker removes a
 * later write itself; the file store's TTL sweep catches what both miss).
 */
export const awaitPdf = async (
  deps: Pick<Deps, 'clock' | 'ids' | 'jobs' | 'files'>,
  jobOf: (requestId: string, deadline: string) => PdfJob,
): Promise<string> => {
  const requestId = deps.ids.newId();
  const key = outputKey(requestId);
  const deadline = new Date(deps.clock.now().getTime() + OUTPUT_WAIT_MS).toISOString();
  try {
    await deps.jobs.enqueueAndWait(jobOf(requestId, deadline), OUTPUT_WAIT_MS);
  } catch (error) {
    // The sweep removes the file later should this fail: the request's own error matters here.
    await deps.files.remove(key).catch(() => {});
    throw error;
  }
  return key;
};
