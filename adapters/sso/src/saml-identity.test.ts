import { DEFAULT_ORG_ID, DomainError, type SsoSettings } from '@vs/domain';
import { describe, expect, it } from 'vitest';
import type { SamlAssertion } from './saml-assertion.ts';
import { samlIdentityFrom } from './saml-identity.ts';

const saml = {
  idpMetadataXml: '<unused/>',
  emailVerified: false,
  attributes: { email: 'mail', forename: 'givenName', surname: 'sn' },
};
const settings: SsoSettings = {
  orgId: DEFAULT_ORG_ID,
  protocol: 'saml',
  oidc: null,
  saml,
  roles: { claim: 'memberOf', guideValues: [], adminValues: [] },
  emailDomains: [],
  enforced: false,
  participants: false,
};
const context = {
  settings,
  saml,
  idp: { entityId: 'https://idp.test', ssoUrl: 'https://idp.test/sso', signingCerts: ['MII'] },
  acsUrl: 'https://sp.test/acs',
  requestId: '_r1',
  skewMs: 60_000,
};

const assertionWith = (
  overrides: Partial<Omit<SamlAssertion, 'attribute'>> = {},
  attributes: Record<string, string[]> = {},
): SamlAssertion => ({
  id: '_a1',
  issuer: 'https://idp.test',
  nameId: 'alice@example.test',
  confirmations: [{ recipient: 'https://sp.test/acs', inResponseTo: '_r1' }],
  notOnOrAfter: new Date('2026-11-28T10:05:00Z'),
  ...overrides,
  attribute: (name) => attributes[name] ?? [],
});

const refusalCode = (assertion: SamlAssertion): string => {
  try {
    samlIdentityFrom(assertion, context);
  } catch (error) {
    if (error instanceof DomainError) return error.code;
    throw error;
  }
  return 'accepted';
};

describe('samlIdentityFrom', () => {
  it('maps the attributes named in the settings, and keeps the id until NotOnOrAfter plus the skew', () => {
    const attributes = {
      mail: ['bob@example.test', 'other@example.test'],
      givenName: ['Bob'],
      sn: ['Baker'],
      memberOf: ['guides', 'staff'],
    };
    expect(samlIdentityFrom(assertionWith({ nameId: 'opaque-1' }, attributes), context)).toEqual({
      orgId: DEFAULT_ORG_ID,
      protocol: 'saml',
      issuer: 'https://idp.test',
      subject: 'opaque-1',
      email: 'bob@example.test',
      emailVerified: false,
      forename: 'Bob',
      surname: 'Baker',
      groups: ['guides', 'staff'],
      assertionId: '_a1',
      notOnOrAfter: new Date('2026-11-28T10:06:00Z'),
    });
  });

  it('takes the email from the NameID when the attribute is absent or not an email', () => {
    expect(samlIdentityFrom(assertionWith({}, { mail: ['not an email'] }), context).email).toBe(
      'alice@example.test',
    );
    expect(refusalCode(assertionWith({ nameId: 'opaque-1' }, { mail: ['nobody'] }))).toBe(
      'SSO.SAML_NO_EMAIL',
    );
  });

  it('accepts any one bearer confirmation that is for our ACS URL and answers our request', () => {
    const confirmations = [
      { recipient: 'https://elsewhere.test/acs', inResponseTo: '_r1' },
      { recipient: 'https://sp.test/acs', inResponseTo: '_r1' },
    ];
    expect(refusalCode(assertionWith({ confirmations }))).toBe('accepted');
  });

  it.each([
    ['another issuer', { issuer: 'https://other.test' }, 'SSO.SAML_ISSUER'],
    ['no issuer', { issuer: null }, 'SSO.SAML_ISSUER'],
    ['no bearer confirmation', { confirmations: [] }, 'SSO.SAML_AUDIENCE'],
    [
      'our request answered only for another recipient',
      { confirmations: [{ recipient: 'https://elsewhere.test/acs', inResponseTo: '_r1' }] },
      'SSO.SAML_AUDIENCE',
    ],
    [
      'our ACS URL with no request answered',
      { confirmations: [{ recipient: 'https://sp.test/acs', inResponseTo: null }] },
      'SSO.SAML_IN_RESPONSE_TO',
    ],
    ['no expiry at all', { notOnOrAfter: null }, 'SSO.SAML_REJECTED'],
    ['no NameID', { nameId: null }, 'SSO.SAML_REJECTED'],
  ])('refuses %s', (_, overrides, code) => {
    expect(refusalCode(assertionWith(overrides))).toBe(code);
  });
});
