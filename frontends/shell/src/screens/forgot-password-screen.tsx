import { ApiError, Button, call, messageOf, TextField } from '@vs/ui';
import { type FormEvent, useState } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { api } from '../api/client.ts';
import { usePageTitle } from '../layout/page-title.ts';
import { AuthCard, StatusLine } from './auth-card.tsx';

const m = defineMessages({
  title: { id: 'shell.forgot.title', defaultMessage: 'Forgot Password' },
  email: { id: 'shell.forgot.email', defaultMessage: 'Email' },
  sent: { id: 'shell.forgot.sent', defaultMessage: 'An email was sent with a link to reset your password.' },
  noUser: {
    id: 'shell.forgot.noUser',
    defaultMessage: 'No user found with the given email. Contact your facilitator for more information.',
  },
});

export const RESET_EMAIL_SENT = m.sent.defaultMessage;
export const NO_USER_FOUND = m.noUser.defaultMessage;

type Outcome = { readonly tone: 'success' | 'error'; readonly message: string } | null;

/** Spec 2.3 Forgot Password. */
export const ForgotPasswordScreen = () => {
  const intl = useIntl();
  usePageTitle(intl.formatMessage(m.title));
  const [email, setEmail] = useState('');
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setOutcome(null);
    try {
      await call(api.api.auth.reset_password_email.$post({ json: { email } }));
      setOutcome({ tone: 'success', message: intl.formatMessage(m.sent) });
    } catch (error) {
      // Other refusals (too many requests, a malformed address) keep the server's own words.
      const unknownUser = error instanceof ApiError && error.status === 404;
      setOutcome({
        tone: 'error',
        message: unknownUser ? intl.formatMessage(m.noUser) : messageOf(error, intl),
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthCard title={intl.formatMessage(m.title)}>
      <form onSubmit={submit} className="vs-form">
        <TextField
          label={intl.formatMessage(m.email)}
          type="email"
          autoComplete="email"
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        {outcome ? <StatusLine message={outcome.message} tone={outcome.tone} /> : null}
        <Button type="submit" busy={busy}>
          <FormattedMessage id="shell.forgot.send" defaultMessage="Send Email" />
        </Button>
        <Link to="/login" className="vs-link">
          <FormattedMessage id="shell.forgot.back" defaultMessage="Back to Login" />
        </Link>
      </form>
    </AuthCard>
  );
};
