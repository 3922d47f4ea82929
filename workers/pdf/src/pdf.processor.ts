import { type Deps, DomainError, type Job, renderParticipantOutput } from '@vs/domain';
import { z } from 'zod';

export const PDF_QUEUE = 'pdf';

const participantOutputJobSchema = z.object({
  name: z.literal('participant-output'),
  payload: z.object({
    requestId: z.string().min(1).max(100),
    uid: z.string().min(1).max(100),
    page: z.enum(['prework', 'live', 'mw']),
  }),
});

export type PdfDeps = Pick<Deps, 'store' | 'config' | 'pdf' | 'files'>;

/**
 * Renders one participant's output (pre-work, live or Meaningful Work) and writes it to the file
 * store under outputKey(requestId), where the waiting request streams it from. The payload is
 * validated (jobs cross a process boundary); the API checked permissions before queuing. A retry
 * rewrites the same key.
 */
export const processPdfJob = async (
  deps: PdfDeps,
  job: Pick<Job, 'name'> & { payload: unknown },
): Promise<void> => {
  await renderParticipantOutput(deps, participantOutputJobSchema.parse(job).payload);
};

/**
 * Retrying cannot fix a malformed job or a domain refusal (the user was deleted meanwhile, no
 * values to print); it can fix a crashed browser or a busy database.
 */
export const isRetryable = (error: unknown): boolean =>
  !(error instanceof z.ZodError || error instanceof DomainError);
