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

/** The detail keys the server records (domain use cases' `details`), each named for the reader. */
const DETAIL_LABELS: Readonly<Record<string, MessageDescriptor>> = defineMessages({
  accessLevel: { id: 'console.audit.details.accessLevel', defaultMessage: 'access level' },
  added: { id: 'console.audit.details.added', defaultMessage: 'added' },
  by: { id: 'console.audit.details.by', defaultMessage: 'by' },
  created: { id: 'console.audit.details.created', defaultMessage: 'created' },
  fields: { id: 'console.audit.details.fields', defaultMessage: 'fields' },
  from: { id: 'console.audit.details.from', defaultMessage: 'from' },
  mwEnabled: { id: 'console.audit.details.mwEnabled', defaultMessage: 'Meaningful Work' },
  participants: { id: 'console.audit.details.participants', defaultMessage: 'participants' },
  protocol: { id: 'console.audit.details.protocol', defaultMessage: 'protocol' },
  queued: { id: 'console.audit.details.queued', defaultMessage: 'queued' },
  reason: { id: 'console.audit.details.reason', defaultMessage: 'reason' },
  role: { id: 'console.audit.details.role', defaultMessage: 'role' },
  slug: { id: 'console.audit.details.slug', defaultMessage: 'short name' },
  to: { id: 'console.audit.details.to', defaultMessage: 'to' },
});

const DETAIL_WORDS: Readonly<Record<'entry' | 'yes' | 'no', MessageDescriptor>> = defineMessages({
  entry: { id: 'console.audit.details.entry', defaultMessage: '{label}: {value}' },
  yes: { id: 'console.audit.details.yes', defaultMessage: 'yes' },
  no: { id: 'console.audit.details.no', defaultMessage: 'no' },
});

/** A recorded value for the reader: yes or no, a list in their language's way, the rest as recorded. */
const valueText = (intl: IntlShape, value: unknown): string => {
  if (typeof value === 'boolean') return intl.formatMessage(value ? DETAIL_WORDS.yes : DETAIL_WORDS.no);
  if (Array.isArray(value)) return intl.formatList(value.map(String), { type: 'unit', style: 'short' });
  return String(value);
};

/**
 * An entry's details as one line: `fields: eventName, eventDate; participants: 3`, each key named
 * in the reader's language (an unknown key as recorded). An id the server could name reads by that
 * name (`person: Pat Lee`); without `names`, or once it is gone, as recorded (`uid: 1b2…`).
 */
export const detailsText = (
  intl: IntlShape,
  details: Readonly<Record<string, unknown>>,
  names: Readonly<Record<string, string>> = {},
): string =>
  Object.entries(details)
    .map(([key, recorded]) => {
      const name = names[key];
      const named = name === undefined ? undefined : NAMED_DETAIL_LABELS[key];
      const label = named ?? DETAIL_LABELS[key];
      return intl.formatMessage(DETAIL_WORDS.entry, {
        label: label === undefined ? key : intl.formatMessage(label),
        value: name ?? valueText(intl, recorded),
      });
    })
    .join('; ');
