import { defineMessages } from './message-descriptor.ts';

/** The words of the emails the product sends to people; each language's in `i18n/server/<tag>.json`. */
export const EMAIL_MESSAGES = defineMessages({
  greeting: { id: 'email.greeting', defaultMessage: 'Hello {forename},' },
  workshopNamed: { id: 'email.workshop.named', defaultMessage: 'Values System workshop' },
  workshopUnnamed: { id: 'email.workshop.unnamed', defaultMessage: 'workshop' },
  logonSubject: { id: 'email.logon.subject', defaultMessage: '{productTitle}: your logon link' },
  logonBody: {
    id: 'email.logon.body',
    defaultMessage:
      'You have been invited to take part in a {workshop}. Before the session, please complete the pre-work exercise: it takes about 30-45 minutes and walks you through four steps to identify, define, rank and rate your top {count} values.\n\nUse the link below to create your password and log in. The link works once.',
  },
  logonClosing: {
    id: 'email.logon.closing',
    defaultMessage: 'We look forward to seeing you at the session.',
  },
  reminderSubject: {
    id: 'email.reminder.subject',
    defaultMessage: '{productTitle}: a reminder to finish your pre-work',
  },
  reminderBody: {
    id: 'email.reminder.body',
    defaultMessage:
      'A friendly reminder: your pre-work for the {workshop} is not finished yet. It takes about 30-45 minutes in all, and whatever you have already done is saved, so you can carry on where you left off.\n\nUse the link below to log in (and create your password if you have not yet). The link works once.',
  },
  reminderClosing: {
    id: 'email.reminder.closing',
    defaultMessage: 'Thank you, and we look forward to seeing you at the session.',
  },
  resetSubject: { id: 'email.reset.subject', defaultMessage: '{productTitle}: reset your password' },
  resetBody: {
    id: 'email.reset.body',
    defaultMessage:
      'We received a request to reset your password. Use the link below within {minutes} minutes to choose a new one. The link works once.',
  },
  resetIgnore: {
    id: 'email.reset.ignore',
    defaultMessage: 'If you did not ask for this, you can ignore this email: your password stays the same.',
  },
  followUpSubject: {
    id: 'email.followUp.subject',
    defaultMessage: '{productTitle}: one minute on your values since {eventName}',
  },
  followUpBody: {
    id: 'email.followUp.body',
    defaultMessage:
      'How much are you living your ten values today? Rate each again, in about a minute, and see how much has changed since {eventName}. The link needs no password and works until {until}.',
  },
  followUpOptOut: { id: 'email.followUp.optOut', defaultMessage: 'To receive no more of these emails:' },
});
