import type { IdentityProviders, OrganisationRepository } from '@vs/domain';

/** How far the identity provider's clock may be from ours, both ways. */
export const SAML_CLOCK_SKEW_MS = 60_000;

export interface SamlProtocolOptions {
  /** The deployment's public origin (`https://values.example.com`), as the IdP's browser reaches it. */
  readonly publicUrl: string;
  /** An organisation's slug names its service provider (`?org=<slug>`); only the default organisation has none. */
  readonly organisations: Pick<OrganisationRepository, 'findById'>;
}

/** The port's SAML half; the OIDC adapter answers `oidcIdentity`, and `authorizationUrl` for OIDC settings. */
export type SamlProtocol = Pick<IdentityProviders, 'authorizationUrl' | 'samlIdentity' | 'samlMetadata'>;

/**
 * The SAML 2.0 service provider (saml-service-provider.ts). node-saml and its XML libraries are
 * loaded by the first SAML request: most deployments never have one, and the API would otherwise
 * hold them for good.
 */
export const createSamlProtocol = (options: SamlProtocolOptions): SamlProtocol => {
  let loaded: Promise<SamlProtocol> | undefined;
  const provider = (): Promise<SamlProtocol> => {
    loaded ??= import('./saml-service-provider.ts').then((module) =>
      module.createSamlServiceProvider(options),
    );
    return loaded;
  };
  return {
    authorizationUrl: async (settings, pending) => (await provider()).authorizationUrl(settings, pending),
    samlIdentity: async (settings, pending, samlResponse) =>
      (await provider()).samlIdentity(settings, pending, samlResponse),
    samlMetadata: async (orgSlug) => (await provider()).samlMetadata(orgSlug),
  };
};
