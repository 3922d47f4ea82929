import type { Actor } from '../../model/actor.ts';
import type { CalendarDate } from '../../model/calendar-date.ts';
import type { EventSummaryRecord, WorkshopEvent } from '../../model/event.ts';
import { GUIDE } from '../../model/user.ts';
import type { Deps } from '../../ports/deps.ts';
import type { EventListScope } from '../../ports/repositories.ts';
import type { EventStatus, RetentionOverrides } from '../../rules/event-lifecycle.ts';
import { isSuperAdmin, requireLevel } from '../../rules/permissions.ts';
import { retentionFor, statusNow } from '../shared/event-status.ts';
import { type EventView, loadEventViews } from './event-view.ts';

export type EventListDeps = Pick<Deps, 'store' | 'clock' | 'config'>;

/**
 * Names compared as `localeCompare(other, 'en', { sensitivity: 'base' })` does, with one collator
 * made once: `localeCompare` with options builds one per call, which made sorting 8,500 events
 * take about 200 ms.
 */
const byName = new Intl.Collator('en', { sensitivity: 'base' }).compare;

/** Newest event first; events on the same day by name. */
export const byDateThenName = (
  a: { readonly eventDate: CalendarDate; readonly eventName: string },
  b: { readonly eventDate: CalendarDate; readonly eventName: string },
): number => {
  if (a.eventDate !== b.eventDate) return a.eventDate < b.eventDate ? 1 : -1;
  return byName(a.eventName, b.eventName);
};

/** What scoping and sorting need of an event, full or summarised. */
type ScopedEvent = Pick<
  WorkshopEvent,
  'orgId' | 'eventName' | 'eventDate' | 'state' | 'closedOn' | 'accessClose' | 'followUpDays' | 'timeZone'
>;

/** A list narrowed to one organisation (`GET /api/event/all?orgId=`); every one in scope without it. */
export interface EventListFilter {
  readonly orgId?: string;
}

/**
 * The events an actor oversees in a given status, sorted, read through `load`: a super-admin sees
 * every event, a Guide those in their scope (rules/permissions.ts isEventInGuideScope: facilitated
 * in their organisations, or all of one they administer); `filter` narrows to one organisation.
 * Participants are refused (403) before anything is read. The organisations' retention is read
 * once for the list, and returned for the views.
 */
const inScope = async <E extends ScopedEvent>(
  deps: EventListDeps,
  actor: Actor,
  status: EventStatus,
  filter: EventListFilter,
  load: (scope: EventListScope) => Promise<E[]>,
): Promise<{ events: E[]; retention: RetentionOverrides }> => {
  requireLevel(actor, GUIDE);
  const narrowed = filter.orgId === undefined ? {} : { orgId: filter.orgId };
  const events = await load(isSuperAdmin(actor) ? narrowed : { ...narrowed, guide: actor });
  // Every event of the list judged at one instant: the same "today" for all, one clock read.
  const at = deps.clock.now();
  const once = { ...deps, clock: { now: () => at } };
  const retention = await retentionFor(deps.store, once, events);
  return {
    events: events.filter((event) => statusNow(once, event, retention) === status).sort(byDateThenName),
    retention,
  };
};

/** The events an actor oversees in a given status, sorted (see inScope). */
export const eventsInScope = async (
  deps: EventListDeps,
  actor: Actor,
  status: EventStatus,
  filter: EventListFilter = {},
): Promise<WorkshopEvent[]> =>
  (await inScope(deps, actor, status, filter, (scope) => deps.store.events.list(scope))).events;

/** The same events as `eventsInScope`, in the same order, without their participant lists. */
export const eventSummariesInScope = async (
  deps: EventListDeps,
  actor: Actor,
  status: EventStatus,
  filter: EventListFilter = {},
): Promise<EventSummaryRecord[]> =>
  (await inScope(deps, actor, status, filter, (scope) => deps.store.events.listSummaries(scope))).events;

export const eventViewsInScope = async (
  deps: EventListDeps,
  actor: Actor,
  status: EventStatus,
  filter: EventListFilter = {},
): Promise<EventView[]> => {
  const { events, retention } = await inScope(deps, actor, status, filter, (scope) =>
    deps.store.events.list(scope),
  );
  return loadEventViews(deps.store, deps, events, retention);
};
