import { ApiError, Button, call, messageOf, TextField } from '@vs/ui';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router-dom';
import { api } from '../api/client.ts';
import { usePageTitle } from '../layout/page-title.ts';
import { AuthCard, StatusLine } from './auth-card.tsx';

export const RESET_EMAIL_SENT = 'An email was sent with a link to reset your password.';
export const NO_USER_FOUND =
  'No user found with the given email. Contact your facilitator for more information.';

type Outcome = { readonly tone: 'success' | 'error'; readonly message: string } | null;

/** Spec 2.3 Forgot Password. */
export const ForgotPasswordScreen = () => {
  usePageTitle('Forgot Password');
  const [email, setEmail] = useState('');
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setOutcome(null);
    try {
      await call(api.api.auth.reset_password_email.$post({ json: { email } }));
      setOutcome({ tone: 'success', message: RESET_EMAIL_SENT });
    } catch (error) {
      // Other refusals (too many requests, a malformed address) keep the server's own words.
      const unknownUser = error instanceof ApiError && error.status === 404;
      setOutcome({ tone: 'error', message: unknownUser ? NO_USER_FOUND : messageOf(error) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthCard title="Forgot Password">
      <form onSubmit={submit} className="vs-form">
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        {outcome ? <StatusLine message={outcome.message} tone={outcome.tone} /> : null}
        <Button type="submit" busy={busy}>
          Send Email
        </Button>
        <Link to="/login" className="vs-link">
          Back to Login
        </Link>
      </form>
    </AuthCard>
  );
};
