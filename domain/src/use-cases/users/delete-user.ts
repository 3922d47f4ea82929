import { conflict } from '../../errors/domain-error.ts';
import type { Actor } from '../../model/actor.ts';
import { GUIDE, type User } from '../../model/user.ts';
import type { Deps } from '../../ports/deps.ts';
import type { Repositories } from '../../ports/repositories.ts';
import { withoutParticipant } from '../../rules/event-roster.ts';
import { defineMessage } from '../../rules/message-descriptor.ts';
import { requireLevel } from '../../rules/permissions.ts';
import { eraseArchivesHolding, removeErasedArchives } from '../archives/erase-event-archives.ts';
import { loadUserToAdminister } from '../shared/access.ts';
import { auditOrgOf, byActor, recordAudit } from '../shared/audit.ts';

export interface DeleteUserInput {
  readonly uid: string;
}

export interface DeleteUserResult {
  readonly message: string;
}

export const DELETE_USER_MESSAGE = 'The user has been deleted';
export const FACILITATES_EVENTS_MESSAGE = defineMessage({
  id: 'error.user.facilitatesEvents',
  defaultMessage:
    'This user still facilitates events. Delete those events or give them to another Guide first.',
});

/** Takes the user out of their event, held and read inside the transaction so a participant added meanwhile is kept. */
const leaveEvent = async (tx: Repositories, user: User): Promise<void> => {
  if (user.eventId === null) return;
  await tx.events.hold(user.eventId);
  const event = await tx.events.findById(user.eventId);
  if (event === null) return;
  await tx.events.update(withoutParticipant(event, user.uid));
};

/** Deletes another account and everything that is theirs, all or nothing. */
export const deleteUser = async (
  deps: Pick<Deps, 'store' | 'clock' | 'ids' | 'files' | 'config'>,
  actor: Actor,
  input: DeleteUserInput,
): Promise<DeleteUserResult> => {
  requireLevel(actor, GUIDE);
  const { user } = await loadUserToAdminister(deps.store, actor, input.uid);
  // Events must never be left without their facilitator.
  if (user.accessLevel >= GUIDE && (await deps.store.events.list({ facilitatorId: user.uid })).length > 0) {
    throw conflict('USER.FACILITATES_EVENTS', FACILITATES_EVENTS_MESSAGE);
  }
  const uids = [user.uid];
  const erased = await deps.store.transaction(async (tx) => {
    // The zips of their event, and of events they left lately, hold them (names, email, values,
    // PDFs): erased with them.
    const keys = await eraseArchivesHolding(tx, deps, user);
    await leaveEvent(tx, user);
    await tx.responses.deleteForUsers(uids);
    await tx.meaningfulWork.deleteForUsers(uids);
    await tx.followUps.deleteForUsers(uids);
    await tx.logonLinks.deleteForUsers(uids);
    await tx.sessions.deleteForUsers(uids);
    await tx.deliveries.deleteForUsers(uids);
    await tx.users.deleteMany(uids);
    // Erasure: the entries they made keep their uid but not their email.
    await tx.audit.forgetActorEmails(uids);
    await recordAudit(tx, deps, byActor(actor), {
      action: 'user.deleted',
      target: { kind: 'user', id: user.uid },
      orgId: auditOrgOf(user),
      details: { accessLevel: user.accessLevel },
    });
    return keys;
  });
  await removeErasedArchives(deps, erased);
  return { message: DELETE_USER_MESSAGE };
};
