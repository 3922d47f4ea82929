import type { SamlSettings, SsoIdentity, SsoSettings } from '@vs/domain';
import type { SamlAssertion } from './saml-assertion.ts';
import type { SamlIdpMetadata } from './saml-idp-metadata.ts';
import { samlRefusal } from './saml-refusal.ts';

/**
 * What samlIdentity answers: the identity, the assertion's id, and when it can no longer be
 * accepted (its NotOnOrAfter plus the clock skew): the replay check keeps the id until then.
 */
export type SamlSignIn = SsoIdentity & { readonly assertionId: string; readonly notOnOrAfter: Date };

export interface SamlIdentityContext {
  readonly settings: SsoSettings;
  /** The organisation's SAML settings (`settings.saml`, known to be set). */
  readonly saml: SamlSettings;
  readonly idp: SamlIdpMetadata;
  /** This service provider's AssertionConsumerService URL: the only recipient accepted. */
  readonly acsUrl: string;
  /** The AuthnRequest this sign-in sent: the signed assertion must answer it. */
  readonly requestId: string;
  /** How long after its NotOnOrAfter an assertion is still accepted (the clock skew). */
  readonly skewMs: number;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The checks node-saml leaves to its caller: the issuer; a bearer confirmation for our ACS URL
 * that answers our request (node-saml trusts the unsigned Response's InResponseTo when the
 * assertion names none); an expiry to bound the replay check; a subject and an email. Then the
 * organisation's attribute mapping: the email attribute, else the NameID when it is an email;
 * the names; every value of the role attribute.
 */
export const samlIdentityFrom = (assertion: SamlAssertion, context: SamlIdentityContext): SamlSignIn => {
  const { settings, saml, idp, acsUrl, requestId, skewMs } = context;
  if (assertion.issuer !== idp.entityId) throw samlRefusal('SSO.SAML_ISSUER');
  const ours = assertion.confirmations.filter((confirmation) => confirmation.recipient === acsUrl);
  if (ours.length === 0) throw samlRefusal('SSO.SAML_AUDIENCE');
  if (!ours.some((confirmation) => confirmation.inResponseTo === requestId)) {
    throw samlRefusal('SSO.SAML_IN_RESPONSE_TO');
  }
  if (assertion.notOnOrAfter === null || assertion.nameId === null) throw samlRefusal('SSO.SAML_REJECTED');
  const first = (name: string): string | undefined => assertion.attribute(name)[0];
  const email = [first(saml.attributes.email), assertion.nameId].find(
    (candidate) => candidate !== undefined && EMAIL.test(candidate),
  );
  if (email === undefined) throw samlRefusal('SSO.SAML_NO_EMAIL');
  return {
    orgId: settings.orgId,
    protocol: 'saml',
    issuer: idp.entityId,
    subject: assertion.nameId,
    email,
    emailVerified: saml.emailVerified,
    forename: first(saml.attributes.forename) ?? '',
    surname: first(saml.attributes.surname) ?? '',
    groups: assertion.attribute(settings.roles.claim),
    assertionId: assertion.id,
    notOnOrAfter: new Date(assertion.notOnOrAfter.getTime() + skewMs),
  };
};
