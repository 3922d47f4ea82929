import { describe, expect, it } from 'vitest';
import { parseSamlIdpMetadata } from './saml-idp-metadata.ts';
import { SamlXmlError } from './saml-xml.ts';

const REDIRECT = 'urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect';
const POST = 'urn:oasis:names:tc:SAML:2.0:bindings:HTTP-POST';

const keyDescriptor = (cert: string, use?: string): string =>
  `<md:KeyDescriptor${use === undefined ? '' : ` use="${use}"`}><ds:KeyInfo><ds:X509Data>` +
  `<ds:X509Certificate>${cert}</ds:X509Certificate></ds:X509Data></ds:KeyInfo></md:KeyDescriptor>`;

const sso = (binding: string, location: string): string =>
  `<md:SingleSignOnService Binding="${binding}" Location="${location}"/>`;

/** Metadata as Entra ID, Okta or Google Workspace would give it, with the parts a test changes. */
const metadata = ({
  entityId = 'https://sts.example.test/tenant/',
  keys = keyDescriptor('MIIC\n  AAAA\n  BBBB', 'signing'),
  services = sso(POST, 'https://sts.example.test/post') + sso(REDIRECT, 'https://sts.example.test/saml2'),
}: {
  entityId?: string;
  keys?: string;
  services?: string;
} = {}): string =>
  `<?xml version="1.0"?><md:EntityDescriptor xmlns:md="urn:oasis:names:tc:SAML:2.0:metadata" ` +
  `xmlns:ds="http://www.w3.org/2000/09/xmldsig#" entityID="${entityId}">` +
  `<md:IDPSSODescriptor protocolSupportEnumeration="urn:oasis:names:tc:SAML:2.0:protocol">${keys}${services}` +
  '</md:IDPSSODescriptor></md:EntityDescriptor>';

describe('parseSamlIdpMetadata', () => {
  it("reads the entity id, the HTTP-Redirect sign-in URL and the signing certificate's base64", () => {
    expect(parseSamlIdpMetadata(metadata())).toEqual({
      entityId: 'https://sts.example.test/tenant/',
      ssoUrl: 'https://sts.example.test/saml2',
      signingCerts: ['MIICAAAABBBB'],
    });
  });

  it('keeps every signing certificate (a key rollover), including those without a use, but no encryption key', () => {
    const keys = keyDescriptor('OLD', 'signing') + keyDescriptor('NEW') + keyDescriptor('ENC', 'encryption');
    expect(parseSamlIdpMetadata(metadata({ keys })).signingCerts).toEqual(['OLD', 'NEW']);
  });

  it('finds the identity provider inside an EntitiesDescriptor, past a service provider', () => {
    const inner = metadata().replace('<?xml version="1.0"?>', '');
    const sp =
      '<md:EntityDescriptor entityID="https://sp.example.test"><md:SPSSODescriptor ' +
      'protocolSupportEnumeration="urn:oasis:names:tc:SAML:2.0:protocol"/></md:EntityDescriptor>';
    const wrapped = `<md:EntitiesDescriptor xmlns:md="urn:oasis:names:tc:SAML:2.0:metadata">${sp}${inner}</md:EntitiesDescriptor>`;
    expect(parseSamlIdpMetadata(wrapped).entityId).toBe('https://sts.example.test/tenant/');
  });

  it.each([
    ['XML that is not well-formed', '<md:EntityDescriptor'],
    ['no metadata at all', '<html><body>Sign in</body></html>'],
    ['an entity without an entity id', metadata({ entityId: ' ' })],
    ['no HTTP-Redirect sign-in service', metadata({ services: sso(POST, 'https://sts.example.test/post') })],
    ['a sign-in location that is not http(s)', metadata({ services: sso(REDIRECT, 'javascript:alert(1)') })],
    ['no signing certificate', metadata({ keys: keyDescriptor('ENC', 'encryption') })],
  ])('refuses %s', (_, xml) => {
    expect(() => parseSamlIdpMetadata(xml)).toThrow(SamlXmlError);
  });
});
