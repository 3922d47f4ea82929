// Enterprise sign-in: the OIDC and SAML 2.0 adapters behind the domain's IdentityProviders port.
export * from './saml-protocol.ts';
