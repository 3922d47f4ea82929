import type { Actor } from '../../model/actor.ts';
import type { Deps } from '../../ports/deps.ts';
import { REMINDER_INTERVAL_HOURS } from '../../rules/reminders.ts';
import { loadEventToChange } from '../events/managed-event.ts';
import { byActor, recordAudit } from '../shared/audit.ts';
import { queueReminders } from './queue-reminders.ts';

export interface RemindUnfinishedInput {
  readonly eid: string;
}

export interface RemindUnfinishedResult {
  readonly message: string;
  /** How many reminders were queued. */
  readonly queued: number;
}

const messageFor = (queued: number, unfinished: number): string => {
  if (queued > 0) return queued === 1 ? '1 reminder queued' : `${queued} reminders queued`;
  return unfinished === 0
    ? 'Every participant has finished the pre-work'
    : `Everyone unfinished was reminded in the last ${REMINDER_INTERVAL_HOURS} hours`;
};

/**
 * "Remind unfinished": queues a reminder to every participant of an active event the actor manages
 * whose pre-work is not complete and who was not reminded in the last 12 hours (queueReminders),
 * all in one transaction that holds the event (loadEventToChange): two clicks at once (two tabs,
 * two Guides' screens, the automatic reminder) queue each reminder once.
 */
export const remindUnfinished = async (
  deps: Pick<Deps, 'store' | 'clock' | 'config' | 'ids'>,
  actor: Actor,
  input: RemindUnfinishedInput,
): Promise<RemindUnfinishedResult> => {
  const { queued, unfinished } = await deps.store.transaction(async (tx) => {
    const event = await loadEventToChange(tx, deps, actor, input.eid);
    const result = await queueReminders(tx, deps, event);
    if (result.queued > 0)
      await recordAudit(tx, deps, byActor(actor), {
        action: 'reminders.sent',
        target: { kind: 'event', id: event.eid },
        orgId: event.orgId,
        details: { queued: result.queued },
      });
    return result;
  });
  return { message: messageFor(queued, unfinished), queued };
};
