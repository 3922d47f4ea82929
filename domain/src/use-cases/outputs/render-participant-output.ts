import { conflict } from '../../errors/domain-error.ts';
import type { Deps } from '../../ports/deps.ts';
import { outputKey, type ParticipantOutputJob } from '../../ports/services.ts';
import { withLogo } from '../../rules/organisation-brand.ts';
import { buildPrintDocument } from './build-print-document.ts';

export const OUTPUT_ABANDONED_MESSAGE = 'The PDF was not ready in time. Please try again.';

/** Nobody waits for the PDF any more: its request gave up, so the job fails and is not retried. */
const abandoned = () => conflict('OUTPUT.ABANDONED', OUTPUT_ABANDONED_MESSAGE);

/** The document a job prints: the request's, wearing its organisation's logo read now. */
const documentOf = async (deps: Pick<Deps, 'store' | 'config'>, job: ParticipantOutputJob) => {
  if (job.document === undefined) return buildPrintDocument(deps, job);
  if (job.orgId === undefined) return job.document;
  return withLogo(job.document, await deps.store.organisations.findById(job.orgId));
};

/**
 * The PDF job's work: renders the print document the request built, with its organisation's logo,
 * and writes it to the file store under outputKey(requestId), where the waiting request streams it
 * from. Reads only the organisation, except for a job queued by the previous release, which
 * carries no document. A retry rewrites the same key.
 * Past the job's deadline the request has given up and removed the key, so a PDF rendered or
 * written later would stay unread: the job renders nothing then, or removes what it wrote too
 * late, and fails (the waiter, should it still listen, hears the failure, never of a missing file).
 */
export const renderParticipantOutput = async (
  deps: Pick<Deps, 'store' | 'clock' | 'config' | 'pdf' | 'files'>,
  job: ParticipantOutputJob,
): Promise<void> => {
  const deadline = new Date(job.deadline).getTime();
  const isLate = () => deps.clock.now().getTime() >= deadline;
  if (isLate()) throw abandoned();
  const pdf = await deps.pdf.render(await documentOf(deps, job));
  if (isLate()) throw abandoned();
  const key = outputKey(job.requestId);
  await deps.files.write(key, pdf);
  if (isLate()) {
    await deps.files.remove(key);
    throw abandoned();
  }
};
