/**
 * A live room written straight into a migrated schema (fast: a few multi-row INSERTs, one argon2id
 * hash for every account): one Guide, `events` Live events open today, and `participants` spread
 * evenly over them, each with complete pre-work (saved) so live reads and saves are allowed. The Guide and the first
 * `sessions` participants also get a session, so they can work without logging in.
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { addOneMonth, calendarDateOf, DEFAULT_ORG_ID, GUIDE } from '@vs/domain';
import { TEN_VALUE_NAMES, tenValues } from '@vs/domain/testing';
import { createArgon2PasswordHasher } from '@vs/security';
import type pg from 'pg';
import {
  EVENT_RECORD,
  insertAll,
  inTransaction,
  RESPONSE_RECORD,
  USER_RECORD,
} from '../../scripts/seed-scale.ts';

export const ROOM_PASSWORD = 'Room1234x';
export const ROOM_GUIDE_EMAIL = 'room-guide@example.test';
export const roomEmail = (index: number): string => `room-${index}@example.test`;

export interface RoomSeed {
  readonly eids: string[];
  /** Per participant, in index order. */
  readonly uids: string[];
  /** `vs_session=…` of the first `sessions` participants. */
  readonly cookies: string[];
  /** `vs_session=…` of the Guide. */
  readonly guideCookie: string;
}

const SESSION_RECORD =
  'id_digest text, uid uuid, first_login boolean, created_at timestamptz, last_seen_at timestamptz, expires_at timestamptz';

export const seedRoom = async (
  pool: pg.Pool,
  options: { readonly events: number; readonly participants: number; readonly sessions?: number },
): Promise<RoomSeed> => {
  const passwordHash = await createArgon2PasswordHasher().hash(ROOM_PASSWORD);
  const now = new Date().toISOString();
  const today = calendarDateOf(new Date());
  const user = (fields: {
    email: string;
    access_level: number;
    event_id: string | null;
    created_by: string | null;
  }) => ({
    uid: randomUUID(),
    forename: 'Room',
    surname: fields.email.split('@')[0],
    email_normalised: fields.email.toLowerCase(),
    password_hash: passwordHash,
    portal_link: '',
    mw_enabled: false,
    response_completed: [true, true, true, true],
    org_id: DEFAULT_ORG_ID,
    org_roles: fields.access_level === GUIDE ? [{ orgId: DEFAULT_ORG_ID, role: 'guide' }] : [],
    last_login_at: null,
    created_at: now,
    ...fields,
  });
  const guide = user({ email: ROOM_GUIDE_EMAIL, access_level: 1, event_id: null, created_by: null });
  const events = Array.from({ length: options.events }, (_, i) => ({
    eid: randomUUID(),
    org_id: DEFAULT_ORG_ID,
    event_name: `Room ${i + 1}`,
    event_date: today,
    access_close: addOneMonth(today),
    event_type: 'Reg',
    session_access: 'Live',
    facilitator_id: guide.uid,
    participants: [] as string[],
    emails_sent: [] as boolean[],
    follow_up_days: [] as number[],
    state: 'open',
    closed_on: null,
    created_at: now,
  }));
  const participants = Array.from({ length: options.participants }, (_, i) => {
    const event = events[i % events.length] as (typeof events)[number];
    const participant = user({
      email: roomEmail(i),
      access_level: 0,
      event_id: event.eid,
      created_by: guide.uid,
    });
    event.participants.push(participant.uid);
    event.emails_sent.push(true);
    return participant;
  });
  const signedIn = [guide, ...participants.slice(0, options.sessions ?? 0)];
  const tokens = signedIn.map(() => randomBytes(32).toString('base64url'));
  const expires = new Date(Date.now() + 24 * 3600_000).toISOString();
  const sessions = tokens.map((token, i) => ({
    id_digest: createHash('sha256').update(token).digest('base64url'),
    uid: signedIn[i]?.uid,
    first_login: false,
    created_at: now,
    last_seen_at: now,
    expires_at: expires,
  }));
  // Complete pre-work: the live record starts as its copy.
  const responses = participants.map((p) => ({
    uid: p.uid,
    kind: 'prework',
    values: tenValues(),
    descriptions: TEN_VALUE_NAMES.map((name) => `What ${name} means to me.`),
    percent_lived: [90, 80, 70, 60, 50, 40, 30, 20, 10, 0],
    updated_at: now,
  }));
  await inTransaction(pool, async (client) => {
    await insertAll(client, 'events', EVENT_RECORD, events);
    await insertAll(client, 'users', USER_RECORD, [guide, ...participants]);
    await insertAll(client, 'sessions', SESSION_RECORD, sessions);
    await insertAll(client, 'responses', RESPONSE_RECORD, responses);
  });
  await pool.query('analyze events, users, sessions, responses');
  return {
    eids: events.map((e) => e.eid),
    uids: participants.map((p) => p.uid),
    cookies: tokens.slice(1).map((token) => `vs_session=${token}`),
    guideCookie: `vs_session=${tokens[0]}`,
  };
};
