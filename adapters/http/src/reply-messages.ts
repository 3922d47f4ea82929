import { defineMessages, type LanguageTag, type MessageDescriptor, translate } from '@vs/domain';

/**
 * The messages of successful writes that people read (the consoles' popups, the account dialog):
 * spec section 7's English, word for word, and its translation in `i18n/server/<tag>.json`.
 * `wordReplies` (middleware/reply-words.ts) words a reply's `message` for a reader of another
 * language; a text not listed here goes out as written.
 */
const REPLY_MESSAGES = defineMessages({
  eventCreated: { id: 'reply.event.created', defaultMessage: 'Event created' },
  eventUpdated: { id: 'reply.event.updated', defaultMessage: 'Event updated' },
  eventClosed: { id: 'reply.event.closed', defaultMessage: 'Event closed' },
  eventClosedSuccessfully: {
    id: 'reply.event.closedSuccessfully',
    defaultMessage: 'Successfully Closed Event',
  },
  eventDeleted: { id: 'reply.event.deleted', defaultMessage: 'Event Deleted Successfully' },
  eventUploaded: { id: 'reply.event.uploaded', defaultMessage: 'Event uploaded' },
  eventFiles: { id: 'reply.event.files', defaultMessage: 'Preparing the event files' },
  participantAdded: { id: 'reply.participant.added', defaultMessage: 'Participant added' },
  participantRemoved: { id: 'reply.participant.removed', defaultMessage: 'Participant removed' },
  emailSent: { id: 'reply.email.sent', defaultMessage: 'Email sent' },
  resetEmailSent: {
    id: 'reply.email.resetSent',
    defaultMessage: 'An email was sent with a link to reset your password.',
  },
  userRegistered: { id: 'reply.user.registered', defaultMessage: 'User registered' },
  userUpdated: { id: 'reply.user.updated', defaultMessage: 'The user has been updated' },
  userDeleted: { id: 'reply.user.deleted', defaultMessage: 'The user has been deleted' },
  accountUpdated: { id: 'reply.user.accountUpdated', defaultMessage: 'Your account has been updated' },
  passwordSet: { id: 'reply.user.passwordSet', defaultMessage: 'Your password has been set' },
  mwEnabled: { id: 'reply.user.mwEnabled', defaultMessage: 'Meaningful Work access enabled' },
  mwDisabled: { id: 'reply.user.mwDisabled', defaultMessage: 'Meaningful Work access disabled' },
  logonTemplateSaved: {
    id: 'reply.template.logonSaved',
    defaultMessage: 'Your email template has been saved',
  },
  reminderTemplateSaved: {
    id: 'reply.template.reminderSaved',
    defaultMessage: 'Your reminder template has been saved',
  },
  organisationCreated: { id: 'reply.organisation.created', defaultMessage: 'Organisation created' },
  organisationUpdated: { id: 'reply.organisation.updated', defaultMessage: 'Organisation updated' },
  logoSaved: { id: 'reply.organisation.logoSaved', defaultMessage: 'Logo saved' },
  ssoSaved: { id: 'reply.organisation.ssoSaved', defaultMessage: 'Sign-in settings saved' },
  memberAdded: { id: 'reply.member.added', defaultMessage: 'Member added' },
  memberAddedByEmail: {
    id: 'reply.member.addedByEmail',
    defaultMessage: 'Member added. Someone without an account yet is emailed a link to set their password.',
  },
  memberRemoved: { id: 'reply.member.removed', defaultMessage: 'Member removed' },
  roleChanged: { id: 'reply.member.roleChanged', defaultMessage: 'Role changed' },
  notAMember: { id: 'reply.member.notAMember', defaultMessage: 'Not a member' },
  sameRole: { id: 'reply.member.sameRole', defaultMessage: 'They already have that role' },
  followUpThanks: { id: 'reply.followUp.thanks', defaultMessage: 'Thank you' },
  followUpOptOut: { id: 'reply.followUp.optOut', defaultMessage: 'You will receive no more follow-ups' },
});

const BY_ENGLISH: ReadonlyMap<string, MessageDescriptor> = new Map(
  Object.values<MessageDescriptor>(REPLY_MESSAGES).map((message) => [message.defaultMessage, message]),
);

/** Whether `message` is a listed reply message (one `replyMessageIn` words in other languages). */
export const isListedReply = (message: string): boolean => BY_ENGLISH.has(message);

/** A listed reply message in `language`; any other text, and English, as written. */
export const replyMessageIn = (language: LanguageTag, message: string): string => {
  const listed = BY_ENGLISH.get(message);
  return listed === undefined ? message : translate(language, listed);
};
