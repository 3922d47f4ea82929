import type { Actor } from '../../model/actor.ts';
import type { EventView } from './event-view.ts';
import { type EventListDeps, eventViewsInScope } from './events-in-scope.ts';

export type ListActiveEventsResult = EventView[];

/** Active events (not closed by the facilitator or by date). A super-admin sees all, a Guide those they facilitate. */
export const listActiveEvents = (deps: EventListDeps, actor: Actor): Promise<ListActiveEventsResult> =>
  eventViewsInScope(deps, actor, 'active');
