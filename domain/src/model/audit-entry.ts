/** Every kind of privileged change (and sign-in) the audit log records. */
export const AUDIT_ACTIONS = [
  'user.registered',
  'user.updated',
  'user.deleted',
  'user.password_set',
  'user.password_link_issued',
  'user.mw_toggled',
  'event.created',
  'event.updated',
  'event.closed',
  'event.deleted',
  'event.uploaded',
  'event.downloaded',
  'participant.added',
  'participant.removed',
  'participants.imported',
  'logon_email.sent',
  'logon_emails.sent',
  'reminders.sent',
  'login.failed',
  'login.succeeded',
  'org.created',
  'org.updated',
  'org.member_added',
  'org.member_removed',
  'org.member_role_changed',
  'org.sso_updated',
  'login.break_glass',
  'sso.sign_in',
  'sso.linked',
  'sso.refused',
] as const;

export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export type AuditTargetKind = 'user' | 'event' | 'upload' | 'org';

/**
 * What an entry says beyond its action: names of changed fields, counts, ids. Never passwords,
 * hashes, tokens, names, emails or response content.
 */
export type AuditDetails = Readonly<Record<string, string | number | boolean | readonly string[]>>;

/** Who made a request and from where: the request id and the client address, for the audit log. */
export interface RequestContext {
  readonly requestId: string;
  readonly client: string;
}

export interface AuditEntry {
  readonly id: string;
  readonly at: Date;
  /** Who acted; null for a sign-in by someone unknown. The email is null once removed (erasure, purge). */
  readonly actor: { readonly uid: string; readonly email: string | null } | null;
  readonly action: AuditAction;
  readonly target: { readonly kind: AuditTargetKind; readonly id: string };
  /**
   * The organisation of the target (the event's, the person's, the organisation itself): whose
   * client admins read the entry. Null for an uploaded event, a super-admin's sign-in or an unknown one.
   */
  readonly orgId: string | null;
  readonly details: AuditDetails;
  /** Null for a change made outside a request (none is audited yet) or recorded before one. */
  readonly requestId: string | null;
  readonly client: string | null;
}

/** The ids an audit page mentions, by kind, whose display names the super-admin reads. */
export interface AuditNameQuery {
  readonly users: readonly string[];
  readonly events: readonly string[];
  readonly uploads: readonly string[];
  readonly orgs: readonly string[];
}

/**
 * The display name of a person ('Forename Surname'), an event, an upload (its event's name) or an
 * organisation that still exists. Read when the log is read, never stored in it: an erased person has none.
 */
export interface AuditName {
  readonly kind: AuditTargetKind;
  readonly id: string;
  readonly name: string;
}

/** Where a page of the audit log starts: after the entry at `at` with `id` (newest first). */
export interface AuditCursor {
  readonly at: Date;
  readonly id: string;
}

export interface AuditQuery {
  /** At most this many entries. */
  readonly limit: number;
  /** Only entries older than this one (in (at, id) order). */
  readonly before?: AuditCursor;
  /** The actor by uid, or by email as it was recorded (normalised). */
  readonly actor?: { readonly uid: string } | { readonly email: string };
  readonly targetId?: string;
  readonly action?: AuditAction;
  /** Only entries of these organisations (a client admin's, or the one a super-admin filters by). */
  readonly orgIds?: readonly string[];
}
