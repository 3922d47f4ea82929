import type { EntityManager } from '@mikro-orm/postgresql';
import type { CalendarDate, Session, User, ValuesResponse, WorkshopEvent } from '@vs/domain';

/**
 * Hand-written SQL for the few queries every request makes (session look-up, the participant save
 * path). MikroORM's query building and hydration cost about 1 ms a call; a plain parameterised
 * statement through the same connection (and transaction) costs a third of that. Everything else
 * goes through the entities.
 */
export const rawRows = <Row>(em: EntityManager, sql: string, params: readonly unknown[]): Promise<Row[]> =>
  em.getConnection().execute(sql, [...params], 'all', em.getTransactionContext()) as Promise<Row[]>;

/** A table name qualified with the configured schema, if any. */
export const tableName = (em: EntityManager, name: string): string => {
  const schema = em.config.get('schema');
  return schema ? `"${schema}"."${name}"` : `"${name}"`;
};

/** timestamptz arrives as text from the driver ('2026-11-22 00:19:14.27+00'). */
export const instant = (value: string | Date): Date =>
  value instanceof Date ? value : new Date(value.replace(' ', 'T').replace(/([+-]\d\d)$/, '$1:00'));

export interface UserRow {
  uid: string;
  forename: string;
  surname: string;
  email: string;
  password_hash: string | null;
  access_level: User['accessLevel'];
  portal_link: string;
  mw_enabled: boolean;
  event_id: string | null;
  response_completed: User['responseCompleted'];
  created_by: string | null;
  last_login_at: string | null;
  created_at: string;
}

export const USER_COLUMNS =
  'u.uid, u.forename, u.surname, u.email, u.password_hash, u.access_level, u.portal_link, u.mw_enabled, u.event_id, ' +
  'u.response_completed, u.created_by, u.last_login_at, u.created_at';

export const userFromRow = (row: UserRow): User => ({
  uid: row.uid,
  forename: row.forename,
  surname: row.surname,
  email: row.email,
  passwordHash: row.password_hash,
  accessLevel: row.access_level,
  portalLink: row.portal_link,
  mwEnabled: row.mw_enabled,
  eventId: row.event_id,
  responseCompleted: row.response_completed,
  createdBy: row.created_by,
  lastLoginAt: row.last_login_at === null ? null : instant(row.last_login_at),
  createdAt: instant(row.created_at),
});

export interface EventRow {
  e_eid: string;
  e_event_name: string;
  e_event_date: CalendarDate;
  e_access_close: CalendarDate;
  e_event_type: WorkshopEvent['eventType'];
  e_session_access: WorkshopEvent['sessionAccess'];
  e_facilitator_id: string;
  e_participants: string[];
  e_emails_sent: boolean[];
  e_state: WorkshopEvent['state'];
  e_closed_on: CalendarDate | null;
  e_auto_remind_days: number | null;
  e_auto_reminded_on: CalendarDate | null;
  e_created_at: string;
}

export const EVENT_COLUMNS =
  'e.eid as e_eid, e.event_name as e_event_name, e.event_date as e_event_date, e.access_close as e_access_close, ' +
  'e.event_type as e_event_type, e.session_access as e_session_access, e.facilitator_id as e_facilitator_id, ' +
  'e.participants as e_participants, e.emails_sent as e_emails_sent, e.state as e_state, ' +
  'e.closed_on as e_closed_on, e.auto_remind_days as e_auto_remind_days, ' +
  'e.auto_reminded_on as e_auto_reminded_on, e.created_at as e_created_at';

export const eventFromRow = (row: EventRow): WorkshopEvent => ({
  eid: row.e_eid,
  eventName: row.e_event_name,
  eventDate: row.e_event_date,
  accessClose: row.e_access_close,
  eventType: row.e_event_type,
  sessionAccess: row.e_session_access,
  facilitatorId: row.e_facilitator_id,
  participants: row.e_participants,
  emailsSent: row.e_emails_sent,
  state: row.e_state,
  closedOn: row.e_closed_on,
  autoRemindDays: row.e_auto_remind_days,
  autoRemindedOn: row.e_auto_reminded_on,
  createdAt: instant(row.e_created_at),
});

export interface SessionRow {
  s_id_digest: string;
  s_uid: string;
  s_first_login: boolean;
  s_created_at: string;
  s_last_seen_at: string;
  s_expires_at: string;
}

export const SESSION_COLUMNS =
  's.id_digest as s_id_digest, s.uid as s_uid, s.first_login as s_first_login, s.created_at as s_created_at, ' +
  's.last_seen_at as s_last_seen_at, s.expires_at as s_expires_at';

export const sessionFromRow = (row: SessionRow): Session => ({
  idDigest: row.s_id_digest,
  uid: row.s_uid,
  firstLogin: row.s_first_login,
  createdAt: instant(row.s_created_at),
  lastSeenAt: instant(row.s_last_seen_at),
  expiresAt: instant(row.s_expires_at),
});

export interface ResponseRow {
  uid: string;
  kind: ValuesResponse['kind'];
  values: ValuesResponse['values'];
  descriptions: string[];
  percent_lived: number[];
}

export const responseFromRow = (row: ResponseRow): ValuesResponse => ({
  uid: row.uid,
  kind: row.kind,
  values: row.values,
  descriptions: row.descriptions,
  percentLived: row.percent_lived,
});
