import { AUDIT_ACTIONS, type AuditAction } from '@vs/domain';
import { defineMessages, type IntlShape, type MessageDescriptor } from 'react-intl';

/** How the Audit Log tab names each action. */
export const AUDIT_ACTION_LABELS: Record<AuditAction, MessageDescriptor> = defineMessages({
  'user.registered': { id: 'console.audit.action.user.registered', defaultMessage: 'User registered' },
  'user.updated': { id: 'console.audit.action.user.updated', defaultMessage: 'User updated' },
  'user.deleted': { id: 'console.audit.action.user.deleted', defaultMessage: 'User deleted' },
  'user.password_set': {
    id: 'console.audit.action.user.password_set',
    defaultMessage: 'Password set by someone else',
  },
  'user.password_link_issued': {
    id: 'console.audit.action.user.password_link_issued',
    defaultMessage: 'Set-password link made by the admin command',
  },
  'user.mw_toggled': {
    id: 'console.audit.action.user.mw_toggled',
    defaultMessage: 'Meaningful Work access changed',
  },
  'event.created': { id: 'console.audit.action.event.created', defaultMessage: 'Event created' },
  'event.updated': { id: 'console.audit.action.event.updated', defaultMessage: 'Event updated' },
  'event.closed': { id: 'console.audit.action.event.closed', defaultMessage: 'Event closed' },
  'event.deleted': { id: 'console.audit.action.event.deleted', defaultMessage: 'Event deleted' },
  'event.uploaded': { id: 'console.audit.action.event.uploaded', defaultMessage: 'Event uploaded' },
  'event.downloaded': { id: 'console.audit.action.event.downloaded', defaultMessage: 'Event downloaded' },
  'participant.added': { id: 'console.audit.action.participant.added', defaultMessage: 'Participant added' },
  'participant.removed': {
    id: 'console.audit.action.participant.removed',
    defaultMessage: 'Participant removed',
  },
  'participants.imported': {
    id: 'console.audit.action.participants.imported',
    defaultMessage: 'Participants imported',
  },
  'logon_email.sent': { id: 'console.audit.action.logon_email.sent', defaultMessage: 'Login email sent' },
  'logon_emails.sent': {
    id: 'console.audit.action.logon_emails.sent',
    defaultMessage: 'Login emails sent to all',
  },
  'reminders.sent': {
    id: 'console.audit.action.reminders.sent',
    defaultMessage: 'Reminders sent to the unfinished',
  },
  'login.failed': { id: 'console.audit.action.login.failed', defaultMessage: 'Login failed' },
  'login.succeeded': { id: 'console.audit.action.login.succeeded', defaultMessage: 'Login' },
  'org.created': { id: 'console.audit.action.org.created', defaultMessage: 'Organisation created' },
  'org.updated': { id: 'console.audit.action.org.updated', defaultMessage: 'Organisation updated' },
  'org.member_added': {
    id: 'console.audit.action.org.member_added',
    defaultMessage: 'Organisation member added',
  },
  'org.member_removed': {
    id: 'console.audit.action.org.member_removed',
    defaultMessage: 'Organisation member removed',
  },
  'org.member_role_changed': {
    id: 'console.audit.action.org.member_role_changed',
    defaultMessage: 'Organisation member role changed',
  },
  'org.sso_updated': {
    id: 'console.audit.action.org.sso_updated',
    defaultMessage: 'Organisation sign-in (SSO) changed',
  },
  'login.break_glass': {
    id: 'console.audit.action.login.break_glass',
    defaultMessage: 'Password login despite enforced SSO (break-glass)',
  },
  'sso.sign_in': { id: 'console.audit.action.sso.sign_in', defaultMessage: 'Login through the organisation' },
  'sso.linked': {
    id: 'console.audit.action.sso.linked',
    defaultMessage: 'Account linked to the organisation',
  },
  'sso.refused': {
    id: 'console.audit.action.sso.refused',
    defaultMessage: 'Login through the organisation refused',
  },
});
/** The action filter's choices, in the order the log lists them, in the viewer's language. */
export const auditActionOptions = (intl: IntlShape) =>
  AUDIT_ACTIONS.map((value) => ({ value, label: intl.formatMessage(AUDIT_ACTION_LABELS[value]) }));

/** How a detail that names someone or something by id reads once the server gives its name. */
const NAMED_DETAIL_LABELS: Readonly<Record<string, MessageDescriptor>> = defineMessages({
  uid: { id: 'console.audit.details.person', defaultMessage: 'person' },
  eid: { id: 'console.audit.details.event', defaultMessage: 'event' },
});

/**
 * An entry's details as one line: `fields: eventName, eventDate; participants: 3`. An id the
 * server could name reads by that name (`person: Pat Lee`); without `names`, or once it is gone,
 * as recorded (`uid: 1b2…`).
 */
export const detailsText = (
  intl: IntlShape,
  details: Readonly<Record<string, unknown>>,
  names: Readonly<Record<string, string>> = {},
): string =>
  Object.entries(details)
    .map(([key, value]) => {
      const name = names[key];
      const label = NAMED_DETAIL_LABELS[key];
      if (name !== undefined) return `${label ? intl.formatMessage(label) : key}: ${name}`;
      return `${key}: ${Array.isArray(value) ? value.join(', ') : String(value)}`;
    })
    .join('; ');
