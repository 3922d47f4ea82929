import type { SamlSettings, SsoIdentity, SsoSettings } from '@vs/domain';
import type { SamlAssertion } from './saml-assertion.ts';
import type { SamlIdpMetadata } from './saml-idp-metadata.ts';
import { samlRefusal } from './saml-refusal.ts';

/** What samlIdentity answers: the identity, and the assertion's id and expiry for the replay check. */
export type SamlSignIn = SsoIdentity & { readonly assertionId: string; readonly notOnOrAfter: Date };

export interface SamlIdentityContext {
  readonly settings: SsoSettings;
  /** The organisation's SAML settings (`settings.saml`, known to be set). */
  readonly saml: SamlSettings;
  readonly idp: SamlIdpMetadata;
  /** This service provider's AssertionConsumerService URL: the only recipient accepted. */
  readonly acsUrl: string;
  /** How long after its NotOnOrAfter an assertion is still accepted (the clock skew). */
  readonly skewMs: number;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The checks node-saml leaves to its caller (issuer, recipient, an expiry to bound the replay
 * check, a subject and an email), then the attribute mapping of the organisation's settings:
 * the email attribute, else the NameID when it is an email; names; the role attribute's values.
 */
export const samlIdentityFrom = (assertion: SamlAssertion, context: SamlIdentityContext): SamlSignIn => {
  const { settings, saml, idp, acsUrl, skewMs } = context;
  if (assertion.issuer !== idp.entityId) throw samlRefusal('SSO.SAML_ISSUER');
  if (!assertion.recipients.includes(acsUrl)) throw samlRefusal('SSO.SAML_AUDIENCE');
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
