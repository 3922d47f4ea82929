import { ApiError, call, downloadFile, FALLBACK_MESSAGE } from '@vs/ui';
import type { IntlShape } from 'react-intl';
import { api } from '../api/client.ts';

/** How often the console asks how far an archive is. */
export const ARCHIVE_POLL_MS = 1000;

/** How far a download is, for the person waiting. */
export type ArchiveProgress =
  | { readonly step: 'preparing'; readonly done: number; readonly total: number }
  | { readonly step: 'downloading' };

export interface EventArchiveDownload {
  /** The event's id, or the upload's (ueid) with `uploaded`. */
  readonly eid: string;
  readonly uploaded: boolean;
  /** The name to save under when the server gives none. */
  readonly fallbackName: string;
  readonly onProgress: (progress: ArchiveProgress) => void;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Downloads an event's zip without holding a request open while it is built (minutes for a large
 * event): asks for it (`POST /api/event/event_file_request`), polls its progress every second
 * (`GET /api/event/event_file_status`), then saves it (`GET /api/event/event_file_download`). A
 * refusal or a failed build throws {@link ApiError} with the server's message.
 */
export const downloadEventArchive = async ({
  eid,
  uploaded,
  fallbackName,
  onProgress,
}: EventArchiveDownload): Promise<void> => {
  const { requestId } = await call(api.api.event.event_file_request.$post({ json: { eid, uploaded } }));
  for (;;) {
    const status = await call(api.api.event.event_file_status.$get({ query: { requestId } }));
    if (status.state === 'ready') break;
    if (status.state === 'failed') throw new ApiError(409, status.error ?? FALLBACK_MESSAGE);
    onProgress({ step: 'preparing', done: status.done, total: status.total });
    await wait(ARCHIVE_POLL_MS);
  }
  onProgress({ step: 'downloading' });
  await downloadFile(`/api/event/event_file_download?${new URLSearchParams({ requestId })}`, fallbackName);
};

/** 'Preparing files: 12 of 300 participants', 'Preparing files…' before the count, 'Downloading files…'. */
export const progressText = (intl: IntlShape, progress: ArchiveProgress | null): string => {
  if (progress === null) return '';
  if (progress.step === 'downloading')
    return intl.formatMessage({
      id: 'console.events.download.downloading',
      defaultMessage: 'Downloading files…',
    });
  if (progress.total === 0)
    return intl.formatMessage({
      id: 'console.events.download.preparing',
      defaultMessage: 'Preparing files…',
    });
  return intl.formatMessage(
    {
      id: 'console.events.download.preparingCount',
      defaultMessage:
        'Preparing files: {done} of {total, plural, one {# participant} other {# participants}}',
    },
    { done: progress.done, total: progress.total },
  );
};
