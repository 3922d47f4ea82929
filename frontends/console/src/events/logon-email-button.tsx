import type { LogonEmailState } from '@vs/domain';
import type { ChipTone } from '@vs/ui';

/** Spec 2.9: a login email's state in one word (or two), the same in every place that shows it. */
export const LOGON_EMAIL_WORDS: Readonly<Record<LogonEmailState, string>> = {
  'not-sent': 'Not sent',
  queued: 'Queued',
  sent: 'Sent',
  failed: 'Failed',
};

const TONES: Readonly<Record<LogonEmailState, ChipTone>> = {
  'not-sent': 'neutral',
  queued: 'warning',
  sent: 'success',
  failed: 'danger',
};

/** What the chip says: the state's word, and why a failed email failed ('Failed: 550 no such user'). */
export const logonEmailText = (state: LogonEmailState, failure: string | null): string =>
  state === 'failed' && failure ? `${LOGON_EMAIL_WORDS.failed}: ${failure}` : LOGON_EMAIL_WORDS[state];

/**
 * Why a queued login email is late, under its chip: the server retries over hours and says
 * "retrying: why".
 */
export const logonEmailNote = (state: LogonEmailState, failure: string | null): string | null =>
  state === 'queued' && failure ? `Delayed, ${failure}` : null;

/**
 * The per-participant login email (spec 2.9, 4) as a chip with its word (Not sent, Queued, Sent,
 * Failed: the mail server's reason), colour and dot only beside the word. It is a button: its name
 * reads 'Login email Sent: Pat Lee' (the visible words within it), and clicking it opens the send/resend confirmation.
 */
export const LogonEmailButton = ({
  state,
  failure = null,
  personName,
  onClick,
}: {
  state: LogonEmailState;
  /** Why a failed email failed. */
  failure?: string | null;
  personName: string;
  onClick: () => void;
}) => (
  <button
    type="button"
    className="vs-chip"
    data-tone={TONES[state]}
    aria-label={`Login email ${logonEmailText(state, failure)}: ${personName}`}
    onClick={onClick}
  >
    {logonEmailText(state, failure)}
  </button>
);
