import { describe, expect, it } from 'vitest';
import { DEFAULT_ORG_ID, type OrgMembership } from '../model/organisation.ts';
import { type AccessLevel, GUIDE, PARTICIPANT, SUPER_ADMIN } from '../model/user.ts';
import {
  adminScopeOf,
  canChangeMembership,
  canUpdateOrg,
  eventOrgFor,
  inScope,
  isClientAdminOf,
  leavesAClientAdmin,
  narrowScope,
  orgScopeOf,
  roleIn,
  worksIn,
} from './organisation-scope.ts';

const A = '10000000-0000-4000-8000-00000000000a';
const B = '10000000-0000-4000-8000-00000000000b';
const guide = (...orgs: OrgMembership[]) => ({ accessLevel: GUIDE as AccessLevel, orgs });
const superAdmin = { accessLevel: SUPER_ADMIN as AccessLevel, orgs: [] };
const participant = {
  accessLevel: PARTICIPANT as AccessLevel,
  orgs: [{ orgId: A, role: 'client_admin' as const }],
};
const guideOfA = guide({ orgId: A, role: 'guide' });
const adminOfA = guide({ orgId: A, role: 'client_admin' }, { orgId: B, role: 'guide' });

describe('roleIn / isClientAdminOf / worksIn', () => {
  it('names a Guide their role in each organisation and none elsewhere', () => {
    expect(roleIn(adminOfA, A)).toBe('client_admin');
    expect(roleIn(adminOfA, B)).toBe('guide');
    expect(roleIn(guideOfA, B)).toBeNull();
    expect(isClientAdminOf(adminOfA, A)).toBe(true);
    expect(isClientAdminOf(adminOfA, B)).toBe(false);
  });
  it('lets a super-admin work everywhere without a role, and a participant nowhere', () => {
    expect(worksIn(superAdmin, B)).toBe(true);
    expect(roleIn(superAdmin, B)).toBeNull();
    expect(worksIn(participant, A)).toBe(false);
    expect(isClientAdminOf(participant, A)).toBe(false);
  });
});

describe('orgScopeOf / adminScopeOf', () => {
  it('covers everything for a super-admin', () => {
    expect(orgScopeOf(superAdmin)).toEqual({ all: true });
    expect(adminScopeOf(superAdmin)).toEqual({ all: true });
  });
  it('covers a Guide’s organisations, and as an admin only those they administer', () => {
    expect(orgScopeOf(adminOfA)).toEqual({ all: false, orgIds: [A, B] });
    expect(adminScopeOf(adminOfA)).toEqual({ all: false, orgIds: [A] });
    expect(adminScopeOf(guideOfA)).toEqual({ all: false, orgIds: [] });
  });
  it('covers nothing for a participant, whatever they carry', () => {
    expect(orgScopeOf(participant)).toEqual({ all: false, orgIds: [] });
    expect(adminScopeOf(participant)).toEqual({ all: false, orgIds: [] });
  });
});

describe('narrowScope / inScope', () => {
  it('narrows to one organisation inside the scope, and to nothing outside it', () => {
    expect(narrowScope({ all: true }, A)).toEqual({ all: false, orgIds: [A] });
    expect(narrowScope({ all: false, orgIds: [A, B] }, B)).toEqual({ all: false, orgIds: [B] });
    expect(narrowScope({ all: false, orgIds: [A] }, B)).toEqual({ all: false, orgIds: [] });
    expect(narrowScope({ all: false, orgIds: [A] }, undefined)).toEqual({ all: false, orgIds: [A] });
  });
  it('answers membership of a scope', () => {
    expect(inScope({ all: true }, B)).toBe(true);
    expect(inScope({ all: false, orgIds: [A] }, B)).toBe(false);
  });
});

describe('eventOrgFor', () => {
  it('takes the organisation asked for when the actor works there', () => {
    expect(eventOrgFor(adminOfA, B)).toBe(B);
    expect(eventOrgFor(superAdmin, B)).toBe(B);
  });
  it('refuses an organisation the Guide does not belong to', () =>
    expect(() => eventOrgFor(guideOfA, B)).toThrow(expect.objectContaining({ kind: 'forbidden' })));
  it('defaults to a Guide’s only organisation, and to the default one for a super-admin', () => {
    expect(eventOrgFor(guideOfA, undefined)).toBe(A);
    expect(eventOrgFor(superAdmin, undefined)).toBe(DEFAULT_ORG_ID);
  });
  it('defaults to the default organisation for a Guide in several who is in it', () =>
    expect(
      eventOrgFor(guide({ orgId: A, role: 'guide' }, { orgId: DEFAULT_ORG_ID, role: 'guide' }), undefined),
    ).toBe(DEFAULT_ORG_ID));
  it('asks a Guide in several organisations, none the default, to choose', () =>
    expect(() => eventOrgFor(adminOfA, undefined)).toThrow(expect.objectContaining({ code: 'ORG.CHOOSE' })));
  it('refuses a Guide in no organisation', () =>
    expect(() => eventOrgFor(guide(), undefined)).toThrow(expect.objectContaining({ kind: 'forbidden' })));
});

describe('canUpdateOrg', () => {
  it('lets a super-admin change anything', () =>
    expect(canUpdateOrg(superAdmin, A, { slug: 'x', retentionDays: 9 })).toBe(true));
  it('lets a client admin change name and branding of their organisation only', () => {
    expect(canUpdateOrg(adminOfA, A, {})).toBe(true);
    expect(canUpdateOrg(adminOfA, A, { slug: 'x' })).toBe(false);
    expect(canUpdateOrg(adminOfA, A, { retentionDays: 30 })).toBe(false);
    expect(canUpdateOrg(adminOfA, B, {})).toBe(false);
    expect(canUpdateOrg(guideOfA, A, {})).toBe(false);
  });
});

describe('canChangeMembership', () => {
  it('lets a super-admin add anyone anywhere', () =>
    expect(canChangeMembership(superAdmin, B, SUPER_ADMIN)).toBe(true));
  it('lets a client admin add Guides to their organisation only', () => {
    expect(canChangeMembership(adminOfA, A, GUIDE)).toBe(true);
    expect(canChangeMembership(adminOfA, A, SUPER_ADMIN)).toBe(false);
    expect(canChangeMembership(adminOfA, B, GUIDE)).toBe(false);
    expect(canChangeMembership(guideOfA, A, GUIDE)).toBe(false);
  });
});

describe('leavesAClientAdmin', () => {
  const me = { uid: 'me', ...guide({ orgId: A, role: 'client_admin' }) };
  const colleague = { uid: 'colleague', orgs: [{ orgId: A, role: 'client_admin' as const }] };
  const plain = { uid: 'plain', orgs: [{ orgId: A, role: 'guide' as const }] };
  const adminOfB = { uid: 'b-admin', orgs: [{ orgId: B, role: 'client_admin' as const }] };

  it('refuses the only client admin stepping down to Guide or out', () => {
    for (const role of ['guide', null] as const)
      expect(leavesAClientAdmin(me, A, { uid: 'me', role }, [me, plain, adminOfB])).toBe(false);
  });

  it('lets a client admin step down while another one remains', () => {
    expect(leavesAClientAdmin(me, A, { uid: 'me', role: 'guide' }, [me, colleague, plain])).toBe(true);
    expect(leavesAClientAdmin(me, A, { uid: 'me', role: null }, [me, colleague])).toBe(true);
  });

  it('lets a client admin change anyone else, and keep their own seat', () => {
    expect(leavesAClientAdmin(me, A, { uid: 'colleague', role: 'guide' }, [me, colleague])).toBe(true);
    expect(leavesAClientAdmin(me, A, { uid: 'me', role: 'client_admin' }, [me])).toBe(true);
  });

  it('lets a super-admin leave an organisation without a client admin', () => {
    const provider = { uid: 'staff', ...superAdmin };
    expect(leavesAClientAdmin(provider, A, { uid: 'me', role: 'guide' }, [me])).toBe(true);
  });
});
