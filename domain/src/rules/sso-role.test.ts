import { describe, expect, it } from 'vitest';
import { DEFAULT_ORG_ID } from '../model/organisation.ts';
import { ssoRoleOf } from './sso-role.ts';

const roles = { claim: 'groups', guideValues: ['guides', 'coaches'], adminValues: ['admins'] };
const CLIENT_ORG = '00000000-0000-4000-8000-00000000c11e';

describe('ssoRoleOf', () => {
  it("makes a super-admin of the default organisation's admin value", () => {
    expect(ssoRoleOf(DEFAULT_ORG_ID, roles, ['admins'])).toEqual({ kind: 'super-admin' });
  });

  it("makes a client admin of another organisation's admin value", () => {
    expect(ssoRoleOf(CLIENT_ORG, roles, ['admins'])).toEqual({ kind: 'member', role: 'client_admin' });
  });

  it('makes a Guide of any guide value, in every organisation', () => {
    expect(ssoRoleOf(DEFAULT_ORG_ID, roles, ['coaches'])).toEqual({ kind: 'member', role: 'guide' });
    expect(ssoRoleOf(CLIENT_ORG, roles, ['other', 'guides'])).toEqual({ kind: 'member', role: 'guide' });
  });

  it('lets the admin value win when both match', () => {
    expect(ssoRoleOf(CLIENT_ORG, roles, ['guides', 'admins'])).toEqual({
      kind: 'member',
      role: 'client_admin',
    });
  });

  it('grants nothing without a matching value', () => {
    expect(ssoRoleOf(DEFAULT_ORG_ID, roles, [])).toBeNull();
    expect(ssoRoleOf(CLIENT_ORG, roles, ['Guides', 'admin'])).toBeNull();
    expect(ssoRoleOf(CLIENT_ORG, { ...roles, guideValues: [], adminValues: [] }, ['guides'])).toBeNull();
  });
});
