import { forbidden } from '../errors/domain-error.ts';
import type { Actor } from '../model/actor.ts';
import type { WorkshopEvent } from '../model/event.ts';
import { type AccessLevel, GUIDE, PARTICIPANT, SUPER_ADMIN, type User } from '../model/user.ts';

/**
 * Who may do what, object by object. A Guide acts only inside the organisations they belong to
 * (rules/organisation-scope.ts): on the events they facilitate there, on the participants of
 * those events, and on participants they created while those are in no event; as a client admin
 * of an organisation, on every event and participant of it. A participant acts only on their own
 * data; a super-admin on everything.
 */

export const isSuperAdmin = (actor: Pick<Actor, 'accessLevel'>): boolean => actor.accessLevel === SUPER_ADMIN;
export const isPrivileged = (actor: Actor): boolean => actor.accessLevel >= GUIDE;

/** Refuses (403) an actor below the level a capability needs. */
export const requireLevel = (actor: Actor, level: AccessLevel): void => {
  if (actor.accessLevel < level) throw forbidden();
};

/** Whose people and events a Guide's lists and checks cover: the Guide and their memberships. */
export type GuideScope = Pick<Actor, 'uid' | 'orgs'>;

/**
 * The events a Guide oversees: every event of an organisation they administer, and those they
 * facilitate in an organisation they belong to. The one statement of the rule: the event lists
 * ask it as a query (adapters/persistence/src/repositories/guide-scope.ts and the in-memory
 * store), and the store contract checks both against this function.
 */
export const isEventInGuideScope = (
  guide: GuideScope,
  event: Pick<WorkshopEvent, 'facilitatorId' | 'orgId'>,
): boolean => {
  const role = guide.orgs.find((membership) => membership.orgId === event.orgId)?.role;
  return role === 'client_admin' || (role === 'guide' && event.facilitatorId === guide.uid);
};

export const canManageEvent = (
  actor: Actor,
  event: Pick<WorkshopEvent, 'facilitatorId' | 'orgId'>,
): boolean => isSuperAdmin(actor) || (actor.accessLevel === GUIDE && isEventInGuideScope(actor, event));

/**
 * The people in a Guide's scope: whoever is in an event in the Guide's scope
 * (isEventInGuideScope), and whoever is in no event and belongs to an organisation the Guide
 * administers or, created by the Guide, to one the Guide belongs to (once they join another
 * Guide's event, that facilitator alone answers for them). `personEvent` is the person's event,
 * null when they have none. This is the one statement of the rule: `canActOnUser` asks it object
 * by object; the lists of people ask it as a query, built once in
 * adapters/persistence/src/repositories/guide-scope.ts and in the in-memory store, and the store
 * contract checks both against this function.
 */
export const isInGuideScope = (
  guide: GuideScope,
  person: Pick<User, 'createdBy' | 'orgId'>,
  personEvent: Pick<WorkshopEvent, 'facilitatorId' | 'orgId'> | null,
): boolean => {
  if (personEvent !== null) return isEventInGuideScope(guide, personEvent);
  const role = guide.orgs.find((membership) => membership.orgId === person.orgId)?.role;
  return role === 'client_admin' || (role === 'guide' && person.createdBy === guide.uid);
};

/**
 * Whether the actor may work with another user's account and data. `targetEvent` is the target's
 * event (null when they have none).
 */
export const canActOnUser = (
  actor: Actor,
  target: Pick<User, 'uid' | 'accessLevel' | 'createdBy' | 'orgId'>,
  targetEvent: Pick<WorkshopEvent, 'facilitatorId' | 'orgId'> | null,
): boolean => {
  if (actor.uid === target.uid || isSuperAdmin(actor)) return true;
  if (actor.accessLevel !== GUIDE) return false;
  // Outside any event, only participants: a Guide the Guide registered is not theirs to act on.
  return (
    (targetEvent !== null || target.accessLevel === PARTICIPANT) && isInGuideScope(actor, target, targetEvent)
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
  target: Pick<User, 'uid' | 'accessLevel' | 'createdBy' | 'eventId' | 'orgId'>,
  targetEvent: Pick<WorkshopEvent, 'facilitatorId' | 'orgId'> | null,
): boolean =>
  isPrivileged(actor) &&
  (canActOnUser(actor, target, targetEvent) ||
    (target.accessLevel === PARTICIPANT && target.eventId === null));

/** Editing or deleting another account: super-admins any; Guides only participants in their scope. */
export const canAdministerUser = (
  actor: Actor,
  target: Pick<User, 'uid' | 'accessLevel' | 'createdBy' | 'orgId'>,
  targetEvent: Pick<WorkshopEvent, 'facilitatorId' | 'orgId'> | null,
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
