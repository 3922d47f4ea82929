import { isValidPassword, PASSWORD_HINT } from '@vs/domain';

const PASSWORDS_DO_NOT_MATCH = 'Passwords do not match';

/** What is wrong with a new password and which field says so. */
export interface PasswordProblem {
  readonly field: 'password' | 'confirmation';
  readonly message: string;
}

/**
 * The account form's check before anything is sent (spec 5): both blank keep the current
 * password; otherwise the confirmation must match ('Passwords do not match') and the password
 * must follow the rule (its hint is the message). null when the form may be sent.
 */
export const newPasswordProblem = (password: string, confirmation: string): PasswordProblem | null => {
  if (password === '' && confirmation === '') return null;
  if (password !== confirmation) return { field: 'confirmation', message: PASSWORDS_DO_NOT_MATCH };
  return isValidPassword(password) ? null : { field: 'password', message: PASSWORD_HINT };
};
