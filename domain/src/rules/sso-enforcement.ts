import type { SsoSettings } from '../model/sso.ts';
import { type AccessLevel, normaliseEmail, SUPER_ADMIN } from '../model/user.ts';

/** The lower-case domain of an email address (`ana@Example.COM` -> `example.com`); null without one. */
export const emailDomainOf = (email: string): string | null => {
  const normalised = normaliseEmail(email);
  const at = normalised.lastIndexOf('@');
  const domain = normalised.slice(at + 1);
  return at <= 0 || domain === '' ? null : domain;
};

/** Whether the settings make the email's domain sign in through its identity provider only. */
export const enforcesDomainOf = (
  settings: Pick<SsoSettings, 'enforced' | 'emailDomains'>,
  email: string,
): boolean => {
  const domain = emailDomainOf(email);
  return settings.enforced && domain !== null && settings.emailDomains.includes(domain);
};

export type PasswordSignIn = 'allowed' | 'sso-required' | 'break-glass';

/**
 * Whether a password may sign this email in, given the settings serving its domain (null: none):
 * refused where SSO is enforced, except for super-admins, whose password always works
 * (break-glass, for when the identity provider is down) and is audited as such.
 */
export const passwordSignInFor = (
  settings: Pick<SsoSettings, 'enforced' | 'emailDomains'> | null,
  email: string,
  accessLevel: AccessLevel | null,
): PasswordSignIn => {
  if (settings === null || !enforcesDomainOf(settings, email)) return 'allowed';
  return accessLevel === SUPER_ADMIN ? 'break-glass' : 'sso-required';
};
