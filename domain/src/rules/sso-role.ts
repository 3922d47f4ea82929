import { DEFAULT_ORG_ID } from '../model/organisation.ts';
import type { RoleMapping, SsoRole } from '../model/sso.ts';

const grants = (values: readonly string[], groups: readonly string[]): boolean =>
  values.some((value) => groups.includes(value));

/**
 * The role an identity provider's groups grant: an admin value makes a super-admin through the
 * default organisation's (deployment-wide) provider and a client admin through any other
 * organisation's; a guide value makes a Guide of the organisation; nothing else grants a role
 * (null: refused). The admin values win when both match.
 */
export const ssoRoleOf = (orgId: string, roles: RoleMapping, groups: readonly string[]): SsoRole | null => {
  if (grants(roles.adminValues, groups))
    return orgId === DEFAULT_ORG_ID ? { kind: 'super-admin' } : { kind: 'member', role: 'client_admin' };
  if (grants(roles.guideValues, groups)) return { kind: 'member', role: 'guide' };
  return null;
};
