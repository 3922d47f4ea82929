import { TEXT_LIMITS } from '@vs/domain';
import { PasswordField, TextField } from '@vs/ui';
import type { ReactNode } from 'react';

/** What the add, edit and account forms share: names, email and a password. */
export interface PersonDetails {
  readonly forename: string;
  readonly surname: string;
  readonly email: string;
  readonly password: string;
}

export const NO_DETAILS: PersonDetails = { forename: '', surname: '', email: '', password: '' };

interface PersonFieldsProps {
  readonly details: PersonDetails;
  readonly onChange: (details: PersonDetails) => void;
  /**
   * 'Password' when adding, 'New Password' when editing someone else; without it there is no
   * password field (a Guide editing a participant: only super-admins set other people's passwords).
   */
  readonly passwordLabel?: string;
  readonly passwordHint?: ReactNode;
  readonly passwordError?: ReactNode;
  /** The signed-in person's own details: the browser may offer to fill them in. */
  readonly ownAccount?: boolean;
}

/**
 * First Name, Last Name, Email and a password field (spec 2.7, 2.11, 2.12). No client-side
 * checks: the server's message says what is wrong (spec 5).
 */
export const PersonFields = ({
  details,
  onChange,
  passwordLabel,
  passwordHint,
  passwordError,
  ownAccount = false,
}: PersonFieldsProps) => (
  <>
    <TextField
      label="First Name"
      maxLength={TEXT_LIMITS.personName}
      autoComplete={ownAccount ? 'given-name' : 'off'}
      value={details.forename}
      onChange={(event) => onChange({ ...details, forename: event.target.value })}
    />
    <TextField
      label="Last Name"
      maxLength={TEXT_LIMITS.personName}
      autoComplete={ownAccount ? 'family-name' : 'off'}
      value={details.surname}
      onChange={(event) => onChange({ ...details, surname: event.target.value })}
    />
    <TextField
      label="Email"
      maxLength={TEXT_LIMITS.email}
      type="email"
      autoComplete={ownAccount ? 'email' : 'off'}
      value={details.email}
      onChange={(event) => onChange({ ...details, email: event.target.value })}
    />
    {passwordLabel === undefined ? null : (
      <PasswordField
        label={passwordLabel}
        autoComplete="new-password"
        hint={passwordHint}
        error={passwordError}
        value={details.password}
        onChange={(event) => onChange({ ...details, password: event.target.value })}
      />
    )}
  </>
);
