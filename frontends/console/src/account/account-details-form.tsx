import {
  Button,
  call,
  type NewPassword,
  NewPasswordFields,
  newPasswordProblem,
  PasswordField,
  type PasswordProblem,
  PersonFields,
  type PersonNames,
} from '@vs/ui';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { api } from '../api/client.ts';
import { currentUserKey } from '../api/current-user.ts';
import { useRefreshingAction } from '../api/server-action.ts';
import { FormProblem } from '../people/form-problem.tsx';

const NO_PASSWORD: NewPassword = { password: '', confirmation: '' };

/**
 * The facilitator's own details (spec 2.7): First Name, Last Name, Email, and an optional new
 * Password with Confirm Password. A mismatch or a password against the rule sends nothing
 * (spec 5); the password goes only when typed. Changing the email or the password needs the
 * current password too (the server checks it). PUT /api/user/updateself.
 */
export const AccountDetailsForm = ({ initial }: { readonly initial: PersonNames }) => {
  const headingId = useId();
  const intl = useIntl();
  const [details, setDetails] = useState(initial);
  const [newPassword, setNewPassword] = useState(NO_PASSWORD);
  const [currentPassword, setCurrentPassword] = useState('');
  const [problem, setProblem] = useState<PasswordProblem | null>(null);
  const form = useRef<HTMLFormElement>(null);
  const save = useRefreshingAction({
    send: () =>
      call(
        api.api.user.updateself.$put({
          json: {
            forename: details.forename,
            surname: details.surname,
            email: details.email,
            ...(newPassword.password === '' ? {} : { password: newPassword.password }),
            ...(currentPassword === '' ? {} : { currentPassword }),
          },
        }),
      ),
    refresh: [currentUserKey],
    onDone: () => {
      setNewPassword(NO_PASSWORD);
      setCurrentPassword('');
    },
  });

  // A refused password: focus the field that says why, so its message is read out.
  useEffect(() => {
    if (problem) form.current?.querySelector<HTMLInputElement>('[aria-invalid=true]')?.focus();
  }, [problem]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = newPasswordProblem(intl, newPassword, { optional: true });
    setProblem(found);
    if (!found) save.mutate();
  };

  return (
    <section className="vs-account-card" aria-labelledby={headingId}>
      <h2 id={headingId}>
        <FormattedMessage id="console.account.details.title" defaultMessage="Your Details" />
      </h2>
      <form ref={form} onSubmit={submit} noValidate>
        <PersonFields ownAccount details={details} onChange={setDetails} />
        <NewPasswordFields optional value={newPassword} onChange={setNewPassword} problem={problem} />
        <PasswordField
          label={intl.formatMessage({
            id: 'console.account.details.currentPassword',
            defaultMessage: 'Current Password',
          })}
          autoComplete="current-password"
          hint={intl.formatMessage({
            id: 'console.account.details.currentPasswordHint',
            defaultMessage: 'Needed to change your email or password.',
          })}
          value={currentPassword}
          onChange={(event) => setCurrentPassword(event.target.value)}
        />
        <FormProblem error={save.error} />
        <div className="vs-account-actions">
          <Button type="submit" busy={save.isPending}>
            <FormattedMessage id="console.account.details.save" defaultMessage="Save Details" />
          </Button>
        </div>
      </form>
    </section>
  );
};
