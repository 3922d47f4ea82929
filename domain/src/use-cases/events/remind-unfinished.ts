import type { Actor } from '../../model/actor.ts';
import { isPreworkComplete } from '../../model/user.ts';
import type { Deps } from '../../ports/deps.ts';
import { participantsToRemind, REMINDER_INTERVAL_HOURS } from '../../rules/reminders.ts';
import { requestEmail } from '../jobs/request-email.ts';
import { participantsOf, remindersByEvent, usersById } from './event-people.ts';
import { loadEventToChange } from './managed-event.ts';

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
 * Queues a reminder, with a fresh logon link in the Guide's reminder template, to every
 * participant of an active event the actor manages whose pre-work is not complete and who was
 * not reminded in the last 12 hours (rules/reminders.ts). The jobs go to the outbox, their
 * deliveries recorded as queued (which records when each was reminded), in one transaction.
 */
export const remindUnfinished = async (
  deps: Pick<Deps, 'store' | 'clock' | 'config' | 'ids'>,
  actor: Actor,
  input: RemindUnfinishedInput,
): Promise<RemindUnfinishedResult> => {
  const { queued, unfinished } = await deps.store.transaction(async (tx) => {
    const event = await loadEventToChange(tx, deps, actor, input.eid);
    const participants = participantsOf(event, await usersById(tx, event.participants), new Map());
    const lastReminders = (await remindersByEvent(tx, [event.eid])).get(event.eid) ?? new Map();
    const toRemind = participantsToRemind(participants, lastReminders, deps.clock.now());
    for (const { uid } of toRemind) {
      const payload = { requestId: deps.ids.newId(), uid, senderId: event.facilitatorId };
      await requestEmail(tx, deps, { kind: 'email', name: 'reminder-email', payload }, event.eid);
    }
    const unfinished = participants.filter((participant) => !isPreworkComplete(participant)).length;
    return { queued: toRemind.length, unfinished };
  });
  return { message: messageFor(queued, unfinished), queued };
};
