import type { WorkshopEvent } from '../../model/event.ts';
import { NOTHING_COMPLETED, PARTICIPANT } from '../../model/user.ts';
import type { Deps } from '../../ports/deps.ts';
import type { Repositories } from '../../ports/repositories.ts';
import { eraseEventArchives } from '../archives/erase-event-archives.ts';
import { usersById } from '../participants/event-people.ts';

/**
 * Deletes an event and everything its participants did in it, in the caller's transaction.
 * Participant accounts (level 0) exist only for the event and go with all their data; Guides and
 * super-admins who took part keep their accounts and lose only their work in it. A listed uid
 * whose account already belongs to another event is left alone rather than losing that event.
 * The event's archives are erased with it: returns their zips' keys, for removeErasedArchives once
 * the transaction commits.
 */
export const purgeEvent = async (
  tx: Repositories,
  deps: Pick<Deps, 'clock'>,
  event: WorkshopEvent,
): Promise<string[]> => {
  const members = [...(await usersById(tx, event.participants)).values()].filter(
    (user) => user.eventId === event.eid,
  );
  const accounts = members.filter((user) => user.accessLevel === PARTICIPANT).map((user) => user.uid);
  const staff = members.filter((user) => user.accessLevel !== PARTICIPANT);
  const everyone = members.map((user) => user.uid);
  await tx.responses.deleteForUsers(everyone);
  await tx.meaningfulWork.deleteForUsers(everyone);
  await tx.followUps.deleteForEvent(event.eid);
  await tx.logonLinks.deleteForUsers(accounts);
  await tx.sessions.deleteForUsers(accounts);
  await tx.deliveries.deleteForUsers(accounts);
  await tx.users.deleteMany(accounts);
  // The audit log keeps the event's entries, without the emails of who acted on it or of the
  // participants who went with it.
  await tx.audit.forgetEmailsAbout(event.eid);
  await tx.audit.forgetActorEmails(accounts);
  for (const user of staff)
    await tx.users.update({ ...user, eventId: null, responseCompleted: NOTHING_COMPLETED });
  await tx.events.delete(event.eid);
  return eraseEventArchives(tx, deps, event.eid);
};
