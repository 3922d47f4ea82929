import { CURRENT_PASSWORD_HINT, TEXT_LIMITS } from '@vs/domain';
import { Button, call, Dialog, messageOf, PasswordField, TextField } from '@vs/ui';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { api } from '../api/client.ts';
import { StatusLine } from '../screens/auth-card.tsx';
import { newPasswordProblem, PASSWORD_HINT } from '../session/password-check.ts';

interface AccountDialogProps {
  readonly open: boolean;
  readonly onClose: () => void;
  readonly onSaved: (message: string) => void;
}

/**
 * Spec 2.7 for participants: forename, surname, email, and a new password with its confirmation
 * (both blank keep the current password). A mismatch or a password against the rule sends nothing.
 * Changing the email or the password needs the current password too (the server checks it).
 */
export const AccountDialog = ({ open, onClose, onSaved }: AccountDialogProps) => {
  const formId = useId();
  const [forename, setForename] = useState('');
  const [surname, setSurname] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [currentPassword, setCurrentPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [problem, setProblem] = useState('');
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!open) return;
    let current = true;
    setPassword('');
    setCurrentPassword('');
    setConfirmation('');
    setProblem('');
    call(api.api.user.info.$get()).then(
      ({ user }) => {
        if (!current) return;
        setForename(user.forename);
        setSurname(user.surname);
        setEmail(user.email);
      },
      (error: unknown) => current && setProblem(messageOf(error)),
    );
    return () => {
      current = false;
    };
  }, [open]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const clientProblem = password || confirmation ? newPasswordProblem(password, confirmation) : null;
    setProblem(clientProblem ?? '');
    if (clientProblem) return;
    setBusy(true);
    try {
      const reply = await call(
        api.api.user.updateself.$put({
          json: { forename, surname, email, password, ...(currentPassword ? { currentPassword } : {}) },
        }),
      );
      onSaved(reply.message);
      onClose();
    } catch (error) {
      setProblem(messageOf(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      title="Account"
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form={formId} busy={busy}>
            Save
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} noValidate>
        <TextField
          label="Forename"
          maxLength={TEXT_LIMITS.personName}
          autoComplete="given-name"
          required
          value={forename}
          onChange={(event) => setForename(event.target.value)}
        />
        <TextField
          label="Surname"
          maxLength={TEXT_LIMITS.personName}
          autoComplete="family-name"
          required
          value={surname}
          onChange={(event) => setSurname(event.target.value)}
        />
        <TextField
          label="Email"
          maxLength={TEXT_LIMITS.email}
          type="email"
          autoComplete="email"
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <PasswordField
          label="New Password"
          autoComplete="new-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          hint={`Leave blank to keep your password. ${PASSWORD_HINT}`}
        />
        <PasswordField
          label="Confirm Password"
          autoComplete="new-password"
          value={confirmation}
          onChange={(event) => setConfirmation(event.target.value)}
        />
        <PasswordField
          label="Current Password"
          autoComplete="current-password"
          value={currentPassword}
          onChange={(event) => setCurrentPassword(event.target.value)}
          hint={CURRENT_PASSWORD_HINT}
        />
        {problem ? <StatusLine message={problem} tone="error" /> : null}
      </form>
    </Dialog>
  );
};
