import { DEFAULT_ORG_ID } from '../model/organisation.ts';
import type { SsoSettings } from '../model/sso.ts';
import { GUIDE, PARTICIPANT, type User } from '../model/user.ts';
import { emailDomainOf } from './sso-enforcement.ts';

/**
 * Which accounts an organisation's identity provider may speak for. The default organisation's
 * (the deployment's own, set by its operators) may speak for anyone. Any other organisation's is
 * set by that organisation's client admins, so it may only make accounts of its own email domains
 * and only sign in people of that organisation: its participants and its Guides, never a
 * super-admin or someone who works elsewhere only (else a client admin could point it at a
 * provider of their own and take over any account by its email).
 */
export const mayCreateThrough = (
  settings: Pick<SsoSettings, 'orgId' | 'emailDomains'>,
  email: string,
): boolean => {
  if (settings.orgId === DEFAULT_ORG_ID) return true;
  const domain = emailDomainOf(email);
  return domain !== null && settings.emailDomains.includes(domain);
};

export const maySignInThrough = (
  settings: Pick<SsoSettings, 'orgId'>,
  user: Pick<User, 'accessLevel' | 'orgId' | 'orgs'>,
): boolean => {
  if (settings.orgId === DEFAULT_ORG_ID) return true;
  if (user.accessLevel === PARTICIPANT) return user.orgId === settings.orgId;
  return user.accessLevel === GUIDE && user.orgs.some((m) => m.orgId === settings.orgId);
};
