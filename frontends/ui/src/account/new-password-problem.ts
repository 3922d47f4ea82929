import { isValidPassword, PASSWORD_HINT } from '@vs/domain';

export const PASSWORDS_DO_NOT_MATCH = 'Passwords do not match';

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
 * The client's check before a new password is sent (spec 5), with the domain's rule and hint: the
 * confirmation must match ('Passwords do not match'), then the password must follow the rule (its
 * hint is the message). `optional`: both blank keep the current password. null when it may be sent.
 */
export const newPasswordProblem = (
  { password, confirmation }: NewPassword,
  { optional = false }: { readonly optional?: boolean } = {},
): PasswordProblem | null => {
  if (optional && password === '' && confirmation === '') return null;
  if (password !== confirmation) return { field: 'confirmation', message: PASSWORDS_DO_NOT_MATCH };
  return isValidPassword(password) ? null : { field: 'password', message: PASSWORD_HINT };
};
