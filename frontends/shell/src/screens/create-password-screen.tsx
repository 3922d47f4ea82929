import { Button, call, messageOf, type NewPassword, NewPasswordFields, newPasswordProblem } from '@vs/ui';
import { type FormEvent, useEffect, useState } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';
import { api } from '../api/client.ts';
import { PageLoading } from '../layout/page-loading.tsx';
import { usePageTitle } from '../layout/page-title.ts';
import { useSession } from '../session/session.tsx';
import { AuthCard, StatusLine } from './auth-card.tsx';

const m = defineMessages({
  title: { id: 'shell.createPassword.title', defaultMessage: 'Create a Password' },
  invalidLink: { id: 'shell.createPassword.invalidLink', defaultMessage: 'Invalid Link' },
});

export const INVALID_LINK = m.invalidLink.defaultMessage;

type LinkState =
  | { readonly kind: 'loading' }
  | { readonly kind: 'invalid' }
  | { readonly kind: 'usable'; readonly uid: string };

/**
 * Spec 2.3 Create a Password, reached from a logon or reset link (/reset_password/{lid}). A used
 * or unknown link shows 'Invalid Link'; after the password is set the user is logged in and
 * goes to / (spec 4).
 */
export const CreatePasswordScreen = () => {
  const intl = useIntl();
  const title = intl.formatMessage(m.title);
  usePageTitle(title);
  const { lid = '' } = useParams();
  const navigate = useNavigate();
  const notice = (useLocation().state as { notice?: string } | null)?.notice;
  const { signedIn } = useSession();
  const [link, setLink] = useState<LinkState>({ kind: 'loading' });
  const [newPassword, setNewPassword] = useState<NewPassword>({ password: '', confirmation: '' });
  const [problem, setProblem] = useState('');
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let current = true;
    call(api.api.logon_link.$get({ query: { lid } })).then(
      (reply) =>
        current && setLink(reply.link.used ? { kind: 'invalid' } : { kind: 'usable', uid: reply.link.uid }),
      () => current && setLink({ kind: 'invalid' }),
    );
    return () => {
      current = false;
    };
  }, [lid]);

  if (link.kind === 'loading') return <PageLoading />;
  if (link.kind === 'invalid') {
    return (
      <AuthCard title={title}>
        <StatusLine message={intl.formatMessage(m.invalidLink)} tone="error" />
        <p>
          <FormattedMessage
            id="shell.createPassword.newLink"
            defaultMessage="Ask your facilitator for a new link, or <link>request a password reset</link>."
            values={{ link: (text) => <Link to="/forgot_password">{text}</Link> }}
          />
        </p>
      </AuthCard>
    );
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const clientProblem = newPasswordProblem(intl, newPassword)?.message;
    setProblem(clientProblem ?? '');
    if (clientProblem) return;
    setBusy(true);
    try {
      const reply = await call(
        api.api.auth.reset_password.$put({ json: { uid: link.uid, lid, password: newPassword.password } }),
      );
      signedIn(reply.accessLevel);
      navigate('/');
    } catch (error) {
      setProblem(messageOf(error, intl));
      setBusy(false);
    }
  };

  return (
    <AuthCard title={title}>
      {notice ? <StatusLine message={notice} tone="info" /> : null}
      <form onSubmit={submit} className="vs-form" noValidate>
        <NewPasswordFields value={newPassword} onChange={setNewPassword} />
        {problem ? <StatusLine message={problem} tone="error" /> : null}
        <Button type="submit" busy={busy}>
          <FormattedMessage id="shell.createPassword.submit" defaultMessage="Set Password" />
        </Button>
      </form>
    </AuthCard>
  );
};
