import { type ReactNode, useId, useState } from 'react';
import { defineMessages, type MessageDescriptor, useIntl } from 'react-intl';
import { messageOf } from '../api/call.ts';
import { downloadFile } from '../api/download.ts';
import { Button } from '../components/button.tsx';

const m: Readonly<Record<'preparing' | 'downloaded' | 'failed', MessageDescriptor>> = defineMessages({
  preparing: { id: 'ui.personalData.preparing', defaultMessage: 'Preparing your file…' },
  downloaded: { id: 'ui.personalData.downloaded', defaultMessage: 'Downloaded' },
  failed: { id: 'ui.personalData.failed', defaultMessage: 'Not downloaded: {reason}' },
});

/** Props of {@link PersonalDataButton}. */
export interface PersonalDataButtonProps {
  /** Whose data: another person's (`GET /api/user/export_byid`); without it one's own (`GET /api/user/export`). */
  readonly uid?: string;
  /** The button's text, e.g. 'Download my data' or 'Export personal data' (with the person's name hidden). */
  readonly children: ReactNode;
  /** The name to save under when the server gives none. */
  readonly fallbackName?: string;
}

/** Where a person's data is downloaded from (docs/api.md: the personal data export, GDPR article 15). */
export const personalDataPath = (uid?: string): string =>
  uid === undefined ? '/api/user/export' : `/api/user/export_byid?${new URLSearchParams({ uid })}`;

/**
 * Downloads a person's data as a JSON file (GDPR article 15): one's own from the account dialog,
 * another's from their Edit dialog. The button is busy while the file comes, and a polite status
 * beside it says when it was saved or, with the server's message, why not.
 */
export const PersonalDataButton = ({
  uid,
  children,
  fallbackName = 'personal-data.json',
}: PersonalDataButtonProps) => {
  const intl = useIntl();
  const statusId = useId();
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<{ text: string; failed: boolean } | null>(null);
  const download = async () => {
    setBusy(true);
    setStatus({ text: intl.formatMessage(m.preparing), failed: false });
    try {
      await downloadFile(personalDataPath(uid), fallbackName);
      setStatus({ text: intl.formatMessage(m.downloaded), failed: false });
    } catch (error) {
      setStatus({ text: intl.formatMessage(m.failed, { reason: messageOf(error, intl) }), failed: true });
    } finally {
      setBusy(false);
    }
  };
  return (
    <span className="vs-personal-data">
      <Button variant="secondary" busy={busy} onClick={download} aria-describedby={statusId}>
        {children}
      </Button>
      <span
        id={statusId}
        className="vs-personal-data-status"
        data-failed={status?.failed || undefined}
        role="status"
        aria-live="polite"
      >
        {status?.text ?? ''}
      </span>
    </span>
  );
};

export const personalDataCss = `
.vs-personal-data{display:inline-flex;flex-wrap:wrap;align-items:center;gap:var(--vs-space-2)}
.vs-personal-data-status{color:var(--vs-muted)}
.vs-personal-data-status[data-failed]{color:var(--vs-danger)}
`;
