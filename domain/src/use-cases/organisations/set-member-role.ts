import { conflict } from '../../errors/domain-error.ts';
import type { Actor } from '../../model/actor.ts';
import type { OrgRole } from '../../model/organisation.ts';
import type { User } from '../../model/user.ts';
import type { Deps } from '../../ports/deps.ts';
import type { Repositories } from '../../ports/repositories.ts';
import { LAST_CLIENT_ADMIN_MESSAGE, leavesAClientAdmin, roleIn } from '../../rules/organisation-scope.ts';
import { type AuditRecord, byActor, recordAudit } from '../shared/audit.ts';

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
 * Inside the caller's transaction, once it has checked who may change this organisation's
 * members: gives the Guide `member` the role `role` there (joining, or changing the one they have
 * in place), or takes them out (`null`), and records it. Nothing changes, and nothing is
 * recorded, when they already have that role. A client admin cannot step down as the
 * organisation's only one (409, rules/organisation-scope.ts `leavesAClientAdmin`).
 */
export const setMemberRole = async (
  tx: Repositories,
  deps: Pick<Deps, 'clock' | 'ids'>,
  actor: Actor,
  orgId: string,
  member: User,
  role: OrgRole | null,
): Promise<{ readonly message: string }> => {
  const { uid } = member;
  const from = roleIn(member, orgId);
  if (from === role) return { message: role === null ? 'Not a member' : 'They already have that role' };
  if (!leavesAClientAdmin(actor, orgId, { uid, role }, await tx.users.listMembers(orgId)))
    throw conflict('ORG.LAST_CLIENT_ADMIN', LAST_CLIENT_ADMIN_MESSAGE);
  await tx.users.setOrgRole(uid, orgId, role);
  const { action, details, message } = changeOf(uid, from, role);
  await recordAudit(tx, deps, byActor(actor), { action, details, target: { kind: 'org', id: orgId }, orgId });
  return { message };
};
