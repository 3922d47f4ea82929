import { invalid } from '../errors/domain-error.ts';
import { addDays, type CalendarDate } from '../model/calendar-date.ts';
import type { WorkshopEvent } from '../model/event.ts';
import { isPreworkComplete, type User } from '../model/user.ts';
import type { ReminderDelivery } from '../ports/repositories.ts';
import { defineMessage } from './message-descriptor.ts';

/** A participant reminded less than this long ago is not reminded again. */
export const REMINDER_INTERVAL_HOURS = 12;
const REMINDER_INTERVAL_MS = REMINDER_INTERVAL_HOURS * 60 * 60 * 1000;

/** A participant's newest reminder: when it was asked for and where its delivery stands. */
export type LastReminder = Pick<ReminderDelivery, 'queuedAt' | 'status'>;

/**
 * Whether the participant was reminded less than REMINDER_INTERVAL_HOURS ago. A reminder that
 * failed for good reached no one: it does not count, so the Guide can try again at once.
 */
export const remindedRecently = (last: LastReminder | undefined, now: Date): boolean =>
  last !== undefined &&
  last.status !== 'failed' &&
  now.getTime() - last.queuedAt.getTime() < REMINDER_INTERVAL_MS;

/** Whom "Remind unfinished" mails: pre-work not complete, and not reminded recently. */
export const needsReminder = (
  participant: Pick<User, 'responseCompleted'>,
  last: LastReminder | undefined,
  now: Date,
): boolean => !isPreworkComplete(participant) && !remindedRecently(last, now);

/** The participants (of those given, in order) whom a reminder would go to now. */
export const participantsToRemind = <P extends Pick<User, 'uid' | 'responseCompleted'>>(
  participants: readonly P[],
  lastReminders: ReadonlyMap<string, LastReminder>,
  now: Date,
): P[] =>
  participants.filter((participant) => needsReminder(participant, lastReminders.get(participant.uid), now));

/** The automatic reminder may be set from 1 to this many days before the event date. */
export const AUTO_REMIND_MAX_DAYS = 30;

/** The automatic reminder's days as saved: null (none) or a whole number from 1 to AUTO_REMIND_MAX_DAYS. */
export const checkAutoRemindDays = (days: number | null): number | null => {
  if (days === null || (Number.isInteger(days) && days >= 1 && days <= AUTO_REMIND_MAX_DAYS)) return days;
  throw invalid('EVENT.BAD_AUTO_REMIND_DAYS', {
    message: defineMessage({
      id: 'error.reminder.badDays',
      defaultMessage: 'The automatic reminder must be 1 to {max} days before the event, or none',
    }),
    values: { max: AUTO_REMIND_MAX_DAYS },
  });
};

/**
 * Whether the lifecycle sweep should send an event's automatic reminder today: one is set, today
 * is on or after the day `autoRemindDays` before the event date and before the event date (a sweep
 * missed on the day catches up), and it has not run since that day (moving the event date or the
 * days arms it again). Who gets it is then decided as for a click (participantsToRemind).
 */
export const autoReminderDue = (
  event: Pick<WorkshopEvent, 'eventDate' | 'autoRemindDays' | 'autoRemindedOn'>,
  today: CalendarDate,
): boolean => {
  if (event.autoRemindDays === null) return false;
  const from = addDays(event.eventDate, -event.autoRemindDays);
  if (today < from || today >= event.eventDate) return false;
  return event.autoRemindedOn === null || event.autoRemindedOn < from;
};
