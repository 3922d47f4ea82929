// Enterprise sign-in: the OIDC and SAML 2.0 adapters behind the domain's IdentityProviders port.
export { createIdentityProviders, type IdentityProvidersOptions } from './identity-providers.ts';
export { OIDC_CALLBACK_PATH } from './oidc-protocol.ts';
export * from './saml-protocol.ts';
