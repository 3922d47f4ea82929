import { type IntlShape, useIntl } from 'react-intl';
import { displayMoment } from '../dates.ts';
import type { EventView } from './event-view-query.ts';

/** A participant's newest reminder as the event view carries it. */
export type LastReminder = EventView['lastReminders'][number];

/** What a reminder line says: when, and whether it was sent, is on its way, or failed (and why). */
export const lastReminderText = (intl: IntlShape, reminder: NonNullable<LastReminder>): string => {
  const when = displayMoment(reminder.at, intl.locale);
  if (reminder.status === 'sent')
    return intl.formatMessage(
      { id: 'console.events.reminder.sent', defaultMessage: 'Reminder sent {when}' },
      { when },
    );
  if (reminder.status === 'queued')
    return intl.formatMessage(
      { id: 'console.events.reminder.queued', defaultMessage: 'Reminder on its way ({when})' },
      { when },
    );
  return reminder.failure
    ? intl.formatMessage(
        { id: 'console.events.reminder.failedBecause', defaultMessage: 'Reminder failed {when}: {failure}' },
        { when, failure: reminder.failure },
      )
    : intl.formatMessage(
        { id: 'console.events.reminder.failed', defaultMessage: 'Reminder failed {when}' },
        { when },
      );
};

/**
 * The newest reminder beside the logon-email state (issue 31): a reminder carries a fresh logon
 * link, so a Guide looking at a 'not sent' envelope sees that the person was mailed after all:
 * 'Reminder sent 26 Nov, 14:05', 'Reminder on its way (…)', or 'Reminder failed 26 Nov, 14:05:
 * 550 …' with the mail server's reason. Nothing for someone never reminded.
 */
export const LastReminderNote = ({ reminder }: { reminder: LastReminder }) => {
  const intl = useIntl();
  if (reminder === null) return null;
  return (
    <span className="vs-last-reminder" data-failed={reminder.status === 'failed'}>
      {lastReminderText(intl, reminder)}
    </span>
  );
};
