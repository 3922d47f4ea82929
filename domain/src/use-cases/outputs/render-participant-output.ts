import type { Deps } from '../../ports/deps.ts';
import { outputKey, type ParticipantOutputJob } from '../../ports/services.ts';
import { buildPrintDocument } from './build-print-document.ts';

/**
 * The PDF job's work: renders one participant's output and writes it to the file store under
 * outputKey(requestId), where the waiting request streams it from. A retry rewrites the same key.
 */
export const renderParticipantOutput = async (
  deps: Pick<Deps, 'store' | 'config' | 'pdf' | 'files'>,
  job: ParticipantOutputJob,
): Promise<void> => {
  const document = await buildPrintDocument(deps, { uid: job.uid, page: job.page });
  await deps.files.write(outputKey(job.requestId), await deps.pdf.render(document));
};
