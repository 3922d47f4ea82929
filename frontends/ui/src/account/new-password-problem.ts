import { isValidPassword } from '@vs/domain';
import { defineMessages, type IntlShape } from 'react-intl';

/** The words of the new-password check: spec 5's rule (the domain's `PASSWORD_HINT`) and the mismatch. */
export const NEW_PASSWORD_MESSAGES = defineMessages({
  rule: {
    id: 'ui.newPassword.rule',
    defaultMessage:
      'Must contain at least one number and one uppercase and lowercase letter, and at least 8 or more characters',
  },
  mismatch: { id: 'ui.newPassword.mismatch', defaultMessage: 'Passwords do not match' },
});

/** What is wrong with a new password and which of its two fields says so. */
export interface PasswordProblem {
  readonly field: 'password' | 'confirmation';
  readonly message: string;
}

/** A new password as typed twice. */
export interface NewPassword {
  readonly password: string;
  readonly confirmation: string;
}

/**
 * The client's check before a new password is sent (spec 5), with the domain's rule, worded by
 * `intl`: the confirmation must match ('Passwords do not match'), then the password must follow the
 * rule (its hint is the message). `optional`: both blank keep the current password. null when it
 * may be sent.
 */
export const newPasswordProblem = (
  intl: IntlShape,
  { password, confirmation }: NewPassword,
  { optional = false }: { readonly optional?: boolean } = {},
): PasswordProblem | null => {
  if (optional && password === '' && confirmation === '') return null;
  if (password !== confirmation)
    return { field: 'confirmation', message: intl.formatMessage(NEW_PASSWORD_MESSAGES.mismatch) };
  return isValidPassword(password)
    ? null
    : { field: 'password', message: intl.formatMessage(NEW_PASSWORD_MESSAGES.rule) };
};
