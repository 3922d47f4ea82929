import { type Deps, type Job, OUTPUT_WAIT_MS, renderImpactReport, renderParticipantOutput } from '@vs/domain';
import { z } from 'zod';
import { impactContentSchema, printContentSchema } from './print-document.schema.ts';

export const PDF_QUEUE = 'pdf';

const participantOutputJobSchema = z.object({
  name: z.literal('participant-output'),
  payload: z.object({
    requestId: z.string().min(1).max(100),
    uid: z.string().min(1).max(100),
    page: z.enum(['prework', 'live', 'mw']),
    // Optional while an API of the previous release may still queue jobs without one.
    deadline: z.iso.datetime().optional(),
    // Optional while an API of the previous release may still queue jobs without one.
    document: printContentSchema.optional(),
    orgId: z.string().min(1).max(100).optional(),
  }),
});

const impactReportJobSchema = z.object({
  name: z.literal('impact-report'),
  payload: z.object({
    requestId: z.string().min(1).max(100),
    deadline: z.iso.datetime(),
    document: impactContentSchema,
    orgId: z.string().min(1).max(100),
  }),
});

const pdfJobSchema = z.discriminatedUnion('name', [participantOutputJobSchema, impactReportJobSchema]);

export type PdfDeps = Pick<Deps, 'store' | 'clock' | 'config' | 'pdf' | 'files'>;

/**
 * Renders the print document the API built (pre-work, live or Meaningful Work, or an event's impact report), with the logo of
 * its organisation read now, and writes it to
 * the file store under outputKey(requestId), where the waiting request streams it from, unless its
 * request has given up meanwhile (renderParticipantOutput). The payload is validated (jobs cross a
 * process boundary); the API checked permissions and read the records before queuing. A retry
 * rewrites the same key.
 */
export const processPdfJob = async (
  deps: PdfDeps,
  job: Pick<Job, 'name'> & { payload: unknown },
): Promise<void> => {
  const parsed = pdfJobSchema.parse(job);
  if (parsed.name === 'impact-report') return renderImpactReport(deps, parsed.payload);
  const { deadline, ...payload } = parsed.payload;
  await renderParticipantOutput(deps, {
    ...payload,
    // A job without a deadline gets a whole wait from now: its request is at most that old.
    deadline: deadline ?? new Date(deps.clock.now().getTime() + OUTPUT_WAIT_MS).toISOString(),
  });
};
