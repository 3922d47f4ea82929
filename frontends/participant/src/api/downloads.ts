import { type OutputPage, outputFileName } from '@vs/domain';
import { downloadFile } from '@vs/ui';

/** The owner's name, for the download name when the server gives none. */
export interface OutputOwner {
  readonly forename: string;
  readonly surname: string;
}

/**
 * GET /api/event/event_output: the PDF, saved under the name the server's content-disposition
 * gives (else outputFileName's). A file, not JSON: it goes through downloadFile, not a query.
 */
export const downloadOutput = (uid: string, page: OutputPage, owner: OutputOwner | null): Promise<void> =>
  downloadFile(
    `/api/event/event_output?${new URLSearchParams({ uid, page })}`,
    outputFileName(owner ?? { forename: '', surname: '' }, page),
  );
