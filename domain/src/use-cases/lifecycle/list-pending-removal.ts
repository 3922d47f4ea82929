import type { Actor } from '../../model/actor.ts';
import type { EventView } from '../events/event-view.ts';
import { type EventListDeps, type EventListFilter, eventViewsInScope } from '../events/events-in-scope.ts';

export type ListPendingRemovalResult = EventView[];

/** Closed events past their retention period, waiting to be purged. A super-admin sees all, a Guide those in their scope (rules/permissions.ts isEventInGuideScope), optionally of one organisation. */
export const listPendingRemoval = (
  deps: EventListDeps,
  actor: Actor,
  filter: EventListFilter = {},
): Promise<ListPendingRemovalResult> => eventViewsInScope(deps, actor, 'pending-removal', filter);
