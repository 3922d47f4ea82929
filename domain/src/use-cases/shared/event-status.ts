import { conflict } from '../../errors/domain-error.ts';
import type { WorkshopEvent } from '../../model/event.ts';
import type { Deps } from '../../ports/deps.ts';
import type { Repositories } from '../../ports/repositories.ts';
import {
  closedOn,
  type EventStatus,
  eventStatus,
  isEventActive,
  NO_RETENTION_OVERRIDES,
  policyForOrg,
  type RetentionOverrides,
} from '../../rules/event-lifecycle.ts';
import { defineMessage } from '../../rules/message-descriptor.ts';
import { eventTodayOf } from './access.ts';

export type LifecycleDeps = Pick<Deps, 'clock' | 'config'>;

/** What an event's status is computed from. */
export type StatusEvent = Pick<
  WorkshopEvent,
  'orgId' | 'state' | 'closedOn' | 'accessClose' | 'eventDate' | 'followUpDays' | 'timeZone'
>;

export const EVENT_CLOSED_MESSAGE = defineMessage({
  id: 'error.event.eventClosed',
  defaultMessage:
    'This event is closed: nothing in it can be changed and its responses can no longer be viewed',
});

/** The retention overrides of these organisations (every one when `orgIds` is absent), in one query. */
export const readRetention = async (
  repos: Pick<Repositories, 'organisations'>,
  orgIds?: readonly string[],
): Promise<RetentionOverrides> =>
  new Map(
    (await repos.organisations.retentionOverrides(orgIds)).map(({ orgId, retentionDays }) => [
      orgId,
      retentionDays,
    ]),
  );

/**
 * The retention overrides that matter for these events: those of the organisations of the ones no
 * longer active (how long a closed event stays closed is its organisation's). One query for any
 * number of events, none when every one is active.
 */
export const retentionFor = async (
  repos: Pick<Repositories, 'organisations'>,
  deps: LifecycleDeps,
  events: readonly StatusEvent[],
): Promise<RetentionOverrides> => {
  const closed = events.filter((event) => closedOn(event, eventTodayOf(deps.clock, event)) !== null);
  const orgIds = [...new Set(closed.map((e) => e.orgId))];
  return orgIds.length === 0 ? NO_RETENTION_OVERRIDES : readRetention(repos, orgIds);
};

/**
 * The event's status today where it is (its time zone), by the clock, the configured lifecycle policy and its organisation's
 * retention (`retention`, from `retentionFor` over the same events).
 */
export const statusNow = (
  deps: LifecycleDeps,
  event: StatusEvent,
  retention: RetentionOverrides,
): EventStatus =>
  eventStatus(
    event,
    eventTodayOf(deps.clock, event),
    policyForOrg(deps.config.lifecycle, retention, event.orgId),
  );

/** Whether the event is still active: no retention needed (it only counts from the close). */
export const isActiveNow = (
  deps: LifecycleDeps,
  event: Pick<WorkshopEvent, 'state' | 'closedOn' | 'accessClose' | 'timeZone'>,
): boolean => isEventActive(event, eventTodayOf(deps.clock, event));

/**
 * The one closed-event guard (spec 4: a closed event is read-only; nobody views its responses).
 * An event closed by its facilitator or by date refuses every change to it, to its participants
 * and their emails, and every read or write of its people's responses and outputs: a conflict
 * with its state, 409 `EVENT.CLOSED`, whoever asks.
 */
export const assertEventActive = (deps: LifecycleDeps, event: Omit<StatusEvent, 'orgId'>): void => {
  if (!isActiveNow(deps, event)) throw conflict('EVENT.CLOSED', EVENT_CLOSED_MESSAGE);
};
