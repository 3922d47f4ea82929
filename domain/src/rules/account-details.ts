import { invalid } from '../errors/domain-error.ts';
import { normaliseEmail } from '../model/user.ts';
import { defineMessage } from './message-descriptor.ts';
import { assertValidPassword } from './password-rule.ts';

export interface AccountDetails {
  readonly forename: string;
  readonly surname: string;
  readonly email: string;
}

export const DETAILS_REQUIRED_MESSAGE = defineMessage({
  id: 'error.user.detailsRequired',
  defaultMessage: 'Forename, surname and email are required.',
});

/** Trimmed names and a normalised email; blanks are refused because whitespace passes a length check. */
export const normaliseAccountDetails = (details: AccountDetails): AccountDetails => {
  const normalised = {
    forename: details.forename.trim(),
    surname: details.surname.trim(),
    email: normaliseEmail(details.email),
  };
  if (normalised.forename === '' || normalised.surname === '' || normalised.email === '') {
    throw invalid('USER.DETAILS_REQUIRED', DETAILS_REQUIRED_MESSAGE);
  }
  return normalised;
};

/**
 * The password an update asks for, checked against the rule; null when none was given, because
 * forms send an empty password to mean "keep the current one".
 */
export const newPasswordOf = (password: string | undefined): string | null => {
  if (password === undefined || password === '') return null;
  assertValidPassword(password);
  return password;
};
