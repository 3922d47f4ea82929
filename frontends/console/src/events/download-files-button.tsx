import { Button, downloadFile, VisuallyHidden } from '@vs/ui';
import { useState } from 'react';
import { useShowFailure } from '../api/server-action.ts';

/**
 * Download Files (spec 2.8, 2.13): the event's zip from `GET /api/event/event_file`, saved under
 * the name the server gives. The button is busy until the file arrives; a failure shows the
 * server's message and frees the button.
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
  const showFailure = useShowFailure();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const query = new URLSearchParams({ eid, uploaded: String(uploaded) });
      await downloadFile(`/api/event/event_file?${query}`, `${eventName} ${eventDate}.zip`);
    } catch (error) {
      showFailure(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="secondary" busy={busy} onClick={download}>
      Download Files<VisuallyHidden> of {eventName}</VisuallyHidden>
    </Button>
  );
};
