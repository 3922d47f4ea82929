import { isSsoRefusal, type SsoRefusal } from '@vs/domain';
import { Button, TextField } from '@vs/ui';
import { type FormEvent, useCallback, useState } from 'react';
import {
  defineMessages,
  FormattedMessage,
  type IntlShape,
  type MessageDescriptor,
  useIntl,
} from 'react-intl';
import { StatusLine } from './auth-card.tsx';

/** Sends the browser to its organisation's identity provider (by work email or organisation slug). */
export const goToSso = (by: { readonly email: string } | { readonly org: string }): void => {
  window.location.assign(`/api/auth/sso/start?${new URLSearchParams(by)}`);
};

/** Each `?sso_error=` code's words (the same English as the API's refusal, `SSO_REFUSALS`). */
export const SSO_REFUSAL_MESSAGES: Readonly<Record<SsoRefusal, MessageDescriptor>> = defineMessages({
  expired: {
    id: 'shell.ssoRefusal.expired',
    defaultMessage: 'That sign-in took too long or was already used. Please sign in again.',
  },
  not_configured: {
    id: 'shell.ssoRefusal.notConfigured',
    defaultMessage: 'No identity provider signs in this organisation or email address.',
  },
  provider: {
    id: 'shell.ssoRefusal.provider',
    defaultMessage:
      'Your identity provider did not confirm the sign-in. Please try again, or ask your administrator.',
  },
  replayed: {
    id: 'shell.ssoRefusal.replayed',
    defaultMessage: 'That sign-in was already used. Please sign in again.',
  },
  no_email: {
    id: 'shell.ssoRefusal.noEmail',
    defaultMessage:
      'Your identity provider did not send your email address. Ask your administrator to release it.',
  },
  unverified_email: {
    id: 'shell.ssoRefusal.unverifiedEmail',
    defaultMessage:
      'An account with your email already exists, and your identity provider did not confirm the address. Ask your administrator.',
  },
  no_role: {
    id: 'shell.ssoRefusal.noRole',
    defaultMessage: 'Your organisation has not given you access to this service. Ask your administrator.',
  },
  foreign_account: {
    id: 'shell.ssoRefusal.foreignAccount',
    defaultMessage:
      "Your organisation's identity provider cannot sign in this account. Ask your administrator.",
  },
  participants_off: {
    id: 'shell.ssoRefusal.participantsOff',
    defaultMessage: 'Participants sign in with their logon link or password, not through the organisation.',
  },
  rate_limited: {
    id: 'shell.ssoRefusal.rateLimited',
    defaultMessage: 'Too many sign-in attempts. Please wait a few minutes and try again.',
  },
});

/** The plain message for `?sso_error=<code>` (a failed sign-in at the provider), or null. */
export const ssoErrorMessage = (intl: IntlShape, code: string | null): string | null => {
  if (code === null) return null;
  return intl.formatMessage(SSO_REFUSAL_MESSAGES[isSsoRefusal(code) ? code : 'provider']);
};

const m = defineMessages({
  button: { id: 'shell.sso.button', defaultMessage: 'Sign in with your organisation' },
  workEmail: { id: 'shell.sso.workEmail', defaultMessage: 'Work email' },
  where: {
    id: 'shell.sso.where',
    defaultMessage: "You will sign in at your organisation's identity provider.",
  },
});

/**
 * "Sign in with your organisation" beside the password form (issue 34). On an organisation's own
 * page whose organisation has SSO it goes straight to its provider; elsewhere it asks for the work
 * email first, whose domain names the provider.
 */
export const SsoSignIn = ({
  orgSlug,
  email,
}: {
  readonly orgSlug: string | null;
  readonly email: string;
}) => {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const [workEmail, setWorkEmail] = useState(email);
  const [busy, setBusy] = useState(false);
  // The button that opened the form is gone: focus moves on to the field that replaced it.
  const focusOnOpen = useCallback((input: HTMLInputElement | null) => input?.focus(), []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    goToSso({ email: workEmail.trim() });
  };

  if (orgSlug !== null)
    return (
      <div className="vs-sso">
        <Button
          variant="secondary"
          busy={busy}
          onClick={() => {
            setBusy(true);
            goToSso({ org: orgSlug });
          }}
        >
          <FormattedMessage {...m.button} />
        </Button>
      </div>
    );
  if (!open)
    return (
      <div className="vs-sso">
        <Button variant="secondary" onClick={() => setOpen(true)}>
          <FormattedMessage {...m.button} />
        </Button>
      </div>
    );
  return (
    <form className="vs-form vs-sso" onSubmit={submit} aria-label={intl.formatMessage(m.button)}>
      <TextField
        label={intl.formatMessage(m.workEmail)}
        type="email"
        autoComplete="username"
        required
        ref={focusOnOpen}
        value={workEmail}
        onChange={(event) => setWorkEmail(event.target.value)}
      />
      <StatusLine tone="info" message={intl.formatMessage(m.where)} />
      <Button type="submit" busy={busy}>
        <FormattedMessage id="shell.sso.continue" defaultMessage="Continue" />
      </Button>
    </form>
  );
};
