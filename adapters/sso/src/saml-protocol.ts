import { loadedOnce } from './loaded-once.ts';
import type { SamlProtocol, SamlProtocolOptions } from './saml-service-provider.ts';

export type { SamlProtocol, SamlProtocolOptions } from './saml-service-provider.ts';

/**
 * The SAML 2.0 service provider (saml-service-provider.ts). node-saml and its XML libraries are
 * loaded by the first SAML request: most deployments never have one, and the API would otherwise
 * hold them for good.
 */
export const createSamlProtocol = (options: SamlProtocolOptions): SamlProtocol => {
  const provider = loadedOnce(() =>
    import('./saml-service-provider.ts').then((module) => module.createSamlServiceProvider(options)),
  );
  return {
    authorizationUrl: async (settings, pending) => (await provider()).authorizationUrl(settings, pending),
    samlIdentity: async (settings, pending, samlResponse) =>
      (await provider()).samlIdentity(settings, pending, samlResponse),
    samlMetadata: async (orgSlug) => (await provider()).samlMetadata(orgSlug),
  };
};
