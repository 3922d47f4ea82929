import { describe, expect, it } from 'vitest';
import { DEFAULT_ORG_ID } from '../model/organisation.ts';
import { GUIDE, PARTICIPANT, SUPER_ADMIN } from '../model/user.ts';
import { mayCreateThrough, maySignInThrough } from './sso-account.ts';

const ACME = '00000000-0000-4000-8000-0000000ac3e0';
const OTHER = '00000000-0000-4000-8000-0000000be7a0';
const acme = { orgId: ACME, emailDomains: ['acme.test'] };
const deployment = { orgId: DEFAULT_ORG_ID, emailDomains: [] };

describe('mayCreateThrough', () => {
  it("lets an organisation's provider make accounts of its own email domains only", () => {
    expect(mayCreateThrough(acme, 'nina@ACME.test')).toBe(true);
    expect(mayCreateThrough(acme, 'nina@provider.test')).toBe(false);
    expect(mayCreateThrough(acme, 'nina@evil.acme.test')).toBe(false);
    expect(mayCreateThrough({ ...acme, emailDomains: [] }, 'nina@acme.test')).toBe(false);
  });

  it("lets the deployment's provider make any account", () => {
    expect(mayCreateThrough(deployment, 'anyone@anywhere.test')).toBe(true);
  });
});

describe('maySignInThrough', () => {
  it("signs in the organisation's own participants and Guides (client admins too)", () => {
    expect(maySignInThrough(acme, { accessLevel: PARTICIPANT, orgId: ACME, orgs: [] })).toBe(true);
    expect(
      maySignInThrough(acme, { accessLevel: GUIDE, orgId: OTHER, orgs: [{ orgId: ACME, role: 'guide' }] }),
    ).toBe(true);
    expect(
      maySignInThrough(acme, {
        accessLevel: GUIDE,
        orgId: ACME,
        orgs: [{ orgId: ACME, role: 'client_admin' }],
      }),
    ).toBe(true);
  });

  it('never a super-admin, nor anyone of another organisation only', () => {
    expect(maySignInThrough(acme, { accessLevel: SUPER_ADMIN, orgId: DEFAULT_ORG_ID, orgs: [] })).toBe(false);
    expect(maySignInThrough(acme, { accessLevel: PARTICIPANT, orgId: OTHER, orgs: [] })).toBe(false);
    expect(
      maySignInThrough(acme, {
        accessLevel: GUIDE,
        orgId: OTHER,
        orgs: [{ orgId: OTHER, role: 'client_admin' }],
      }),
    ).toBe(false);
  });

  it("lets the deployment's provider sign in anyone", () => {
    expect(maySignInThrough(deployment, { accessLevel: SUPER_ADMIN, orgId: DEFAULT_ORG_ID, orgs: [] })).toBe(
      true,
    );
    expect(maySignInThrough(deployment, { accessLevel: PARTICIPANT, orgId: OTHER, orgs: [] })).toBe(true);
  });
});
