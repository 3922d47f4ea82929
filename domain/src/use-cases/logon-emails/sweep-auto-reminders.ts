import type { Deps } from '../../ports/deps.ts';
import { autoReminderDue } from '../../rules/reminders.ts';
import { eventTodayOf } from '../shared/access.ts';
import { isActiveNow } from '../shared/event-status.ts';
import { queueReminders } from './queue-reminders.ts';

export interface SweepAutoRemindersResult {
  /** Events whose automatic reminder ran. */
  readonly autoReminderEvents: number;
  /** Reminders those queued. */
  readonly autoReminders: number;
}

/**
 * The lifecycle sweep's automatic reminders: each active event whose reminder is due today
 * (rules/reminders.ts autoReminderDue) reminds its unfinished participants by the rules of a
 * click, and records the day it ran. Each event is held, re-read and handled in its own transaction:
 * a second sweep running at once finds the day recorded and leaves the event alone.
 */
export const sweepAutoReminders = async (
  deps: Pick<Deps, 'store' | 'clock' | 'config' | 'ids'>,
): Promise<SweepAutoRemindersResult> => {
  const counts = { autoReminderEvents: 0, autoReminders: 0 };
  const due = (await deps.store.events.list()).filter((event) =>
    autoReminderDue(event, eventTodayOf(deps.clock, event)),
  );
  for (const { eid } of due) {
    await deps.store.transaction(async (tx) => {
      await tx.events.hold(eid);
      const event = await tx.events.findById(eid);
      if (event === null) return;
      const today = eventTodayOf(deps.clock, event);
      if (!isActiveNow(deps, event) || !autoReminderDue(event, today)) return;
      const { queued } = await queueReminders(tx, deps, event);
      await tx.events.update({ ...event, autoRemindedOn: today });
      counts.autoReminderEvents += 1;
      counts.autoReminders += queued;
    });
  }
  return counts;
};
