/** The spec's hint (section 5); the server applies the same rule and answers with this text. */
export const PASSWORD_HINT =
  'Must contain at least one number and one uppercase and lowercase letter, and at least 8 or more characters';

export const PASSWORDS_DO_NOT_MATCH = 'Passwords do not match';

/**
 * The client's check before a new password is sent (spec 5): the confirmation must match and
 * the password must follow the rule; null when it may be sent.
 */
export const newPasswordProblem = (password: string, confirmation: string): string | null => {
  if (password !== confirmation) return PASSWORDS_DO_NOT_MATCH;
  const followsRule =
    password.length >= 8 && /\d/.test(password) && /[a-z]/.test(password) && /[A-Z]/.test(password);
  return followsRule ? null : PASSWORD_HINT;
};
