import type { Actor } from '../../model/actor.ts';
import type { EventDetails } from '../../model/event.ts';
import { GUIDE } from '../../model/user.ts';
import type { Deps } from '../../ports/deps.ts';
import { checkEventDetails } from '../../rules/event-details.ts';
import { requireLevel } from '../../rules/permissions.ts';
import { checkAutoRemindDays } from '../../rules/reminders.ts';
import { todayOf } from '../shared/access.ts';
import { type EventView, loadEventView } from './event-view.ts';
import { loadEventToChange } from './managed-event.ts';

export interface UpdateEventInput extends EventDetails {
  readonly eid: string;
  /** Days before the event date for the automatic reminder, null for none; absent keeps it as it is. */
  readonly autoRemindDays?: number | null;
}

export type UpdateEventResult = EventView;

/** Saves the Edit Event panel's details (and automatic reminder) of an active event the actor manages. */
export const updateEvent = async (
  deps: Pick<Deps, 'store' | 'clock' | 'config'>,
  actor: Actor,
  input: UpdateEventInput,
): Promise<UpdateEventResult> => {
  requireLevel(actor, GUIDE);
  const details = checkEventDetails(input, todayOf(deps.clock), deps.config.lifecycle.maxAccessDays);
  const autoRemind =
    input.autoRemindDays === undefined ? {} : { autoRemindDays: checkAutoRemindDays(input.autoRemindDays) };
  const updated = await deps.store.transaction(async (tx) => {
    const event = { ...(await loadEventToChange(tx, deps, actor, input.eid)), ...details, ...autoRemind };
    await tx.events.update(event);
    return event;
  });
  return loadEventView(deps.store, deps, updated);
};
