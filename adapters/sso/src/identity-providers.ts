import { DomainError, defineMessage, type IdentityProviders } from '@vs/domain';
import { loadedOnce } from './loaded-once.ts';
import type { SamlProtocol } from './saml-service-provider.ts';

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
  // openid-client is loaded by the first OIDC sign-in: most deployments never have one.
  const oidc = loadedOnce(() =>
    import('./oidc-protocol.ts').then((module) =>
      module.createOidcProtocol({ publicUrl: options.publicUrl }),
    ),
  );
  const saml = options.saml;
  return {
    authorizationUrl: async (settings, pending) => {
      if (settings.protocol === 'oidc') return (await oidc()).authorizationUrl(settings, pending);
      if (!saml) throw noSaml();
      return saml.authorizationUrl(settings, pending);
    },
    oidcIdentity: async (settings, pending, callbackUrl) =>
      (await oidc()).oidcIdentity(settings, pending, callbackUrl),
    samlIdentity: (settings, pending, samlResponse) =>
      saml ? saml.samlIdentity(settings, pending, samlResponse) : Promise.reject(noSaml()),
    samlMetadata: (orgSlug) => (saml ? saml.samlMetadata(orgSlug) : Promise.reject(noSaml())),
  };
};
