import { describe, expect, it } from 'vitest';
import { GUIDE, PARTICIPANT, SUPER_ADMIN } from '../model/user.ts';
import { emailDomainOf, enforcesDomainOf, passwordSignInFor } from './sso-enforcement.ts';

const enforced = { enforced: true, emailDomains: ['acme.com'] };

describe('emailDomainOf', () => {
  it('reads the lower-case domain after the last @', () => {
    expect(emailDomainOf(' Ana@ACME.com ')).toBe('acme.com');
    expect(emailDomainOf('"a@b"@acme.com')).toBe('acme.com');
  });

  it('is null without a local part or a domain', () => {
    expect(emailDomainOf('acme.com')).toBeNull();
    expect(emailDomainOf('@acme.com')).toBeNull();
    expect(emailDomainOf('ana@')).toBeNull();
  });
});

describe('enforcesDomainOf', () => {
  it('holds for an enforced setting serving the domain only', () => {
    expect(enforcesDomainOf(enforced, 'ana@Acme.com')).toBe(true);
    expect(enforcesDomainOf(enforced, 'ana@acme.com.evil')).toBe(false);
    expect(enforcesDomainOf(enforced, 'ana@sub.acme.com')).toBe(false);
    expect(enforcesDomainOf({ ...enforced, enforced: false }, 'ana@acme.com')).toBe(false);
    expect(enforcesDomainOf(enforced, 'not-an-email')).toBe(false);
  });
});

describe('passwordSignInFor', () => {
  it('allows every password without settings or outside their enforced domains', () => {
    expect(passwordSignInFor(null, 'ana@acme.com', GUIDE)).toBe('allowed');
    expect(passwordSignInFor(enforced, 'ana@other.org', GUIDE)).toBe('allowed');
    expect(passwordSignInFor({ ...enforced, enforced: false }, 'ana@acme.com', GUIDE)).toBe('allowed');
  });

  it('requires SSO for Guides, participants and unknown emails of an enforced domain', () => {
    expect(passwordSignInFor(enforced, 'ana@acme.com', GUIDE)).toBe('sso-required');
    expect(passwordSignInFor(enforced, 'ana@acme.com', PARTICIPANT)).toBe('sso-required');
    expect(passwordSignInFor(enforced, 'ana@acme.com', null)).toBe('sso-required');
  });

  it("keeps a super-admin's password working (break-glass)", () => {
    expect(passwordSignInFor(enforced, 'root@acme.com', SUPER_ADMIN)).toBe('break-glass');
  });
});
