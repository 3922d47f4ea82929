import { isPreworkComplete, type User } from '../model/user.ts';
import type { ReminderDelivery } from '../ports/repositories.ts';

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
