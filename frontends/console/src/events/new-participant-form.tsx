import { isValidPassword, TEXT_LIMITS } from '@vs/domain';
import { Button, Checkbox, PasswordField, TextField } from '@vs/ui';
import { type FormEvent, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

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
  const intl = useIntl();
  const [form, setForm] = useState<NewParticipant>(EMPTY);
  const [weakPassword, setWeakPassword] = useState(false);
  // Spec 5's password rule (the domain's PASSWORD_HINT, in the viewer's language).
  const passwordHint = intl.formatMessage({
    id: 'console.events.newParticipant.passwordHint',
    defaultMessage:
      'Must contain at least one number and one uppercase and lowercase letter, and at least 8 or more characters',
  });
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
          label={intl.formatMessage({
            id: 'console.events.newParticipant.forename',
            defaultMessage: 'First Name',
          })}
          maxLength={TEXT_LIMITS.personName}
          required
          autoComplete="off"
          value={form.forename}
          onChange={(event) => edit({ forename: event.target.value })}
        />
        <TextField
          label={intl.formatMessage({
            id: 'console.events.newParticipant.surname',
            defaultMessage: 'Last Name',
          })}
          maxLength={TEXT_LIMITS.personName}
          required
          autoComplete="off"
          value={form.surname}
          onChange={(event) => edit({ surname: event.target.value })}
        />
      </div>
      <TextField
        label={intl.formatMessage({ id: 'console.events.newParticipant.email', defaultMessage: 'Email' })}
        maxLength={TEXT_LIMITS.email}
        type="email"
        required
        autoComplete="off"
        value={form.email}
        onChange={(event) => edit({ email: event.target.value })}
      />
      <PasswordField
        label={intl.formatMessage({
          id: 'console.events.newParticipant.password',
          defaultMessage: 'Password',
        })}
        required
        autoComplete="new-password"
        {...(weakPassword ? { error: passwordHint } : { hint: passwordHint })}
        value={form.password}
        onChange={(event) => edit({ password: event.target.value })}
      />
      <Checkbox
        label={intl.formatMessage({
          id: 'console.events.newParticipant.setupLink',
          defaultMessage: 'Send a set-up link',
        })}
        hint={intl.formatMessage({
          id: 'console.events.newParticipant.setupLinkHint',
          defaultMessage: 'At their first login they are asked to choose their own password.',
        })}
        checked={form.setupLink}
        onChange={(event) => edit({ setupLink: event.target.checked })}
      />
      <div className="vs-dialog-actions">
        <Button variant="secondary" disabled={busy} onClick={onCancel}>
          <FormattedMessage id="console.events.newParticipant.cancel" defaultMessage="Cancel" />
        </Button>
        <Button type="submit" busy={busy}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
};
