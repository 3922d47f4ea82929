import { forbidden, invalid, notFound } from '../../errors/domain-error.ts';
import { ERROR_MESSAGES } from '../../errors/error-messages.ts';
import type { Actor } from '../../model/actor.ts';
import type { OrgRole } from '../../model/organisation.ts';
import { GUIDE } from '../../model/user.ts';
import type { Deps } from '../../ports/deps.ts';
import type { Repositories } from '../../ports/repositories.ts';
import { defineMessage } from '../../rules/message-descriptor.ts';
import { canChangeMembership } from '../../rules/organisation-scope.ts';
import { requireLevel } from '../../rules/permissions.ts';
import { loadOrganisation } from './load-organisation.ts';
import { setMemberRole } from './set-member-role.ts';

export const ONLY_GUIDES_MESSAGE = defineMessage({
  id: 'error.organisation.onlyGuides',
  defaultMessage: 'Only Guides can be members of an organisation',
});

/** Who joins or leaves, by user id (by email: addOrgMemberByEmail). */
export interface MemberRef {
  readonly uid: string;
}

/**
 * Gives a Guide a role in an organisation (`role`), changing the one they have there, or takes
 * them out of it (`null`): super-admins anywhere, a client admin in their own organisation
 * (set-member-role.ts). Only Guides are members (super-admins work everywhere, participants
 * belong to one organisation for good). Their access follows at once: memberships ride on the
 * user row every request reads.
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
    const member = await tx.users.findById(ref.uid);
    if (member === null) throw notFound('USER.NOT_FOUND', { message: ERROR_MESSAGES.userNotFound });
    if (member.accessLevel !== GUIDE) throw invalid('ORG.NOT_A_GUIDE', ONLY_GUIDES_MESSAGE);
    if (!canChangeMembership(actor, orgId, member.accessLevel)) throw forbidden();
    return setMemberRole(tx, deps, actor, orgId, member, role);
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
