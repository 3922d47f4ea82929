import { SSO_REQUIRED_CODE } from '@vs/domain';
import { Button, callWithReport, messageOf, PasswordField, TextField } from '@vs/ui';
import { type FormEvent, useState } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { api } from '../api/client.ts';
import { usePageTitle } from '../layout/page-title.ts';
import { useSession } from '../session/session.tsx';
import { AuthCard, StatusLine } from './auth-card.tsx';
import { goToSso, SsoSignIn, ssoErrorMessage } from './sso-sign-in.tsx';

const m = defineMessages({
  title: { id: 'shell.login.title', defaultMessage: 'Login' },
  email: { id: 'shell.login.email', defaultMessage: 'Email' },
  password: { id: 'shell.login.password', defaultMessage: 'Password' },
  updatePassword: { id: 'shell.login.updatePassword', defaultMessage: 'Please update your password' },
});

export const UPDATE_PASSWORD_NOTICE = m.updatePassword.defaultMessage;

/**
 * Spec 2.3 makes both login fields required. The browser's own check stops an empty submit, but
 * the two-field card goes without the design system's asterisk: both fields are obviously needed.
 */
const requiredWithoutMark = (input: HTMLInputElement | null) => {
  if (input) input.required = true;
};

/** The refusal of a password where the email's organisation signs in through its provider. */
const isSsoRequired = (
  body: unknown,
): body is { readonly code: typeof SSO_REQUIRED_CODE; readonly message: string } =>
  typeof body === 'object' && body !== null && 'code' in body && body.code === SSO_REQUIRED_CODE;

/**
 * Spec 2.3 Login; a reply with a lid sends the user to set a password first (spec 4). Beside the
 * form, "Sign in with your organisation" (issue 34): straight to the organisation's provider on
 * its own page (`orgSlug`), else by work email. A password typed for an email whose organisation
 * enforces SSO leads there instead; `?sso_error=` shows why a sign-in at the provider failed.
 */
export const LoginScreen = ({ orgSlug = null }: { readonly orgSlug?: string | null }) => {
  const intl = useIntl();
  usePageTitle(intl.formatMessage(m.title));
  const navigate = useNavigate();
  const { signedIn } = useSession();
  const [searchParams] = useSearchParams();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [status, setStatus] = useState(ssoErrorMessage(intl, searchParams.get('sso_error')) ?? '');
  const [notice, setNotice] = useState('');
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setStatus('');
    try {
      const reply = await callWithReport(
        api.api.auth.login.$post({ json: { email, password } }),
        isSsoRequired,
      );
      if ('code' in reply) {
        setNotice(reply.message);
        goToSso({ email: email.trim() });
        return;
      }
      if ('lid' in reply) {
        navigate(`/reset_password/${encodeURIComponent(reply.lid)}`, {
          state: { notice: intl.formatMessage(m.updatePassword) },
        });
        return;
      }
      signedIn(reply.accessLevel);
      navigate('/');
    } catch (error) {
      setStatus(messageOf(error, intl));
      setBusy(false);
    }
  };

  return (
    <AuthCard title={intl.formatMessage(m.title)}>
      <form onSubmit={submit} className="vs-form">
        <TextField
          label={intl.formatMessage(m.email)}
          type="email"
          autoComplete="username"
          ref={requiredWithoutMark}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <PasswordField
          label={intl.formatMessage(m.password)}
          autoComplete="current-password"
          ref={requiredWithoutMark}
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        <Link to="/forgot_password" className="vs-link">
          <FormattedMessage id="shell.login.reset" defaultMessage="Reset Password" />
        </Link>
        {status ? <StatusLine message={status} tone="error" /> : null}
        {notice ? <StatusLine message={notice} tone="info" /> : null}
        <Button type="submit" busy={busy}>
          <FormattedMessage id="shell.login.submit" defaultMessage="Login" />
        </Button>
      </form>
      <SsoSignIn orgSlug={orgSlug} email={email} />
    </AuthCard>
  );
};
