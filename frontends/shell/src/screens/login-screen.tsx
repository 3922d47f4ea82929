import { Button, call, messageOf, PasswordField, TextField } from '@vs/ui';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { api } from '../api/client.ts';
import { usePageTitle } from '../layout/page-title.ts';
import { useSession } from '../session/session.tsx';
import { AuthCard, StatusLine } from './auth-card.tsx';

export const UPDATE_PASSWORD_NOTICE = 'Please update your password';

/**
 * Spec 2.3 makes both login fields required. The browser's own check stops an empty submit, but
 * the two-field card goes without the design system's asterisk: both fields are obviously needed.
 */
const requiredWithoutMark = (input: HTMLInputElement | null) => {
  if (input) input.required = true;
};

/** Spec 2.3 Login; a reply with a lid sends the user to set a password first (spec 4). */
export const LoginScreen = () => {
  usePageTitle('Login');
  const navigate = useNavigate();
  const { signedIn } = useSession();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [status, setStatus] = useState('');
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setStatus('');
    try {
      const reply = await call(api.api.auth.login.$post({ json: { email, password } }));
      if ('lid' in reply) {
        navigate(`/reset_password/${encodeURIComponent(reply.lid)}`, {
          state: { notice: UPDATE_PASSWORD_NOTICE },
        });
        return;
      }
      signedIn(reply.accessLevel);
      navigate('/');
    } catch (error) {
      setStatus(messageOf(error));
      setBusy(false);
    }
  };

  return (
    <AuthCard title="Login">
      <form onSubmit={submit} className="vs-form">
        <TextField
          label="Email"
          type="email"
          autoComplete="username"
          ref={requiredWithoutMark}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <PasswordField
          label="Password"
          autoComplete="current-password"
          ref={requiredWithoutMark}
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        <Link to="/forgot_password" className="vs-link">
          Reset Password
        </Link>
        {status ? <StatusLine message={status} tone="error" /> : null}
        <Button type="submit" busy={busy}>
          Login
        </Button>
      </form>
    </AuthCard>
  );
};
