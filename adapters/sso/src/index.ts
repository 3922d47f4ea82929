// Enterprise sign-in: the OIDC and SAML 2.0 adapters behind the domain's IdentityProviders port.
export { createIdentityProviders, type IdentityProvidersOptions } from './identity-providers.ts';
export { OIDC_CALLBACK_PATH } from './oidc-callback-path.ts';
export * from './saml-protocol.ts';
