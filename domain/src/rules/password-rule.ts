import { invalid } from '../errors/domain-error.ts';
import { defineMessage } from './message-descriptor.ts';

export const PASSWORD_MIN_LENGTH = 8;
/** Spec 5's password rule, refused in the reader's language; `PASSWORD_HINT` is its English. */
export const WEAK_PASSWORD = defineMessage({
  id: 'error.user.weakPassword',
  defaultMessage:
    'Must contain at least one number and one uppercase and lowercase letter, and at least 8 or more characters',
});
export const PASSWORD_HINT = WEAK_PASSWORD.defaultMessage;

/** At least 8 characters with a digit, a lowercase and an uppercase letter (spec section 5). */
export const isValidPassword = (password: string): boolean =>
  password.length >= PASSWORD_MIN_LENGTH &&
  /\d/.test(password) &&
  /[a-z]/.test(password) &&
  /[A-Z]/.test(password);

export const assertValidPassword = (password: string): void => {
  if (!isValidPassword(password)) throw invalid('USER.WEAK_PASSWORD', WEAK_PASSWORD);
};

/** What the account screens say beside the Current Password field (update-self checks it). */
export const CURRENT_PASSWORD_HINT = 'Needed to change your email or password.';
