import { forbidden } from '../errors/domain-error.ts';
import type { Actor } from '../model/actor.ts';
import type { WorkshopEvent } from '../model/event.ts';
import { type AccessLevel, GUIDE, PARTICIPANT, SUPER_ADMIN, type User } from '../model/user.ts';

/**
 * Who may do what, object by object. A Guide acts only on the events they facilitate, on the
 * participants of those events, and on participants they created while those are in no event; a
 * participant only on their own data; a super-admin on everything.
 */

export const isSuperAdmin = (actor: Pick<Actor, 'accessLevel'>): boolean => actor.accessLevel === SUPER_ADMIN;
export const isPrivileged = (actor: Actor): boolean => actor.accessLevel >= GUIDE;

/** Refuses (403) an actor below the level a capability needs. */
export const requireLevel = (actor: Actor, level: AccessLevel): void => {
  if (actor.accessLevel < level) throw forbidden();
};

export const canManageEvent = (actor: Actor, event: Pick<WorkshopEvent, 'facilitatorId'>): boolean =>
  isSuperAdmin(actor) || (actor.accessLevel === GUIDE && event.facilitatorId === actor.uid);

/**
 * The people in a Guide's scope: whoever is in an event the Guide facilitates, and whoever the
 * Guide created while they are in no event (once they join another Guide's event, that
 * facilitator alone answers for them). `personEvent` is the person's event, null when they have
 * none. This is the one statement of the rule: `canActOnUser` asks it object by object; the lists
 * of people ask it as a query, built once in adapters/persistence/src/repositories/guide-scope.ts
 * and in the in-memory store, and the store contract checks both against this function.
 */
export const isInGuideScope = (
  guideUid: string,
  person: Pick<User, 'createdBy'>,
  personEvent: Pick<WorkshopEvent, 'facilitatorId'> | null,
): boolean => (personEvent === null ? person.createdBy === guideUid : personEvent.facilitatorId === guideUid);

/**
 * Whether the actor may work with another user's account and data. `targetEvent` is the target's
 * event (null when they have none).
 */
export const canActOnUser = (
  actor: Actor,
  target: Pick<User, 'uid' | 'accessLevel' | 'createdBy'>,
  targetEvent: Pick<WorkshopEvent, 'facilitatorId'> | null,
): boolean => {
  if (actor.uid === target.uid || isSuperAdmin(actor)) return true;
  if (actor.accessLevel !== GUIDE) return false;
  // Outside any event, only participants: a Guide the Guide registered is not theirs to act on.
  return (
    (targetEvent !== null || target.accessLevel === PARTICIPANT) &&
    isInGuideScope(actor.uid, target, targetEvent)
  );
};

/**
 * Whether the actor may add someone to an event by typing their exact email: whoever they may act
 * on, and besides any participant in no event, whoever created them. A participant registered by
 * a super-admin or by another Guide is in nobody's list, so without this no Guide could ever reach
 * them; typing the full address proves the Guide already knows them, and no list of other people's
 * addresses is shown. Participants add nobody.
 */
export const canAddByExactEmail = (
  actor: Actor,
  target: Pick<User, 'uid' | 'accessLevel' | 'createdBy' | 'eventId'>,
  targetEvent: Pick<WorkshopEvent, 'facilitatorId'> | null,
): boolean =>
  isPrivileged(actor) &&
  (canActOnUser(actor, target, targetEvent) ||
    (target.accessLevel === PARTICIPANT && target.eventId === null));

/** Editing or deleting another account: super-admins any; Guides only participants in their scope. */
export const canAdministerUser = (
  actor: Actor,
  target: Pick<User, 'uid' | 'accessLevel' | 'createdBy'>,
  targetEvent: Pick<WorkshopEvent, 'facilitatorId'> | null,
): boolean => {
  if (actor.uid === target.uid) return false;
  if (isSuperAdmin(actor)) return true;
  return target.accessLevel === PARTICIPANT && canActOnUser(actor, target, targetEvent);
};

/** Which levels an actor may register: super-admins any, Guides only participants. */
export const canRegisterLevel = (actor: Pick<Actor, 'accessLevel'>, level: AccessLevel): boolean =>
  isSuperAdmin(actor) || (actor.accessLevel === GUIDE && level === PARTICIPANT);

/** Meaningful-work access may be toggled by super-admins and by Guides with MW enabled. */
export const canToggleMeaningfulWork = (actor: Pick<Actor, 'accessLevel' | 'mwEnabled'>): boolean =>
  actor.accessLevel === SUPER_ADMIN || (actor.accessLevel === GUIDE && actor.mwEnabled);

/**
 * Whose Meaningful Work access: super-admins anyone's; Guides with MW only participants' (a
 * Guide's own access, which also lets them grant it, is the super-admin's to give). The server
 * and the event dashboard's MW Access boxes both ask this.
 */
export const canToggleMeaningfulWorkOf = (
  actor: Pick<Actor, 'accessLevel' | 'mwEnabled'>,
  target: Pick<User, 'accessLevel'>,
): boolean =>
  canToggleMeaningfulWork(actor) && (actor.accessLevel === SUPER_ADMIN || target.accessLevel === PARTICIPANT);
