import { conflict, type DomainError, notFound } from '../../errors/domain-error.ts';
import { ERROR_MESSAGES } from '../../errors/error-messages.ts';
import type { Actor } from '../../model/actor.ts';
import type { WorkshopEvent } from '../../model/event.ts';
import type { User } from '../../model/user.ts';
import type { Repositories } from '../../ports/repositories.ts';
import { defineMessage } from '../../rules/message-descriptor.ts';
import { mayJoinEventOf, otherOrganisationMessage } from '../../rules/organisation-scope.ts';
import { canActOnUser, canAddByExactEmail } from '../../rules/permissions.ts';
import { usersById } from './event-people.ts';

export const alreadyAssigned = (user: Pick<User, 'forename' | 'surname'>): DomainError =>
  conflict('EVENT.ALREADY_ASSIGNED', {
    message: defineMessage({
      id: 'error.participant.alreadyAssigned',
      defaultMessage: '{forename} {surname} is already assigned to an event',
    }),
    values: { forename: user.forename, surname: user.surname },
  });

const elsewhere = (user: Pick<User, 'forename' | 'surname'>): DomainError =>
  conflict('EVENT.OTHER_ORGANISATION', otherOrganisationMessage(user));

/**
 * Users that may join an event of organisation `orgId`, in the order asked for. The same rule as
 * loadUserToActOn decides who the actor may add (so a Guide may add themselves), but with one
 * query for all of them: someone the actor may not act on is a 404 like a missing user; anyone
 * already in an event, or who may not be in one of this organisation (rules/organisation-scope.ts
 * mayJoinEventOf), is a conflict naming them (409).
 */
export const loadAssignableUsers = async (
  repos: Repositories,
  actor: Actor,
  uids: readonly string[],
  orgId: string,
): Promise<User[]> => {
  const users = await usersById(repos, uids);
  const events = new Map<string, WorkshopEvent>();
  for (const eventId of new Set([...users.values()].flatMap((user) => user.eventId ?? []))) {
    const event = await repos.events.findById(eventId);
    if (event !== null) events.set(eventId, event);
  }
  return uids.map((uid) => {
    const user = users.get(uid);
    const event = user?.eventId ? (events.get(user.eventId) ?? null) : null;
    if (user === undefined || !canActOnUser(actor, user, event))
      throw notFound('USER.NOT_FOUND', { message: ERROR_MESSAGES.userNotFound });
    if (user.eventId !== null) throw alreadyAssigned(user);
    if (!mayJoinEventOf(user, orgId)) throw elsewhere(user);
    return user;
  });
};

/**
 * Puts the users in the event. Someone who joined another event since they were checked (another
 * Guide adding them at the same moment) is the same conflict as someone found in one (409), and
 * the caller's transaction writes nothing.
 */
export const joinEvent = async (repos: Repositories, uids: readonly string[], eid: string): Promise<void> => {
  const [taken] = await repos.users.joinEvent(uids, eid);
  const user = taken === undefined ? undefined : (await usersById(repos, [taken])).get(taken);
  if (user !== undefined) throw alreadyAssigned(user);
};

/** One answer for every address that names nobody a Guide may add, so it tells nothing more. */
export const NO_FREE_PARTICIPANT_MESSAGE = defineMessage({
  id: 'error.participant.noFreeParticipant',
  defaultMessage: 'No participant without an event has this email',
});

/**
 * The user an exact email names, when the actor may add them by it (canAddByExactEmail) to an
 * event of organisation `orgId`. An unknown address, a Guide's or super-admin's account, a
 * participant in someone else's event and one of another organisation the actor does not see all
 * get the same 404; someone the actor may act on who is already in an event, or of another
 * organisation, is a conflict naming them (409), as in loadAssignableUsers.
 */
export const loadAssignableByEmail = async (
  repos: Repositories,
  actor: Actor,
  email: string,
  orgId: string,
): Promise<User> => {
  const user = await repos.users.findByEmail(email);
  const event = user?.eventId ? await repos.events.findById(user.eventId) : null;
  if (user === null || !canAddByExactEmail(actor, user, event))
    throw notFound('USER.NOT_FOUND', NO_FREE_PARTICIPANT_MESSAGE);
  const seen = canActOnUser(actor, user, event);
  if (!mayJoinEventOf(user, orgId)) {
    if (!seen) throw notFound('USER.NOT_FOUND', NO_FREE_PARTICIPANT_MESSAGE);
    throw elsewhere(user);
  }
  if (user.eventId !== null) throw alreadyAssigned(user);
  return user;
};
