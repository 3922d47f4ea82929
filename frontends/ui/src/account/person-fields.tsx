import { TEXT_LIMITS } from '@vs/domain';
import type { ReactNode } from 'react';
import { defineMessages, type MessageDescriptor, useIntl } from 'react-intl';
import { PasswordField, TextField } from '../components/text-field.tsx';

/** A person's names and email as the account, register and people forms edit them. */
export interface PersonNames {
  readonly forename: string;
  readonly surname: string;
  readonly email: string;
}

/** The names and email with the one password the add and edit forms set. */
export interface PersonDetails extends PersonNames {
  readonly password: string;
}

export const NO_DETAILS: PersonDetails = { forename: '', surname: '', email: '', password: '' };

/** The labels of the two name fields: the consoles say First/Last Name, the shell Forename/Surname. */
export interface NameLabels {
  readonly forename: MessageDescriptor;
  readonly surname: MessageDescriptor;
}

export const FIRST_LAST_NAME: NameLabels = defineMessages({
  forename: { id: 'ui.person.firstName', defaultMessage: 'First Name' },
  surname: { id: 'ui.person.lastName', defaultMessage: 'Last Name' },
});
export const FORENAME_SURNAME: NameLabels = defineMessages({
  forename: { id: 'ui.person.forename', defaultMessage: 'Forename' },
  surname: { id: 'ui.person.surname', defaultMessage: 'Surname' },
});

/** Props of {@link PersonFields}. */
export interface PersonFieldsProps<Details extends PersonNames> {
  readonly details: Details;
  readonly onChange: (details: Details) => void;
  /** Default {@link FIRST_LAST_NAME}. */
  readonly nameLabels?: NameLabels;
  /** Every field marked required (the register screen, the shell's account dialog). */
  readonly required?: boolean;
  /** The signed-in person's own details: the browser may offer to fill them in. */
  readonly ownAccount?: boolean;
  /**
   * For details with a password: 'Password' when adding, 'New Password' when editing someone
   * else. Without it there is no password field (a Guide editing a participant: only super-admins
   * set other people's passwords; the account forms use NewPasswordFields).
   */
  readonly passwordLabel?: Details extends PersonDetails ? string : never;
  readonly passwordHint?: ReactNode;
  readonly passwordError?: ReactNode;
}

/** The three fields every person form has, with the browser's autofill name for one's own account. */
const NAME_AND_EMAIL = [
  { field: 'forename', maxLength: TEXT_LIMITS.personName, autoComplete: 'given-name' },
  { field: 'surname', maxLength: TEXT_LIMITS.personName, autoComplete: 'family-name' },
  { field: 'email', maxLength: TEXT_LIMITS.email, autoComplete: 'email' },
] as const;

/**
 * The names, the email and, for details with a password, a password field (spec 2.3, 2.7, 2.11,
 * 2.12). No client-side checks: the server's message says what is wrong (spec 5).
 */
export const PersonFields = <Details extends PersonNames>({
  details,
  onChange,
  nameLabels = FIRST_LAST_NAME,
  required,
  ownAccount = false,
  passwordLabel,
  passwordHint,
  passwordError,
}: PersonFieldsProps<Details>) => {
  const intl = useIntl();
  const password = 'password' in details && typeof details.password === 'string' ? details.password : null;
  return (
    <>
      {NAME_AND_EMAIL.map(({ field, maxLength, autoComplete }) => (
        <TextField
          key={field}
          label={
            field === 'email'
              ? intl.formatMessage({ id: 'ui.person.email', defaultMessage: 'Email' })
              : intl.formatMessage(nameLabels[field])
          }
          maxLength={maxLength}
          type={field === 'email' ? 'email' : 'text'}
          autoComplete={ownAccount ? autoComplete : 'off'}
          required={required}
          value={details[field]}
          onChange={(event) => onChange({ ...details, [field]: event.target.value })}
        />
      ))}
      {passwordLabel === undefined || password === null ? null : (
        <PasswordField
          label={passwordLabel}
          autoComplete="new-password"
          required={required}
          hint={passwordHint}
          error={passwordError}
          value={password}
          onChange={(event) => onChange({ ...details, password: event.target.value })}
        />
      )}
    </>
  );
};
