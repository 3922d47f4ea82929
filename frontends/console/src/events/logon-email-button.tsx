import type { LogonEmailState } from '@vs/domain';
import type { ChipTone } from '@vs/ui';
import { defineMessages, type IntlShape, type MessageDescriptor, useIntl } from 'react-intl';

/** Spec 2.9: a login email's state in one word (or two), the same in every place that shows it. */
export const LOGON_EMAIL_WORDS: Readonly<Record<LogonEmailState, MessageDescriptor>> = defineMessages({
  'not-sent': { id: 'console.events.logonEmail.notSent', defaultMessage: 'Not sent' },
  queued: { id: 'console.events.logonEmail.queued', defaultMessage: 'Queued' },
  sent: { id: 'console.events.logonEmail.sent', defaultMessage: 'Sent' },
  failed: { id: 'console.events.logonEmail.failed', defaultMessage: 'Failed' },
});

const TONES: Readonly<Record<LogonEmailState, ChipTone>> = {
  'not-sent': 'neutral',
  queued: 'warning',
  sent: 'success',
  failed: 'danger',
};

/** What the chip says: the state's word, and why a failed email failed ('Failed: 550 no such user'). */
export const logonEmailText = (intl: IntlShape, state: LogonEmailState, failure: string | null): string =>
  state === 'failed' && failure
    ? intl.formatMessage(
        { id: 'console.events.logonEmail.failedBecause', defaultMessage: 'Failed: {failure}' },
        { failure },
      )
    : intl.formatMessage(LOGON_EMAIL_WORDS[state]);

/**
 * Why a queued login email is late, under its chip: the server retries over hours and says
 * "retrying: why".
 */
export const logonEmailNote = (
  intl: IntlShape,
  state: LogonEmailState,
  failure: string | null,
): string | null =>
  state === 'queued' && failure
    ? intl.formatMessage(
        { id: 'console.events.logonEmail.delayed', defaultMessage: 'Delayed, {failure}' },
        { failure },
      )
    : null;

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
}) => {
  const intl = useIntl();
  const text = logonEmailText(intl, state, failure);
  return (
    <button
      type="button"
      className="vs-chip"
      data-tone={TONES[state]}
      aria-label={intl.formatMessage(
        { id: 'console.events.logonEmail.chipName', defaultMessage: 'Login email {state}: {name}' },
        { state: text, name: personName },
      )}
      onClick={onClick}
    >
      {text}
    </button>
  );
};
