import { describe, expect, it } from 'vitest';
import { readResponseDestination, readSamlAssertion } from './saml-assertion.ts';
import { SamlXmlError } from './saml-xml.ts';

const BEARER = 'urn:oasis:names:tc:SAML:2.0:cm:bearer';

const assertionXml = ({
  conditions = '<saml:Conditions NotOnOrAfter="2026-11-28T10:05:00Z"/>',
  confirmations = `<saml:SubjectConfirmation Method="${BEARER}"><saml:SubjectConfirmationData Recipient="https://sp.test/acs" InResponseTo="_r1" NotOnOrAfter="2026-11-28T10:04:00Z"/></saml:SubjectConfirmation>`,
  nameId = '<saml:NameID>alice@example.test</saml:NameID>',
  attributes = '',
}: {
  conditions?: string;
  confirmations?: string;
  nameId?: string;
  attributes?: string;
} = {}): string =>
  '<saml:Assertion xmlns:saml="urn:oasis:names:tc:SAML:2.0:assertion" ID="_a1" Version="2.0">' +
  `<saml:Issuer>https://idp.test</saml:Issuer><saml:Subject>${nameId}${confirmations}</saml:Subject>` +
  `${conditions}<saml:AttributeStatement>${attributes}</saml:AttributeStatement></saml:Assertion>`;

describe('readSamlAssertion', () => {
  it('reads the id, issuer, NameID, bearer confirmations and the Conditions expiry', () => {
    const assertion = readSamlAssertion(assertionXml());
    expect(assertion).toMatchObject({
      id: '_a1',
      issuer: 'https://idp.test',
      nameId: 'alice@example.test',
      confirmations: [{ recipient: 'https://sp.test/acs', inResponseTo: '_r1' }],
      notOnOrAfter: new Date('2026-11-28T10:05:00Z'),
    });
  });

  it('leaves out confirmations by other methods, and takes the earliest bearer expiry without Conditions', () => {
    const confirmation = (method: string, expiry: string) =>
      `<saml:SubjectConfirmation Method="${method}"><saml:SubjectConfirmationData Recipient="https://sp.test/acs" NotOnOrAfter="${expiry}"/></saml:SubjectConfirmation>`;
    const assertion = readSamlAssertion(
      assertionXml({
        conditions: '',
        confirmations:
          confirmation(BEARER, '2026-11-28T10:09:00Z') +
          confirmation(BEARER, '2026-11-28T10:03:00Z') +
          confirmation('urn:oasis:names:tc:SAML:2.0:cm:holder-of-key', '2026-11-28T10:01:00Z'),
      }),
    );
    expect(assertion.confirmations).toHaveLength(2);
    expect(assertion.notOnOrAfter).toEqual(new Date('2026-11-28T10:03:00Z'));
  });

  it('has no expiry, NameID or confirmation when the assertion names none', () => {
    const assertion = readSamlAssertion(assertionXml({ conditions: '', confirmations: '', nameId: '' }));
    expect(assertion).toMatchObject({ nameId: null, confirmations: [], notOnOrAfter: null });
  });

  it("gives every value of an attribute by its exact name, and a NameID's whole text despite a comment", () => {
    const attribute = (name: string, ...values: string[]) =>
      `<saml:Attribute Name="${name}">${values.map((value) => `<saml:AttributeValue>${value}</saml:AttributeValue>`).join('')}</saml:Attribute>`;
    const assertion = readSamlAssertion(
      assertionXml({
        nameId: '<saml:NameID>alice@example.test<!-- -->.evil.test</saml:NameID>',
        attributes: attribute('groups', 'a', ' b ', '') + attribute('Groups', 'c'),
      }),
    );
    expect(assertion.attribute('groups')).toEqual(['a', 'b']);
    expect(assertion.attribute('email')).toEqual([]);
    expect(assertion.nameId).toBe('alice@example.test.evil.test');
  });

  it('refuses what is not an assertion with an ID', () => {
    expect(() => readSamlAssertion('<Response/>')).toThrow(SamlXmlError);
    expect(() => readSamlAssertion(assertionXml().replace(' ID="_a1"', ''))).toThrow(SamlXmlError);
  });
});

describe('readResponseDestination', () => {
  const response = (attributes: string) =>
    `<samlp:Response xmlns:samlp="urn:oasis:names:tc:SAML:2.0:protocol"${attributes}/>`;

  it("reads a Response's Destination, or null", () => {
    expect(readResponseDestination(response(' Destination="https://sp.test/acs"'))).toBe(
      'https://sp.test/acs',
    );
    expect(readResponseDestination(response(''))).toBeNull();
  });

  it('refuses what is not a SAML Response', () => {
    expect(() => readResponseDestination('<Response/>')).toThrow(SamlXmlError);
    expect(() => readResponseDestination('<samlp:Response')).toThrow(SamlXmlError);
  });
});
