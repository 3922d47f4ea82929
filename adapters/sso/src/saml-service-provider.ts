import {
  type CacheProvider,
  generateServiceProviderMetadata,
  SAML,
  ValidateInResponseTo,
} from '@node-saml/node-saml';
import {
  DEFAULT_ORG_ID,
  DEFAULT_ORG_SLUG,
  type IdentityProviders,
  type OrganisationRepository,
  type PendingSsoSignIn,
  type SamlSettings,
  type SsoSettings,
} from '@vs/domain';
import { readResponseDestination, readSamlAssertion } from './saml-assertion.ts';
import { samlIdentityFrom } from './saml-identity.ts';
import { parseSamlIdpMetadata, type SamlIdpMetadata } from './saml-idp-metadata.ts';
import { refusalFor, samlRefusal } from './saml-refusal.ts';

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
 * The AuthnRequest's ID: the pending sign-in's nonce behind an underscore, so that it is an
 * xs:ID (an NCName may not begin with a digit or `-`, as a base64url nonce may).
 */
const requestIdOf = (pending: PendingSsoSignIn): string => `_${pending.nonce}`;

/**
 * node-saml's store of outstanding request ids, holding exactly one: the pending sign-in's.
 * The pending record itself is kept, expired and consumed by the sign-in use case; an
 * InResponseTo naming any other request finds nothing here.
 */
const pendingRequestCache = (pending: PendingSsoSignIn): CacheProvider => {
  const requestId = requestIdOf(pending);
  return {
    saveAsync: async (_key, value) => ({ value, createdAt: Date.now() }),
    getAsync: async (key) => (key === requestId ? new Date().toISOString() : null),
    removeAsync: async (key) => key,
  };
};

/**
 * The SAML 2.0 service provider (HTTP-Redirect AuthnRequests, HTTP-POST responses) with
 * node-saml. Signed assertions are required (a signed Response around an unsigned assertion is
 * not enough); audience, recipient, destination, issuer, NotBefore/NotOnOrAfter (60 s skew)
 * and InResponseTo (the pending sign-in's request, and no other) are checked. Every refusal is
 * a DomainError `unauthenticated` with a plain message (see saml-refusal.ts).
 */
export const createSamlServiceProvider = (options: SamlProtocolOptions): SamlProtocol => {
  const base = options.publicUrl.replace(/\/+$/, '');
  const acsUrl = `${base}/api/auth/saml/acs`;
  const entityIdFor = (orgSlug: string | null): string =>
    orgSlug === null || orgSlug === DEFAULT_ORG_SLUG
      ? `${base}/api/auth/saml/metadata`
      : `${base}/api/auth/saml/metadata?org=${encodeURIComponent(orgSlug)}`;

  const entityIdOfOrg = async (orgId: string): Promise<string> => {
    if (orgId === DEFAULT_ORG_ID) return entityIdFor(null);
    const organisation = await options.organisations.findById(orgId);
    if (organisation === null) throw samlRefusal('SSO.SAML_NOT_CONFIGURED');
    return entityIdFor(organisation.slug);
  };

  const idpOf = (saml: SamlSettings): SamlIdpMetadata => {
    try {
      return parseSamlIdpMetadata(saml.idpMetadataXml);
    } catch (failure) {
      throw samlRefusal('SSO.SAML_NOT_CONFIGURED', failure);
    }
  };

  const serviceProvider = (idp: SamlIdpMetadata, entityId: string, pending: PendingSsoSignIn): SAML =>
    new SAML({
      entryPoint: idp.ssoUrl,
      issuer: entityId,
      audience: entityId,
      callbackUrl: acsUrl,
      idpCert: [...idp.signingCerts],
      wantAssertionsSigned: true,
      // Entra ID and others sign the assertion only by default; the assertion's signature is what counts.
      wantAuthnResponseSigned: false,
      acceptedClockSkewMs: SAML_CLOCK_SKEW_MS,
      // The IdP's own NameID format and authentication method: asking for particular ones makes
      // some IdPs refuse (Entra ID when the person signed in without a password, for instance).
      identifierFormat: null,
      disableRequestedAuthnContext: true,
      validateInResponseTo: ValidateInResponseTo.always,
      generateUniqueId: () => requestIdOf(pending),
      cacheProvider: pendingRequestCache(pending),
    });

  const prepare = async (settings: SsoSettings, pending: PendingSsoSignIn) => {
    if (settings.saml === null) throw samlRefusal('SSO.SAML_NOT_CONFIGURED');
    const idp = idpOf(settings.saml);
    const entityId = await entityIdOfOrg(settings.orgId);
    return { saml: settings.saml, idp, sp: serviceProvider(idp, entityId, pending) };
  };

  return {
    async authorizationUrl(settings, pending) {
      const { sp } = await prepare(settings, pending);
      return sp.getAuthorizeUrlAsync(pending.state, undefined, {});
    },

    async samlIdentity(settings, pending, samlResponse) {
      if (pending.protocol !== 'saml' || pending.orgId !== settings.orgId) {
        throw samlRefusal('SSO.SAML_IN_RESPONSE_TO');
      }
      const { saml, idp, sp } = await prepare(settings, pending);
      try {
        const destination = readResponseDestination(Buffer.from(samlResponse, 'base64').toString('utf8'));
        if (destination !== null && destination !== acsUrl) throw samlRefusal('SSO.SAML_AUDIENCE');
        const { profile } = await sp.validatePostResponseAsync({ SAMLResponse: samlResponse });
        const assertionXml = profile?.getAssertionXml?.();
        if (assertionXml === undefined) throw samlRefusal('SSO.SAML_REJECTED');
        return samlIdentityFrom(readSamlAssertion(assertionXml), {
          settings,
          saml,
          idp,
          acsUrl,
          requestId: requestIdOf(pending),
          skewMs: SAML_CLOCK_SKEW_MS,
        });
      } catch (failure) {
        throw refusalFor(failure);
      }
    },

    async samlMetadata(orgSlug) {
      return generateServiceProviderMetadata({
        issuer: entityIdFor(orgSlug),
        callbackUrl: acsUrl,
        wantAssertionsSigned: true,
        identifierFormat: null,
      });
    },
  };
};
