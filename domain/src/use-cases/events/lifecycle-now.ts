import type { WorkshopEvent } from '../../model/event.ts';
import type { Deps } from '../../ports/deps.ts';
import { type EventStatus, eventStatus } from '../../rules/event-lifecycle.ts';
import { todayOf } from '../shared/access.ts';

export type LifecycleDeps = Pick<Deps, 'clock' | 'config'>;

/** The event's status today, by the clock and the configured lifecycle policy. */
export const statusNow = (
  deps: LifecycleDeps,
  event: Pick<WorkshopEvent, 'state' | 'closedOn' | 'accessClose'>,
): EventStatus => eventStatus(event, todayOf(deps.clock), deps.config.lifecycle);
