import type { Actor } from '../../model/actor.ts';
import type { EventView } from '../events/event-view.ts';
import { type EventListDeps, type EventListFilter, eventViewsInScope } from '../events/events-in-scope.ts';

export type ListExpiredEventsResult = EventView[];

/** Closed events still within their retention period (the Expired Events page). A super-admin sees all, a Guide those in their scope (rules/permissions.ts isEventInGuideScope), optionally of one organisation. */
export const listExpiredEvents = (
  deps: EventListDeps,
  actor: Actor,
  filter: EventListFilter = {},
): Promise<ListExpiredEventsResult> => eventViewsInScope(deps, actor, 'closed', filter);
