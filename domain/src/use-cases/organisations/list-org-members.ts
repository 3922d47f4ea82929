import { forbidden } from '../../errors/domain-error.ts';
import type { Actor } from '../../model/actor.ts';
import type { OrgRole } from '../../model/organisation.ts';
import { GUIDE } from '../../model/user.ts';
import type { Deps } from '../../ports/deps.ts';
import { canChangeMembership } from '../../rules/organisation-scope.ts';
import { requireLevel } from '../../rules/permissions.ts';
import { loadOrganisation } from './load-organisation.ts';

/** A member as the Organisations tab lists them: who, and their role there. */
export interface OrgMemberView {
  readonly uid: string;
  readonly forename: string;
  readonly surname: string;
  readonly email: string;
  readonly role: OrgRole;
}

/**
 * The Guides of an organisation with their role there, for whoever may change them: a super-admin,
 * or a client admin of that organisation (another organisation is a 404, a plain Guide a 403).
 */
export const listOrgMembers = async (
  deps: Pick<Deps, 'store'>,
  actor: Actor,
  orgId: string,
): Promise<OrgMemberView[]> => {
  requireLevel(actor, GUIDE);
  await loadOrganisation(deps.store, actor, orgId);
  if (!canChangeMembership(actor, orgId, GUIDE)) throw forbidden();
  const members = await deps.store.users.listMembers(orgId);
  return members.flatMap(({ uid, forename, surname, email, orgs }) => {
    const role = orgs.find((m) => m.orgId === orgId)?.role;
    return role === undefined ? [] : [{ uid, forename, surname, email, role }];
  });
};
