import { conflict } from '../../errors/domain-error.ts';
import type { WorkshopEvent } from '../../model/event.ts';
import type { Deps } from '../../ports/deps.ts';
import { type EventStatus, eventStatus } from '../../rules/event-lifecycle.ts';
import { todayOf } from './access.ts';

export type LifecycleDeps = Pick<Deps, 'clock' | 'config'>;

export const EVENT_CLOSED_MESSAGE =
  'This event is closed: nothing in it can be changed and its responses can no longer be viewed';

/** The event's status today, by the clock and the configured lifecycle policy. */
export const statusNow = (
  deps: LifecycleDeps,
  event: Pick<WorkshopEvent, 'state' | 'closedOn' | 'accessClose'>,
): EventStatus => eventStatus(event, todayOf(deps.clock), deps.config.lifecycle);

/**
 * The one closed-event guard (spec 4: a closed event is read-only; nobody views its responses).
 * An event closed by its facilitator or by date refuses every change to it, to its participants
 * and their emails, and every read or write of its people's responses and outputs: a conflict
 * with its state, 409 `EVENT.CLOSED`, whoever asks.
 */
export const assertEventActive = (
  deps: LifecycleDeps,
  event: Pick<WorkshopEvent, 'state' | 'closedOn' | 'accessClose'>,
): void => {
  if (statusNow(deps, event) !== 'active') throw conflict('EVENT.CLOSED', EVENT_CLOSED_MESSAGE);
};
