import { AUDIT_ACTIONS, type AuditAction } from '@vs/domain';

/** How the Audit Log tab names each action. */
export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  'user.registered': 'User registered',
  'user.updated': 'User updated',
  'user.deleted': 'User deleted',
  'user.password_set': 'Password set by someone else',
  'user.password_link_issued': 'Set-password link made by the admin command',
  'user.mw_toggled': 'Meaningful Work access changed',
  'event.created': 'Event created',
  'event.updated': 'Event updated',
  'event.closed': 'Event closed',
  'event.deleted': 'Event deleted',
  'event.uploaded': 'Event uploaded',
  'event.downloaded': 'Event downloaded',
  'participant.added': 'Participant added',
  'participant.removed': 'Participant removed',
  'participants.imported': 'Participants imported',
  'logon_email.sent': 'Login email sent',
  'logon_emails.sent': 'Login emails sent to all',
  'reminders.sent': 'Reminders sent to the unfinished',
  'login.failed': 'Login failed',
  'login.succeeded': 'Login',
  'org.created': 'Organisation created',
  'org.updated': 'Organisation updated',
  'org.member_added': 'Organisation member added',
  'org.member_removed': 'Organisation member removed',
  'org.member_role_changed': 'Organisation member role changed',
  'org.sso_updated': 'Organisation sign-in (SSO) changed',
  'login.break_glass': 'Password login despite enforced SSO (break-glass)',
  'sso.sign_in': 'Login through the organisation',
  'sso.linked': 'Account linked to the organisation',
  'sso.refused': 'Login through the organisation refused',
};

/** The action filter's choices, in the order the log lists them. */
export const AUDIT_ACTION_OPTIONS = AUDIT_ACTIONS.map((value) => ({
  value,
  label: AUDIT_ACTION_LABELS[value],
}));

/** How a detail that names someone or something by id reads once the server gives its name. */
const NAMED_DETAIL_LABELS: Readonly<Record<string, string>> = { uid: 'person', eid: 'event' };

/**
 * An entry's details as one line: `fields: eventName, eventDate; participants: 3`. An id the
 * server could name reads by that name (`person: Pat Lee`); without `names`, or once it is gone,
 * as recorded (`uid: 1b2…`).
 */
export const detailsText = (
  details: Readonly<Record<string, unknown>>,
  names: Readonly<Record<string, string>> = {},
): string =>
  Object.entries(details)
    .map(([key, value]) => {
      const name = names[key];
      if (name !== undefined) return `${NAMED_DETAIL_LABELS[key] ?? key}: ${name}`;
      return `${key}: ${Array.isArray(value) ? value.join(', ') : String(value)}`;
    })
    .join('; ');
