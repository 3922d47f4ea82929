/** Spec 2.9: the login-email icon's titles. */
export const LOGIN_EMAIL_SENT = 'Login email has been sent';
export const LOGIN_EMAIL_NOT_SENT = 'Login email not sent';

/** An envelope; once sent it carries a tick, so the state shows by shape as well as by title. */
const EnvelopeIcon = ({ sent }: { sent: boolean }) => (
  <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
    <rect x="2.5" y="5" width="19" height="14" rx="2" fill="none" stroke="currentColor" strokeWidth="1.8" />
    <path d="M3 6.5l9 6.5 9-6.5" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" />
    {sent ? (
      <>
        <circle cx="18.5" cy="17.5" r="5" fill="currentColor" />
        <path
          d="M16.2 17.6l1.6 1.6 3-3.2"
          fill="none"
          stroke="#fff"
          strokeWidth="1.8"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </>
    ) : null}
  </svg>
);

/**
 * The per-participant login-email icon (spec 2.9, 4): its title says whether the email was sent and
 * its accessible name adds whom it is for; clicking it opens the send/resend confirmation.
 */
export const LoginEmailButton = ({
  sent,
  personName,
  onClick,
}: {
  sent: boolean;
  personName: string;
  onClick: () => void;
}) => {
  const title = sent ? LOGIN_EMAIL_SENT : LOGIN_EMAIL_NOT_SENT;
  return (
    <button type="button" className="vs-icon-button" data-sent={sent} title={title} onClick={onClick}>
      <EnvelopeIcon sent={sent} />
      <span className="vs-visually-hidden">
        {title}: {personName}
      </span>
    </button>
  );
};
