import { isSsoRefusal, SSO_REFUSALS } from '@vs/domain';
import { Button, TextField } from '@vs/ui';
import { type FormEvent, useCallback, useState } from 'react';
import { StatusLine } from './auth-card.tsx';

/** Sends the browser to its organisation's identity provider (by work email or organisation slug). */
export const goToSso = (by: { readonly email: string } | { readonly org: string }): void => {
  window.location.assign(`/api/auth/sso/start?${new URLSearchParams(by)}`);
};

/** The plain message for `?sso_error=<code>` (a failed sign-in at the provider), or null. */
export const ssoErrorMessage = (code: string | null): string | null => {
  if (code === null) return null;
  return isSsoRefusal(code) ? SSO_REFUSALS[code] : SSO_REFUSALS.provider;
};

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
          Sign in with your organisation
        </Button>
      </div>
    );
  if (!open)
    return (
      <div className="vs-sso">
        <Button variant="secondary" onClick={() => setOpen(true)}>
          Sign in with your organisation
        </Button>
      </div>
    );
  return (
    <form className="vs-form vs-sso" onSubmit={submit} aria-label="Sign in with your organisation">
      <TextField
        label="Work email"
        type="email"
        autoComplete="username"
        required
        ref={focusOnOpen}
        value={workEmail}
        onChange={(event) => setWorkEmail(event.target.value)}
      />
      <StatusLine tone="info" message="You will sign in at your organisation's identity provider." />
      <Button type="submit" busy={busy}>
        Continue
      </Button>
    </form>
  );
};
