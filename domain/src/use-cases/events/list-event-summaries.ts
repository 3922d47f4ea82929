import { invalid } from '../../errors/domain-error.ts';
import type { Actor } from '../../model/actor.ts';
import type { EventDetails } from '../../model/event.ts';
import type { EventStatus } from '../../rules/event-lifecycle.ts';
import { type FacilitatorView, facilitatorOf, usersById } from '../participants/event-people.ts';
import { type EventListDeps, eventSummariesInScope } from './events-in-scope.ts';

/** The statuses the event screens list: active (Events), closed (Expired Events), pending removal. */
export const LISTED_EVENT_STATUSES = [
  'active',
  'closed',
  'pending-removal',
] as const satisfies readonly EventStatus[];
export type ListedEventStatus = (typeof LISTED_EVENT_STATUSES)[number];

export interface ListEventSummariesInput {
  readonly status: ListedEventStatus;
  /** Only the events of this organisation. */
  readonly orgId?: string;
}

/** One row of an event table: the event's details, its facilitator and how many participants it has. */
export interface EventSummary extends EventDetails {
  readonly eid: string;
  readonly orgId: string;
  readonly facilitator: FacilitatorView;
  /** The length of the event's participant list (deleting a user takes them off it). */
  readonly participantCount: number;
  /** Days after the event date of the follow-up re-ratings, ascending. */
  readonly followUpDays: readonly number[];
  /** The IANA time zone its dates are in. */
  readonly timeZone: string;
  readonly status: ListedEventStatus;
}

export type ListEventSummariesResult = EventSummary[];

/**
 * The events of one status as the event tables show them, for thousands of events: the same events
 * in the same order as /all, /all_expired and /pending_removal (a super-admin sees all, a Guide
 * those in their scope), but without participant lists. Reads the events' summaries and their
 * facilitators in one query each; never the participants.
 */
export const listEventSummaries = async (
  deps: EventListDeps,
  actor: Actor,
  input: ListEventSummariesInput,
): Promise<ListEventSummariesResult> => {
  if (!(LISTED_EVENT_STATUSES as readonly string[]).includes(input.status))
    throw invalid('EVENT.STATUS_INVALID', `status: must be one of ${LISTED_EVENT_STATUSES.join(', ')}`);
  const events = await eventSummariesInScope(
    deps,
    actor,
    input.status,
    input.orgId === undefined ? {} : { orgId: input.orgId },
  );
  const facilitators = await usersById(
    deps.store,
    events.map((event) => event.facilitatorId),
  );
  return events.map((event) => ({
    eid: event.eid,
    orgId: event.orgId,
    eventName: event.eventName,
    eventDate: event.eventDate,
    accessClose: event.accessClose,
    eventType: event.eventType,
    sessionAccess: event.sessionAccess,
    facilitator: facilitatorOf(event, facilitators),
    participantCount: event.participantCount,
    followUpDays: event.followUpDays,
    timeZone: event.timeZone,
    status: input.status,
  }));
};
