import { invalid } from '../../errors/domain-error.ts';
import type { Actor } from '../../model/actor.ts';
import type { EventDetails, EventSummaryRecord } from '../../model/event.ts';
import type { EventStatus } from '../../rules/event-lifecycle.ts';
import { defineMessage } from '../../rules/message-descriptor.ts';
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

/** The most events one reply of `listFirstEventSummaries` holds. */
export const MAX_FIRST_SUMMARIES = 500;

export interface ListFirstEventSummariesInput extends ListEventSummariesInput {
  /** How many of the events to give, from the first: 1 to MAX_FIRST_SUMMARIES. */
  readonly limit: number;
}

/** The first events of a list and how many the whole list holds. */
export interface FirstEventSummaries {
  readonly events: EventSummary[];
  readonly total: number;
}

/** The sorted event records of one status in the actor's scope (see eventSummariesInScope). */
const recordsInScope = (deps: EventListDeps, actor: Actor, input: ListEventSummariesInput) => {
  if (!(LISTED_EVENT_STATUSES as readonly string[]).includes(input.status))
    throw invalid('EVENT.STATUS_INVALID', {
      message: defineMessage({
        id: 'error.event.statusInvalid',
        defaultMessage: 'status: must be one of {statuses}',
      }),
      values: { statuses: LISTED_EVENT_STATUSES.join(', ') },
    });
  return eventSummariesInScope(
    deps,
    actor,
    input.status,
    input.orgId === undefined ? {} : { orgId: input.orgId },
  );
};

/** Event records as table rows, their facilitators read in one query. */
const summariesOf = async (
  deps: EventListDeps,
  events: readonly EventSummaryRecord[],
  status: ListedEventStatus,
): Promise<EventSummary[]> => {
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
    status,
  }));
};

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
): Promise<ListEventSummariesResult> =>
  summariesOf(deps, await recordsInScope(deps, actor, input), input.status);

/**
 * The first `limit` events of `listEventSummaries`'s list, in its order, and how many it holds: a
 * screen shows them while the whole list loads. The lifecycle status (a domain rule, with each
 * organisation's retention) and the sort run over every event in scope; only the rows given are
 * mapped and only their facilitators read.
 */
export const listFirstEventSummaries = async (
  deps: EventListDeps,
  actor: Actor,
  input: ListFirstEventSummariesInput,
): Promise<FirstEventSummaries> => {
  if (!Number.isInteger(input.limit) || input.limit < 1 || input.limit > MAX_FIRST_SUMMARIES)
    throw invalid('EVENT.LIMIT_INVALID', {
      message: defineMessage({
        id: 'error.event.limitInvalid',
        defaultMessage: 'limit: must be a whole number from 1 to {max}',
      }),
      values: { max: MAX_FIRST_SUMMARIES },
    });
  const records = await recordsInScope(deps, actor, input);
  return {
    events: await summariesOf(deps, records.slice(0, input.limit), input.status),
    total: records.length,
  };
};
