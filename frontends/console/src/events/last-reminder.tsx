import { displayMoment } from '../dates.ts';
import type { EventView } from './event-view-query.ts';

/** A participant's newest reminder as the event view carries it. */
export type LastReminder = EventView['lastReminders'][number];

/**
 * When a participant was last reminded to finish the pre-work, under their progress: 'Reminded
 * 26 Nov, 14:05', or 'Reminder failed' with the time when the mail server refused it for good.
 * Nothing for someone never reminded.
 */
export const LastReminderNote = ({ reminder }: { reminder: LastReminder }) => {
  if (reminder === null) return null;
  const failed = reminder.status === 'failed';
  return (
    <span className="vs-last-reminder" data-failed={failed}>
      {failed ? 'Reminder failed' : 'Reminded'} {displayMoment(reminder.at)}
    </span>
  );
};
