import type { LogonEmailState } from '@vs/domain';

/** Spec 2.9: the logon-email icon's titles, one for each state of the email's delivery. */
export const LOGON_EMAIL_TITLES: Readonly<Record<LogonEmailState, string>> = {
  'not-sent': 'Login email not sent',
  queued: 'Login email is on its way',
  sent: 'Login email has been sent',
  failed: 'Login email could not be delivered',
};

/**
 * Where a logon email stands, as text under the envelope (not only in its title): why a failed one
 * failed, and why a queued one is late (the server retries over hours and says "retrying: why").
 */
export const logonEmailNote = (state: LogonEmailState, failure: string | null): string | null => {
  if (state === 'failed') return failure ? `Not delivered: ${failure}` : 'Not delivered';
  if (state === 'queued' && failure) return `Delayed, ${failure}`;
  return null;
};

/** What the envelope carries in its corner, so the state shows by shape as well as by title. */
const Badge = ({ state }: { state: LogonEmailState }) => {
  if (state === 'not-sent') return null;
  const mark = {
    sent: <path d="M16.2 17.6l1.6 1.6 3-3.2" />,
    queued: <path d="M18.5 15v2.7l1.8 1.1" />,
    failed: <path d="M16.6 15.6l3.8 3.8M20.4 15.6l-3.8 3.8" />,
  }[state];
  return (
    <>
      <circle cx="18.5" cy="17.5" r="5" fill="currentColor" />
      <g fill="none" stroke="#fff" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round">
        {mark}
      </g>
    </>
  );
};

const EnvelopeIcon = ({ state }: { state: LogonEmailState }) => (
  <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
    <rect x="2.5" y="5" width="19" height="14" rx="2" fill="none" stroke="currentColor" strokeWidth="1.8" />
    <path d="M3 6.5l9 6.5 9-6.5" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" />
    <Badge state={state} />
  </svg>
);

/**
 * The per-participant logon-email icon (spec 2.9, 4): its title says where the email stands (not
 * sent, on its way, sent, not delivered, with the mail server's reason) and its accessible name
 * adds whom it is for; clicking it opens the send/resend confirmation.
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
  const title =
    (state === 'failed' || state === 'queued') && failure
      ? `${LOGON_EMAIL_TITLES[state]} (${failure})`
      : LOGON_EMAIL_TITLES[state];
  return (
    <button type="button" className="vs-icon-button" data-state={state} title={title} onClick={onClick}>
      <EnvelopeIcon state={state} />
      <span className="vs-visually-hidden">
        {title}: {personName}
      </span>
    </button>
  );
};
