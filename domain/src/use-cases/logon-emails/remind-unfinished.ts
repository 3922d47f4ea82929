import type { ErrorText } from '../../errors/domain-error.ts';
import type { Actor } from '../../model/actor.ts';
import type { Deps } from '../../ports/deps.ts';
import { defineMessages } from '../../rules/message-descriptor.ts';
import { REMINDER_INTERVAL_HOURS } from '../../rules/reminders.ts';
import { loadEventToChange } from '../events/managed-event.ts';
import { byActor, recordAudit } from '../shared/audit.ts';
import { queueReminders } from './queue-reminders.ts';

export interface RemindUnfinishedInput {
  readonly eid: string;
}

export interface RemindUnfinishedResult {
  /** What happened, worded in its reader's language by the HTTP edge. */
  readonly message: ErrorText;
  /** How many reminders were queued. */
  readonly queued: number;
}

const MESSAGES = defineMessages({
  queued: {
    id: 'reply.reminders.queued',
    defaultMessage: '{queued, plural, one {{queued} reminder queued} other {{queued} reminders queued}}',
  },
  allFinished: {
    id: 'reply.reminders.allFinished',
    defaultMessage: 'Every participant has finished the pre-work',
  },
  allReminded: {
    id: 'reply.reminders.allReminded',
    defaultMessage: 'Everyone unfinished was reminded in the last {hours} hours',
  },
});

const messageFor = (queued: number, unfinished: number): ErrorText => {
  if (queued > 0) return { message: MESSAGES.queued, values: { queued } };
  return unfinished === 0
    ? { message: MESSAGES.allFinished }
    : { message: MESSAGES.allReminded, values: { hours: REMINDER_INTERVAL_HOURS } };
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
