import { DEFAULT_ORG_ID } from '../../model/organisation.ts';
import type { SsoSettings, StoredSsoSettings } from '../../model/sso.ts';
import type { Deps, DomainConfig } from '../../ports/deps.ts';
import { emailDomainOf } from '../../rules/sso-enforcement.ts';

type Lookup = Pick<Deps, 'store'> & { readonly config: Pick<DomainConfig, 'sso'> };

/** Stored settings with the client secret unsealed (inside the process only). */
export const openSettings = (deps: Pick<Deps, 'secrets'>, stored: StoredSsoSettings): SsoSettings => {
  const { oidc, ...rest } = stored;
  return {
    ...rest,
    oidc:
      oidc === null
        ? null
        : {
            issuer: oidc.issuer,
            clientId: oidc.clientId,
            clientSecret: deps.secrets.open(oidc.sealedClientSecret),
          },
  };
};

/** The settings of one organisation: the default one's from the environment when set there. */
export const ssoSettingsOfOrg = async (
  deps: Lookup & Pick<Deps, 'secrets'>,
  orgId: string,
): Promise<SsoSettings | null> => {
  if (orgId === DEFAULT_ORG_ID && deps.config.sso !== null) return deps.config.sso;
  const stored = await deps.store.sso.findSettings(orgId);
  return stored && openSettings(deps, stored);
};

/** The settings serving an email's domain: the environment's, else an organisation's as stored (secret sealed). */
const settingsOfEmail = async (
  deps: Lookup,
  email: string,
): Promise<{ readonly env: SsoSettings } | { readonly stored: StoredSsoSettings } | null> => {
  const domain = emailDomainOf(email);
  if (domain === null) return null;
  if (deps.config.sso?.emailDomains.includes(domain)) return { env: deps.config.sso };
  const stored = await deps.store.sso.findSettingsByDomain(domain);
  return stored && { stored };
};

/** Whether and how the email's domain is enforced: what password sign-in and reset check. */
export const ssoEnforcementOf = async (
  deps: Lookup,
  email: string,
): Promise<Pick<SsoSettings, 'enforced' | 'emailDomains'> | null> => {
  const found = await settingsOfEmail(deps, email);
  return found === null ? null : 'env' in found ? found.env : found.stored;
};

/** The settings serving an email's domain, ready to sign in with. */
export const ssoSettingsOfEmail = async (
  deps: Lookup & Pick<Deps, 'secrets'>,
  email: string,
): Promise<SsoSettings | null> => {
  const found = await settingsOfEmail(deps, email);
  return found === null ? null : 'env' in found ? found.env : openSettings(deps, found.stored);
};
