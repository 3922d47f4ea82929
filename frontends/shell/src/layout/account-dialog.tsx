import { type FormEvent, useEffect, useState } from 'react';
import { api, call, messageOf } from '../api/client.ts';
import { newPasswordProblem, PASSWORD_HINT } from '../session/password-check.ts';
import { FormField } from './form-field.tsx';
import { Modal } from './modal.tsx';

interface AccountDialogProps {
  readonly open: boolean;
  readonly onClose: () => void;
  readonly onSaved: (message: string) => void;
}

/** Spec 2.7 for participants: forename, surname, email, and a new password (blank keeps it). */
export const AccountDialog = ({ open, onClose, onSaved }: AccountDialogProps) => {
  const [forename, setForename] = useState('');
  const [surname, setSurname] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [problem, setProblem] = useState('');
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!open) return;
    setPassword('');
    setConfirmation('');
    setProblem('');
    call(api.api.user.info.$get()).then(
      ({ user }) => {
        setForename(user.forename);
        setSurname(user.surname);
        setEmail(user.email);
      },
      (error: unknown) => setProblem(messageOf(error)),
    );
  }, [open]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const clientProblem = password || confirmation ? newPasswordProblem(password, confirmation) : null;
    setProblem(clientProblem ?? '');
    if (clientProblem) return;
    setBusy(true);
    try {
      const reply = await call(
        api.api.user.updateself.$put({ json: { forename, surname, email, password } }),
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
    <Modal title="Account" open={open} onClose={onClose}>
      <form onSubmit={submit} className="vs-form" noValidate>
        <FormField
          label="Forename"
          autoComplete="given-name"
          required
          value={forename}
          onChange={setForename}
        />
        <FormField
          label="Surname"
          autoComplete="family-name"
          required
          value={surname}
          onChange={setSurname}
        />
        <FormField
          label="Email"
          type="email"
          autoComplete="email"
          required
          value={email}
          onChange={setEmail}
        />
        <FormField
          label="New Password"
          type="password"
          autoComplete="new-password"
          value={password}
          onChange={setPassword}
          hint={`Leave blank to keep your password. ${PASSWORD_HINT}`}
        />
        <FormField
          label="Confirm Password"
          type="password"
          autoComplete="new-password"
          value={confirmation}
          onChange={setConfirmation}
        />
        {problem ? (
          <p className="vs-status vs-status-error" role="alert">
            {problem}
          </p>
        ) : null}
        <div className="vs-modal-actions">
          <button type="button" className="vs-button" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className="vs-button vs-button-primary" disabled={busy}>
            Save
          </button>
        </div>
      </form>
    </Modal>
  );
};
