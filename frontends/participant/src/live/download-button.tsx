import { ApiError, Button } from '@vs/ui';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { downloadOutput, type OutputOwner } from '../api/downloads.ts';
import { liveMessages as m } from './live-messages.ts';

/** Download with a busy indicator until the PDF arrives; a failure shows the server's message. */
export const DownloadButton = ({
  uid,
  person,
  page,
  onFailure,
}: {
  readonly uid: string | undefined;
  /** Whose output: names the file when the server gives no name. */
  readonly person: OutputOwner | null;
  readonly page: 'live' | 'mw';
  readonly onFailure: (message: string) => void;
}) => {
  const intl = useIntl();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    if (uid === undefined) return;
    setBusy(true);
    try {
      await downloadOutput(uid, page, person);
    } catch (error) {
      console.error('event_output failed', error);
      onFailure(error instanceof ApiError ? error.message : intl.formatMessage(m.downloadFailed));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="secondary" busy={busy} disabled={uid === undefined} onClick={() => void download()}>
      {intl.formatMessage(m.download)}
    </Button>
  );
};
