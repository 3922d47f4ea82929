import type { Deps } from '../../ports/deps.ts';
import type { ParticipantOutputJob } from '../../ports/services.ts';
import { withLogo } from '../../rules/organisation-brand.ts';
import { buildPrintDocument } from './build-print-document.ts';
import { writeBeforeDeadline } from './write-before-deadline.ts';

/** The document a job prints: the request's, wearing its organisation's logo read now. */
const documentOf = async (deps: Pick<Deps, 'store' | 'config'>, job: ParticipantOutputJob) => {
  if (job.document === undefined) return buildPrintDocument(deps, job);
  if (job.orgId === undefined) return job.document;
  return withLogo(job.document, await deps.store.organisations.findById(job.orgId));
};

/**
 * The PDF job's work: renders the print document the request built, with its organisation's logo,
 * and writes it to the file store under outputKey(requestId) unless its request has given up
 * (writeBeforeDeadline). Reads only the organisation, except for a job queued by the previous
 * release, which carries no document.
 */
export const renderParticipantOutput = async (
  deps: Pick<Deps, 'store' | 'clock' | 'config' | 'pdf' | 'files'>,
  job: ParticipantOutputJob,
): Promise<void> => writeBeforeDeadline(deps, job, async () => deps.pdf.render(await documentOf(deps, job)));
