import { invalid } from '../errors/domain-error.ts';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_HINT =
  'Must contain at least one number and one uppercase and lowercase letter, and at least 8 or more characters';

/** At least 8 characters with a digit, a lowercase and an uppercase letter (spec section 5). */
export const isValidPassword = (password: string): boolean =>
  password.length >= PASSWORD_MIN_LENGTH &&
  /\d/.test(password) &&
  /[a-z]/.test(password) &&
  /[A-Z]/.test(password);

export const assertValidPassword = (password: string): void => {
  if (!isValidPassword(password)) throw invalid('USER.WEAK_PASSWORD', PASSWORD_HINT);
};

/** What the account screens say beside the Current Password field (update-self checks it). */
export const CURRENT_PASSWORD_HINT = 'Needed to change your email or password.';
