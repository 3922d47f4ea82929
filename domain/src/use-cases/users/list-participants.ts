import type { Actor } from '../../model/actor.ts';
import { GUIDE, PARTICIPANT } from '../../model/user.ts';
import type { Deps } from '../../ports/deps.ts';
import { isSuperAdmin, requireLevel } from '../../rules/permissions.ts';
import { type UserListInput, userSearchOf } from '../../rules/user-list.ts';
import { type PublicUserPage, toPublicPage } from './accounts.ts';

export type ListParticipantsResult = PublicUserPage;

export interface ListParticipantsInput extends UserListInput {
  /** Only the participants of this organisation: within the actor's scope, so another's is empty. */
  readonly orgId?: string | undefined;
}

/**
 * Participants: all of them for a super-admin; for a Guide those in their scope (rules/permissions.ts
 * isInGuideScope: in their events or created by them, or all of an organisation they administer). Optionally searched and paged (rules/user-list.ts) and narrowed to one organisation; `total` counts every match.
 */
export const listParticipants = async (
  deps: Pick<Deps, 'store'>,
  actor: Actor,
  input: ListParticipantsInput = {},
): Promise<ListParticipantsResult> => {
  requireLevel(actor, GUIDE);
  const search = { ...userSearchOf(input), ...(input.orgId !== undefined && { orgId: input.orgId }) };
  const scope = isSuperAdmin(actor) ? undefined : actor;
  return toPublicPage(await deps.store.users.listPage(PARTICIPANT, search, scope));
};
