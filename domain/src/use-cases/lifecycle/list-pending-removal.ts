import type { Actor } from '../../model/actor.ts';
import type { EventView } from '../events/event-view.ts';
import { type EventListDeps, eventViewsInScope } from '../events/events-in-scope.ts';

export type ListPendingRemovalResult = EventView[];

/** Closed events past their retention period, waiting to be purged. A super-admin sees all, a Guide those they facilitate. */
export const listPendingRemoval = (deps: EventListDeps, actor: Actor): Promise<ListPendingRemovalResult> =>
  eventViewsInScope(deps, actor, 'pending-removal');
