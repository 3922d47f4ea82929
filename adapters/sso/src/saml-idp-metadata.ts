import { attributeAt, isElement, parseXml, SamlXmlError, select, textsAt } from './saml-xml.ts';

/** What this service provider needs from an identity provider's SAML metadata. */
export interface SamlIdpMetadata {
  readonly entityId: string;
  /** The SingleSignOnService location for the HTTP-Redirect binding (where AuthnRequests go). */
  readonly ssoUrl: string;
  /** Base64 DER certificates whose keys may sign assertions (more than one during a key rollover). */
  readonly signingCerts: readonly string[];
}

const REDIRECT_BINDING = 'urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect';

/**
 * Reads an identity provider's metadata as pasted or uploaded: the first EntityDescriptor
 * with an IDPSSODescriptor (an EntitiesDescriptor around it is allowed), its entity id, its
 * HTTP-Redirect SingleSignOnService and the certificates of its signing keys (KeyDescriptors
 * with use="signing" or no use). Throws SamlXmlError when any of them is missing.
 */
export const parseSamlIdpMetadata = (xml: string): SamlIdpMetadata => {
  const entity = select('//md:EntityDescriptor[md:IDPSSODescriptor][1]', parseXml(xml), true);
  if (!isElement(entity)) throw new SamlXmlError('no EntityDescriptor with an IDPSSODescriptor');
  const entityId = attributeAt('@entityID', entity);
  if (entityId === null) throw new SamlXmlError('the EntityDescriptor has no entityID');
  const ssoUrl = attributeAt(
    `md:IDPSSODescriptor/md:SingleSignOnService[@Binding='${REDIRECT_BINDING}'][1]/@Location`,
    entity,
  );
  if (ssoUrl === null) throw new SamlXmlError('no SingleSignOnService for the HTTP-Redirect binding');
  const protocol = URL.canParse(ssoUrl) ? new URL(ssoUrl).protocol : null;
  if (protocol !== 'https:' && protocol !== 'http:') {
    throw new SamlXmlError('the SingleSignOnService location is not an http(s) URL');
  }
  const signingCerts = textsAt(
    "md:IDPSSODescriptor/md:KeyDescriptor[not(@use) or @use='signing']/ds:KeyInfo/ds:X509Data/ds:X509Certificate",
    entity,
  ).map((cert) => cert.replace(/\s+/g, ''));
  if (signingCerts.length === 0) throw new SamlXmlError('no signing certificate');
  return { entityId, ssoUrl, signingCerts };
};
