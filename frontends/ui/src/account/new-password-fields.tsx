import { useIntl } from 'react-intl';
import { PasswordField } from '../components/text-field.tsx';
import { NEW_PASSWORD_MESSAGES, type NewPassword, type PasswordProblem } from './new-password-problem.ts';

/** Props of {@link NewPasswordFields}. */
export interface NewPasswordFieldsProps {
  readonly value: NewPassword;
  readonly onChange: (value: NewPassword) => void;
  /** The first field's label: 'Password' by default, 'New Password' on some account forms. */
  readonly label?: string;
  /** Both blank keep the current password (account forms): the hint says so, nothing is required. */
  readonly optional?: boolean;
  /** Shown on the field it names; leave it out when the form says the problem elsewhere. */
  readonly problem?: PasswordProblem | null;
}

/**
 * A new password and its confirmation (spec 2.3, 2.7), with the domain's password rule as the
 * hint. Check the pair with {@link newPasswordProblem} before sending it.
 *
 * @example
 * ```tsx
 * <NewPasswordFields optional value={pair} onChange={setPair} problem={problem} />
 * ```
 */
export const NewPasswordFields = ({
  value,
  onChange,
  label,
  optional = false,
  problem,
}: NewPasswordFieldsProps) => {
  // A required pair has no required marker: the rule check catches an empty password.
  const intl = useIntl();
  const required = optional ? {} : { 'aria-required': true };
  const rule = intl.formatMessage(NEW_PASSWORD_MESSAGES.rule);
  return (
    <>
      <PasswordField
        label={label ?? intl.formatMessage({ id: 'ui.newPassword.password', defaultMessage: 'Password' })}
        autoComplete="new-password"
        {...required}
        value={value.password}
        onChange={(event) => onChange({ ...value, password: event.target.value })}
        hint={
          optional
            ? intl.formatMessage(
                {
                  id: 'ui.newPassword.keepHint',
                  defaultMessage: 'Leave blank to keep your password. {rule}',
                },
                { rule },
              )
            : rule
        }
        error={problem?.field === 'password' ? problem.message : undefined}
      />
      <PasswordField
        label={intl.formatMessage({ id: 'ui.newPassword.confirmation', defaultMessage: 'Confirm Password' })}
        autoComplete="new-password"
        {...required}
        value={value.confirmation}
        onChange={(event) => onChange({ ...value, confirmation: event.target.value })}
        error={problem?.field === 'confirmation' ? problem.message : undefined}
      />
    </>
  );
};
