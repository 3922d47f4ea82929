import { Button, VisuallyHidden } from '@vs/ui';
import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useShowFailure } from '../api/server-action.ts';
import { type ArchiveProgress, downloadEventArchive, progressText } from './event-archive-download.ts';

/**
 * Download Files (spec 2.8, 2.13): the event's zip, saved under the name the server gives. The
 * zip is built in the background (downloadEventArchive); meanwhile the button is busy and a
 * polite status beside it says how far it is ('Preparing files: 12 of 300 participants'). A
 * failure shows the server's message and frees the button.
 */
export const DownloadFilesButton = ({
  eid,
  uploaded,
  eventName,
  eventDate,
}: {
  /** The event's id, or with `uploaded` the upload's. */
  readonly eid: string;
  readonly uploaded: boolean;
  readonly eventName: string;
  readonly eventDate: string;
}) => {
  const intl = useIntl();
  const showFailure = useShowFailure();
  const [busy, setBusy] = useState(false);
  const [progress, setProgress] = useState<ArchiveProgress | null>(null);
  const statusId = useId();
  const download = async () => {
    setBusy(true);
    setProgress({ step: 'preparing', done: 0, total: 0 });
    try {
      await downloadEventArchive({
        eid,
        uploaded,
        fallbackName: `${eventName} ${eventDate}.zip`,
        onProgress: setProgress,
      });
    } catch (error) {
      showFailure(error);
    } finally {
      setBusy(false);
      setProgress(null);
    }
  };
  return (
    <span className="vs-download-files">
      <Button variant="secondary" busy={busy} onClick={download} aria-describedby={statusId}>
        <FormattedMessage
          id="console.events.download.button"
          defaultMessage="Download Files<hidden> of {eventName}</hidden>"
          values={{ eventName, hidden: (words) => <VisuallyHidden>{words}</VisuallyHidden> }}
        />
      </Button>
      <span id={statusId} className="vs-download-files-status" role="status" aria-live="polite">
        {progressText(intl, progress)}
      </span>
    </span>
  );
};
