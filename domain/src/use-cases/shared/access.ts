import { notFound } from '../../errors/domain-error.ts';
import { ERROR_MESSAGES } from '../../errors/error-messages.ts';
import type { Actor } from '../../model/actor.ts';
import { type CalendarDate, calendarDateOf } from '../../model/calendar-date.ts';
import type { EventHeader, WorkshopEvent } from '../../model/event.ts';
import type { User } from '../../model/user.ts';
import type { Repositories } from '../../ports/repositories.ts';
import type { Clock } from '../../ports/services.ts';
import { canActOnUser, canAdministerUser, canManageEvent } from '../../rules/permissions.ts';
import { calendarDateIn } from '../../rules/time-zone.ts';

export const USER_NOT_FOUND = ERROR_MESSAGES.userNotFound.defaultMessage;
export const EVENT_NOT_FOUND = ERROR_MESSAGES.eventNotFound.defaultMessage;

/** Today's calendar date by the clock port. */
export const todayOf = (clock: Clock): CalendarDate => calendarDateOf(clock.now());

/** Today's date where the event is (its time zone): what its access close and status count by. */
export const eventTodayOf = (clock: Clock, event: Pick<WorkshopEvent, 'timeZone'>): CalendarDate =>
  calendarDateIn(clock.now(), event.timeZone);

export interface UserWithEvent {
  readonly user: User;
  /** Without its roster: nothing that acts on one user needs the whole event's. */
  readonly event: EventHeader | null;
}

const loadUserWithEvent = async (repos: Repositories, uid: string): Promise<UserWithEvent | null> => {
  const user = await repos.users.findById(uid);
  if (user === null) return null;
  const event = user.eventId === null ? null : await repos.events.findById(user.eventId);
  return { user, event };
};

/**
 * Loads a user the actor may act on (own data, a Guide's participant, anyone for a super-admin).
 * Someone else's user is reported exactly like a missing one (404), so ids reveal nothing.
 */
export const loadUserToActOn = async (
  repos: Repositories,
  actor: Actor,
  uid: string,
): Promise<UserWithEvent> => {
  if (uid === actor.uid && actor.self) return actor.self;
  const found = await loadUserWithEvent(repos, uid);
  if (found === null || !canActOnUser(actor, found.user, found.event))
    throw notFound('USER.NOT_FOUND', { message: ERROR_MESSAGES.userNotFound });
  return found;
};

/** Loads another account the actor may edit or delete (never their own through this path). */
export const loadUserToAdminister = async (
  repos: Repositories,
  actor: Actor,
  uid: string,
): Promise<UserWithEvent> => {
  const found = await loadUserWithEvent(repos, uid);
  if (found === null || !canAdministerUser(actor, found.user, found.event)) {
    throw notFound('USER.NOT_FOUND', { message: ERROR_MESSAGES.userNotFound });
  }
  return found;
};

/** Loads an event the actor manages (facilitates, or any for a super-admin); else 404. */
export const loadManagedEvent = async (
  repos: Repositories,
  actor: Actor,
  eid: string,
): Promise<WorkshopEvent> => {
  const event = await repos.events.findById(eid);
  if (event === null || !canManageEvent(actor, event))
    throw notFound('EVENT.NOT_FOUND', { message: ERROR_MESSAGES.eventNotFound });
  return event;
};
