import { isValidPassword, PASSWORD_HINT, TEXT_LIMITS } from '@vs/domain';
import { Button, Checkbox, PasswordField, TextField } from '@vs/ui';
import { type FormEvent, useState } from 'react';

/** What `POST /api/auth/register` needs for a participant, besides the access level. */
export interface NewParticipant {
  readonly forename: string;
  readonly surname: string;
  readonly email: string;
  readonly password: string;
  readonly setupLink: boolean;
}

const EMPTY: NewParticipant = { forename: '', surname: '', email: '', password: '', setupLink: false };

/**
 * Spec 2.11: First Name, Last Name, Email, Password (the rule of spec 5 as its hint, checked here
 * too: a weak password is shown as the field's error and nothing is sent) and 'Send a set-up
 * link'. The fields keep what was typed when the server refuses.
 */
export const NewParticipantForm = ({
  busy,
  submitLabel,
  onSubmit,
  onCancel,
}: {
  busy: boolean;
  submitLabel: string;
  onSubmit: (participant: NewParticipant) => void;
  onCancel: () => void;
}) => {
  const [form, setForm] = useState<NewParticipant>(EMPTY);
  const [weakPassword, setWeakPassword] = useState(false);
  const edit = (change: Partial<NewParticipant>) => setForm((current) => ({ ...current, ...change }));
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const weak = !isValidPassword(form.password);
    setWeakPassword(weak);
    if (!weak) onSubmit(form);
  };
  return (
    <form className="vs-new-participant" onSubmit={submit}>
      <div className="vs-new-participant-names">
        <TextField
          label="First Name"
          maxLength={TEXT_LIMITS.personName}
          required
          autoComplete="off"
          value={form.forename}
          onChange={(event) => edit({ forename: event.target.value })}
        />
        <TextField
          label="Last Name"
          maxLength={TEXT_LIMITS.personName}
          required
          autoComplete="off"
          value={form.surname}
          onChange={(event) => edit({ surname: event.target.value })}
        />
      </div>
      <TextField
        label="Email"
        maxLength={TEXT_LIMITS.email}
        type="email"
        required
        autoComplete="off"
        value={form.email}
        onChange={(event) => edit({ email: event.target.value })}
      />
      <PasswordField
        label="Password"
        required
        autoComplete="new-password"
        {...(weakPassword ? { error: PASSWORD_HINT } : { hint: PASSWORD_HINT })}
        value={form.password}
        onChange={(event) => edit({ password: event.target.value })}
      />
      <Checkbox
        label="Send a set-up link"
        hint="At their first login they are asked to choose their own password."
        checked={form.setupLink}
        onChange={(event) => edit({ setupLink: event.target.checked })}
      />
      <div className="vs-dialog-actions">
        <Button variant="secondary" disabled={busy} onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" busy={busy}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
};
