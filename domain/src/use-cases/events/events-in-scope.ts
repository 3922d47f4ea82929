import type { Actor } from '../../model/actor.ts';
import type { CalendarDate } from '../../model/calendar-date.ts';
import type { WorkshopEvent } from '../../model/event.ts';
import { GUIDE } from '../../model/user.ts';
import type { Deps } from '../../ports/deps.ts';
import type { EventStatus } from '../../rules/event-lifecycle.ts';
import { isSuperAdmin, requireLevel } from '../../rules/permissions.ts';
import { type EventView, loadEventViews } from './event-view.ts';
import { statusNow } from './lifecycle-now.ts';

export type EventListDeps = Pick<Deps, 'store' | 'clock' | 'config'>;

/** Newest event first; events on the same day by name. */
export const byDateThenName = (
  a: { readonly eventDate: CalendarDate; readonly eventName: string },
  b: { readonly eventDate: CalendarDate; readonly eventName: string },
): number => {
  if (a.eventDate !== b.eventDate) return a.eventDate < b.eventDate ? 1 : -1;
  return a.eventName.localeCompare(b.eventName, 'en', { sensitivity: 'base' });
};

/**
 * The events an actor oversees in a given status, sorted: a super-admin sees every event, a Guide
 * only those they facilitate; participants are refused (403).
 */
export const eventsInScope = async (
  deps: EventListDeps,
  actor: Actor,
  status: EventStatus,
): Promise<WorkshopEvent[]> => {
  requireLevel(actor, GUIDE);
  const events = isSuperAdmin(actor)
    ? await deps.store.events.list()
    : await deps.store.events.list(actor.uid);
  return events.filter((event) => statusNow(deps, event) === status).sort(byDateThenName);
};

export const eventViewsInScope = async (
  deps: EventListDeps,
  actor: Actor,
  status: EventStatus,
): Promise<EventView[]> => loadEventViews(deps.store, deps, await eventsInScope(deps, actor, status));
