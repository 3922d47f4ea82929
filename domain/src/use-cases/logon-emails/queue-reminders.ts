import type { WorkshopEvent } from '../../model/event.ts';
import { isPreworkComplete } from '../../model/user.ts';
import type { Deps } from '../../ports/deps.ts';
import type { Repositories } from '../../ports/repositories.ts';
import { participantsToRemind } from '../../rules/reminders.ts';
import { requestEmail } from '../jobs/request-email.ts';
import { participantsOf, remindersByEvent, usersById } from '../participants/event-people.ts';

export interface QueuedReminders {
  /** How many reminders were queued. */
  readonly queued: number;
  /** How many participants have not finished the pre-work (reminded now, lately, or not). */
  readonly unfinished: number;
}

/**
 * In the caller's transaction: a reminder, with a fresh logon link in the event Guide's reminder
 * template, to every participant of the event whom rules/reminders.ts says to remind now. The jobs
 * go to the outbox and their deliveries are recorded as queued (which records when each was
 * reminded). The caller holds the event (`events.hold`) before it reads it, so that two of these
 * never decide at once for one event and both remind the same people.
 */
export const queueReminders = async (
  tx: Repositories,
  deps: Pick<Deps, 'clock' | 'ids'>,
  event: WorkshopEvent,
): Promise<QueuedReminders> => {
  const participants = participantsOf(event, await usersById(tx, event.participants), new Map());
  const lastReminders = (await remindersByEvent(tx, [event.eid])).get(event.eid) ?? new Map();
  const toRemind = participantsToRemind(participants, lastReminders, deps.clock.now());
  for (const { uid } of toRemind) {
    const payload = { requestId: deps.ids.newId(), uid, senderId: event.facilitatorId };
    await requestEmail(tx, deps, { kind: 'email', name: 'reminder-email', payload }, event.eid);
  }
  const unfinished = participants.filter((participant) => !isPreworkComplete(participant)).length;
  return { queued: toRemind.length, unfinished };
};
