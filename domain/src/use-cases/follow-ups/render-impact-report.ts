import type { Deps } from '../../ports/deps.ts';
import type { ImpactReportJob } from '../../ports/services.ts';
import { withLogo } from '../../rules/organisation-brand.ts';
import { writeBeforeDeadline } from '../outputs/write-before-deadline.ts';

/**
 * The impact-report job's work: renders the report the request built, with the logo of the
 * event's organisation read now, and writes it under outputKey(requestId) unless its request has
 * given up (writeBeforeDeadline).
 */
export const renderImpactReport = async (
  deps: Pick<Deps, 'store' | 'clock' | 'pdf' | 'files'>,
  job: ImpactReportJob,
): Promise<void> =>
  writeBeforeDeadline(deps, job, async () =>
    deps.pdf.render(withLogo(job.document, await deps.store.organisations.findById(job.orgId))),
  );
