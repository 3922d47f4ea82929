import { conflict, forbidden, invalid, notFound } from '../../errors/domain-error.ts';
import type { Actor } from '../../model/actor.ts';
import type { OrgRole } from '../../model/organisation.ts';
import { GUIDE, normaliseEmail, type User } from '../../model/user.ts';
import type { Deps } from '../../ports/deps.ts';
import type { Repositories } from '../../ports/repositories.ts';
import {
  canChangeMembership,
  LAST_CLIENT_ADMIN_MESSAGE,
  leavesAClientAdmin,
  roleIn,
} from '../../rules/organisation-scope.ts';
import { requireLevel } from '../../rules/permissions.ts';
import { USER_NOT_FOUND } from '../shared/access.ts';
import { type AuditRecord, byActor, recordAudit } from '../shared/audit.ts';
import { loadOrganisation } from './load-organisation.ts';

export const ONLY_GUIDES_MESSAGE = 'Only Guides can be members of an organisation';

/** Who joins or leaves: by user id, or (a client admin, who sees no Guide outside their organisation) by email. */
export type MemberRef = { readonly uid: string } | { readonly email: string };

const findMember = (tx: Repositories, member: MemberRef): Promise<User | null> =>
  'uid' in member ? tx.users.findById(member.uid) : tx.users.findByEmail(normaliseEmail(member.email));

/** A membership change as the audit log records it and the person is told: joined, left, or a role changed in place. */
const changeOf = (
  uid: string,
  from: OrgRole | null,
  to: OrgRole | null,
): Pick<AuditRecord, 'action' | 'details'> & { readonly message: string } =>
  to === null
    ? { action: 'org.member_removed', details: { uid }, message: 'Member removed' }
    : from === null
      ? { action: 'org.member_added', details: { uid, role: to }, message: 'Member added' }
      : { action: 'org.member_role_changed', details: { uid, from, to }, message: 'Role changed' };

/**
 * Gives a Guide a role in an organisation (`role`), changing the one they have there, or takes
 * them out of it (`null`): super-admins anywhere, a client admin in their own organisation. Only
 * Guides are members (super-admins work everywhere, participants belong to one organisation for
 * good). Nothing changes, and nothing is recorded, when they already have that role. A client
 * admin cannot step down as the organisation's last one (rules/organisation-scope.ts). Their
 * access follows at once: memberships ride on the user row every request reads.
 */
const changeOrgMember = async (
  deps: Pick<Deps, 'store' | 'clock' | 'ids'>,
  actor: Actor,
  orgId: string,
  ref: MemberRef,
  role: OrgRole | null,
): Promise<{ readonly message: string }> => {
  requireLevel(actor, GUIDE);
  return deps.store.transaction(async (tx: Repositories) => {
    await loadOrganisation(tx, actor, orgId);
    const member = await findMember(tx, ref);
    if (member === null) throw notFound('USER.NOT_FOUND', USER_NOT_FOUND);
    if (member.accessLevel !== GUIDE) throw invalid('ORG.NOT_A_GUIDE', ONLY_GUIDES_MESSAGE);
    if (!canChangeMembership(actor, orgId, member.accessLevel)) throw forbidden();
    const { uid } = member;
    const from = roleIn(member, orgId);
    if (from === role) return { message: role === null ? 'Not a member' : 'They already have that role' };
    if (!leavesAClientAdmin(actor, orgId, { uid, role }, await tx.users.listMembers(orgId)))
      throw conflict('ORG.LAST_CLIENT_ADMIN', LAST_CLIENT_ADMIN_MESSAGE);
    await tx.users.setOrgRole(uid, orgId, role);
    const { action, details, message } = changeOf(uid, from, role);
    await recordAudit(tx, deps, byActor(actor), {
      action,
      details,
      target: { kind: 'org', id: orgId },
      orgId,
    });
    return { message };
  });
};

export type AddOrgMemberInput = MemberRef & {
  readonly orgId: string;
  readonly role: OrgRole;
};

export const addOrgMember = (
  deps: Pick<Deps, 'store' | 'clock' | 'ids'>,
  actor: Actor,
  input: AddOrgMemberInput,
) => changeOrgMember(deps, actor, input.orgId, input, input.role);

export interface RemoveOrgMemberInput {
  readonly orgId: string;
  readonly uid: string;
}

export const removeOrgMember = (
  deps: Pick<Deps, 'store' | 'clock' | 'ids'>,
  actor: Actor,
  input: RemoveOrgMemberInput,
) => changeOrgMember(deps, actor, input.orgId, { uid: input.uid }, null);
