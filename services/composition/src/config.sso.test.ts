import { DEFAULT_ORG_ID } from '@vs/domain';
import { describe, expect, it } from 'vitest';
import { readConfig } from './config.ts';

describe('readConfig: enterprise sign-in', () => {
  it('has no default provider without OIDC_ISSUER', () => {
    expect(readConfig({}).defaultSso).toBeNull();
  });

  it("makes the default organisation's OIDC provider from OIDC_* and SSO_ENFORCED", () => {
    const config = readConfig({
      OIDC_ISSUER: 'https://login.example.test/tenant/v2.0',
      OIDC_CLIENT_ID: 'values',
      OIDC_CLIENT_SECRET: 'shh',
      OIDC_GUIDE_VALUES: 'guides, coaches ,',
      OIDC_ADMIN_VALUES: 'admins',
      OIDC_EMAIL_DOMAINS: 'Example.TEST,corp.test',
      SSO_ENFORCED: 'true',
    });
    expect(config.defaultSso).toEqual({
      orgId: DEFAULT_ORG_ID,
      protocol: 'oidc',
      oidc: { issuer: 'https://login.example.test/tenant/v2.0', clientId: 'values', clientSecret: 'shh' },
      saml: null,
      roles: { claim: 'groups', guideValues: ['guides', 'coaches'], adminValues: ['admins'] },
      emailDomains: ['example.test', 'corp.test'],
      enforced: true,
      participants: false,
    });
  });

  it('refuses an issuer without its client, and a malformed secret key', () => {
    expect(() => readConfig({ OIDC_ISSUER: 'https://idp.example.test' })).toThrow(
      'OIDC_CLIENT_ID, OIDC_CLIENT_SECRET: required when OIDC_ISSUER is set',
    );
    expect(() => readConfig({ SSO_SECRET_KEY: 'short' })).toThrow('SSO_SECRET_KEY: must be 64 hex digits');
  });
});
