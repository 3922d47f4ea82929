import type { Actor } from '../../model/actor.ts';
import type { EventView } from './event-view.ts';
import { type EventListDeps, type EventListFilter, eventViewsInScope } from './events-in-scope.ts';

export type ListActiveEventsResult = EventView[];

/** Active events (not closed by the facilitator or by date). A super-admin sees all, a Guide those in their scope (rules/permissions.ts isEventInGuideScope), optionally of one organisation. */
export const listActiveEvents = (
  deps: EventListDeps,
  actor: Actor,
  filter: EventListFilter = {},
): Promise<ListActiveEventsResult> => eventViewsInScope(deps, actor, 'active', filter);
