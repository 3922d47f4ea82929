import { DomainError, defineMessage, type IdentityProviders } from '@vs/domain';
import { createOidcProtocol } from './oidc-protocol.ts';
import type { SamlProtocol } from './saml-protocol.ts';

export interface IdentityProvidersOptions {
  /** This service's public origin (PUBLIC_URL). */
  readonly publicUrl: string;
  /** The SAML service provider; without it, SAML sign-in answers that it is not available. */
  readonly saml?: SamlProtocol | undefined;
}

const noSaml = (): DomainError =>
  new DomainError(
    'unavailable',
    'SAML.UNAVAILABLE',
    defineMessage({
      id: 'error.sso.samlUnavailable',
      defaultMessage: 'SAML sign-in is not available on this server.',
    }),
  );

/** The IdentityProviders port: each call goes to the protocol the organisation's settings name. */
export const createIdentityProviders = (options: IdentityProvidersOptions): IdentityProviders => {
  const oidc = createOidcProtocol({ publicUrl: options.publicUrl });
  const saml = options.saml;
  return {
    authorizationUrl: (settings, pending) => {
      if (settings.protocol === 'oidc') return oidc.authorizationUrl(settings, pending);
      return saml ? saml.authorizationUrl(settings, pending) : Promise.reject(noSaml());
    },
    oidcIdentity: (settings, pending, callbackUrl) => oidc.oidcIdentity(settings, pending, callbackUrl),
    samlIdentity: (settings, pending, samlResponse) =>
      saml ? saml.samlIdentity(settings, pending, samlResponse) : Promise.reject(noSaml()),
    samlMetadata: (orgSlug) => (saml ? saml.samlMetadata(orgSlug) : Promise.reject(noSaml())),
  };
};
