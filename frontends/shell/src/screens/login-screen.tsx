import { type FormEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { api, call, messageOf } from '../api/client.ts';
import { FormField } from '../layout/form-field.tsx';
import { usePageTitle } from '../layout/page-title.ts';
import { useSession } from '../session/session.tsx';
import { AuthCard, StatusLine } from './auth-card.tsx';

export const UPDATE_PASSWORD_NOTICE = 'Please update your password';

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
        <FormField
          label="Email"
          type="email"
          autoComplete="username"
          required
          value={email}
          onChange={setEmail}
        />
        <FormField
          label="Password"
          type="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={setPassword}
        />
        <Link to="/forgot_password" className="vs-link">
          Reset Password
        </Link>
        {status ? <StatusLine message={status} tone="error" /> : null}
        <button type="submit" className="vs-button vs-button-primary" disabled={busy}>
          Login
        </button>
      </form>
    </AuthCard>
  );
};
