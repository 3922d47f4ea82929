import { conflict, invalid } from '../../errors/domain-error.ts';
import { normaliseEmail } from '../../model/user.ts';
import { defineMessage } from '../../rules/message-descriptor.ts';
import { superAdminAccount } from './bootstrap-super-admin.ts';
import { type AdminCommandDeps, issueAdminLink, type PasswordLink } from './issue-password-link.ts';

export const ACCOUNT_EXISTS_MESSAGE = defineMessage({
  id: 'error.setup.accountExists',
  defaultMessage:
    'A user with this email address exists already: use reset-password to give them a new password.',
});

/**
 * `npm run admin -- create-super-admin EMAIL`: a new super-admin and a one-time link to set their
 * password. Until then the account's password is random and never shown (nobody knows it). An
 * existing account is never promoted: that stays a decision made in the product, by a super-admin.
 */
export const createSuperAdmin = async (
  deps: AdminCommandDeps,
  input: { readonly email: string },
): Promise<PasswordLink> => {
  const email = normaliseEmail(input.email);
  if (email === '')
    throw invalid(
      'USER.DETAILS_REQUIRED',
      defineMessage({ id: 'error.setup.emailRequired', defaultMessage: 'An email address is required.' }),
    );
  if ((await deps.store.users.findByEmail(email)) !== null)
    throw conflict('USER.EMAIL_TAKEN', ACCOUNT_EXISTS_MESSAGE);
  const user = superAdminAccount(deps, email, await deps.passwords.hash(deps.tokens.generate()));
  return deps.store.transaction(async (tx) => {
    await tx.users.insert(user);
    return issueAdminLink(tx, deps, user, 'created');
  });
};
