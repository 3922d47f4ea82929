import {
  Button,
  call,
  Dialog,
  FORENAME_SURNAME,
  messageOf,
  type NewPassword,
  NewPasswordFields,
  newPasswordProblem,
  PasswordField,
  PersonalDataButton,
  PersonFields,
  type PersonNames,
} from '@vs/ui';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { api } from '../api/client.ts';
import { StatusLine } from '../screens/auth-card.tsx';

const m = defineMessages({
  title: { id: 'shell.account.title', defaultMessage: 'Account' },
  newPassword: { id: 'shell.account.newPassword', defaultMessage: 'New Password' },
  currentPassword: { id: 'shell.account.currentPassword', defaultMessage: 'Current Password' },
  currentPasswordHint: {
    id: 'shell.account.currentPasswordHint',
    defaultMessage: 'Needed to change your email or password.',
  },
});

const NO_NAMES: PersonNames = { forename: '', surname: '', email: '' };
const NO_PASSWORD: NewPassword = { password: '', confirmation: '' };

interface AccountDialogProps {
  readonly open: boolean;
  readonly onClose: () => void;
  readonly onSaved: (message: string) => void;
}

/**
 * Spec 2.7 for participants: forename, surname, email, and a new password with its confirmation
 * (both blank keep the current password). A mismatch or a password against the rule sends nothing.
 * Changing the email or the password needs the current password too (the server checks it).
 * Below the form, 'Download my data': everything held about them as a JSON file (GDPR article 15).
 */
export const AccountDialog = ({ open, onClose, onSaved }: AccountDialogProps) => {
  const formId = useId();
  const [names, setNames] = useState(NO_NAMES);
  const [newPassword, setNewPassword] = useState(NO_PASSWORD);
  const [currentPassword, setCurrentPassword] = useState('');
  const intl = useIntl();
  // The load's refusal is worded in the language of the moment; a switch does not reload the form.
  const intlNow = useRef(intl);
  intlNow.current = intl;
  const [problem, setProblem] = useState('');
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!open) return;
    let current = true;
    setNewPassword(NO_PASSWORD);
    setCurrentPassword('');
    setProblem('');
    call(api.api.user.info.$get()).then(
      ({ user }) => {
        if (!current) return;
        setNames({ forename: user.forename, surname: user.surname, email: user.email });
      },
      (error: unknown) => current && setProblem(messageOf(error, intlNow.current)),
    );
    return () => {
      current = false;
    };
  }, [open]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const clientProblem = newPasswordProblem(intl, newPassword, { optional: true })?.message;
    setProblem(clientProblem ?? '');
    if (clientProblem) return;
    setBusy(true);
    try {
      const reply = await call(
        api.api.user.updateself.$put({
          json: {
            forename: names.forename,
            surname: names.surname,
            email: names.email,
            password: newPassword.password,
            ...(currentPassword ? { currentPassword } : {}),
          },
        }),
      );
      onSaved(reply.message);
      onClose();
    } catch (error) {
      setProblem(messageOf(error, intl));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      title={intl.formatMessage(m.title)}
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            <FormattedMessage id="shell.account.cancel" defaultMessage="Cancel" />
          </Button>
          <Button type="submit" form={formId} busy={busy}>
            <FormattedMessage id="shell.account.save" defaultMessage="Save" />
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} noValidate>
        <PersonFields details={names} onChange={setNames} nameLabels={FORENAME_SURNAME} required ownAccount />
        <NewPasswordFields
          label={intl.formatMessage(m.newPassword)}
          optional
          value={newPassword}
          onChange={setNewPassword}
        />
        <PasswordField
          label={intl.formatMessage(m.currentPassword)}
          autoComplete="current-password"
          value={currentPassword}
          onChange={(event) => setCurrentPassword(event.target.value)}
          hint={intl.formatMessage(m.currentPasswordHint)}
        />
        {problem ? <StatusLine message={problem} tone="error" /> : null}
      </form>
      <PersonalDataButton>
        <FormattedMessage id="shell.account.download" defaultMessage="Download my data" />
      </PersonalDataButton>
    </Dialog>
  );
};
