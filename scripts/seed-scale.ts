/**
 * `npm run seed:scale -- --events 10000 --participants 100000 [--organisations 100] [--reset]`: fills the PostgreSQL at
 * DATABASE_URL (in DATABASE_SCHEMA when set, as the API reads them) with a provider-sized data set,
 * to try the Guide and super-admin consoles and the list endpoints at scale:
 *
 * - super-admin admin@example.com and Guide guide@example.com (password `Password1`), plus
 *   Guides guide02..guide50@scale.example.com; the named Guide facilitates 200 events, the others
 *   share the rest;
 * - the events: about 85 % active, 10 % closed (half by the facilitator, half by their access close
 *   date) and 5 % pending removal, by the default RETENTION_DAYS / PURGE_GRACE_DAYS (30 / 7);
 * - the participants spread over the events at random (10 per event on average), each created by
 *   their event's Guide, with logon-email flags; about half have pre-work saved;
 * - with `--organisations N`, N client organisations (org-001...), event i in organisation i mod N,
 *   each participant in their event's, each Guide a member of those of the events they
 *   facilitate, and one client admin per organisation (client001@scale.example.com...); without
 *   it, everything in the default organisation.
 *
 * Every account has the same argon2id hash, computed once. Rows go in with multi-row INSERTs of a
 * few thousand rows each (`jsonb_to_recordset`), all in one transaction. The database is migrated
 * first. It refuses a database that already holds events unless `--reset` is given, which empties
 * every table (all but the migrations table) first.
 *
 * `seedScale(pool, options)` is exported for benchmarks (bench/lists.bench.ts): it expects a
 * migrated schema on the pool's search path.
 */
import { randomUUID } from 'node:crypto';
import { parseArgs } from 'node:util';
import {
  addDays,
  addOneMonth,
  type CalendarDate,
  calendarDateOf,
  DEFAULT_LIFECYCLE_POLICY,
  DEFAULT_ORG_ID,
  ORIGINAL_VALUES,
  VALUE_COUNT,
} from '@vs/domain';
import { openDatabase } from '@vs/persistence';
import { createArgon2PasswordHasher } from '@vs/security';
import pg from 'pg';

export const SEED_PASSWORD = 'Password1';
export const SEED_ADMIN_EMAIL = 'admin@example.com';
export const SEED_GUIDE_EMAIL = 'guide@example.com';
/** Guides in all, the named one included. */
const GUIDES = 50;
/** Events the named Guide facilitates (fewer when there are fewer events). */
const NAMED_GUIDE_EVENTS = 200;
/** Rows per INSERT statement. */
const BATCH = 5_000;

export interface SeedScaleOptions {
  readonly events: number;
  readonly participants: number;
  /** Client organisations to spread the events over; 0 (the default): all in the default one. */
  readonly organisations?: number;
  /** Empty every table first; without it a database holding events is refused. */
  readonly reset?: boolean;
  /** The argon2id hash of every account's password; computed once from `Password1` when absent. */
  readonly passwordHash?: string;
  /** The day the statuses are computed for (default: today, UTC). */
  readonly today?: CalendarDate;
  /** Seed of the pseudo-random choices (names, sizes, statuses' days), so runs are alike. */
  readonly randomSeed?: number;
  readonly log?: (line: string) => void;
}

export interface SeedScaleResult {
  readonly superAdmins: number;
  readonly guides: number;
  readonly participants: number;
  readonly events: { readonly active: number; readonly closed: number; readonly pendingRemoval: number };
  readonly namedGuideEvents: number;
  readonly preworkResponses: number;
  /** The client admins made, one per organisation, by organisation id (none without organisations). */
  readonly clientAdmins: readonly { readonly orgId: string; readonly email: string }[];
  readonly milliseconds: number;
}

/** mulberry32: small, fast and good enough to vary test data. */
const randomSource = (seed: number) => {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T;
  return { next, int, pick };
};

const FORENAMES = [
  'Ann',
  'Anne',
  'Amir',
  'Bea',
  'Ben',
  'Chloé',
  'Carlos',
  'Dana',
  'Dev',
  'Émile',
  'Eva',
  'Fatima',
  'Finn',
  'Grace',
  'Hana',
  'Hugo',
  'Ines',
  'Ivan',
  'Jack',
  'Jo',
  'Kai',
  'Lena',
  'Liam',
  'Maya',
  'Noah',
  'Noor',
  'Olivia',
  'Omar',
  'Priya',
  'Quinn',
  'Rosa',
  'Sam',
  'Søren',
  'Tariq',
  'Uma',
  'Victor',
  'Wen',
  'Yusuf',
  'Zoë',
];
const SURNAMES = [
  'Abbott',
  'Ádler',
  'Baker',
  'Brown',
  'Chen',
  'Clarke',
  'Davies',
  'Dubois',
  'Evans',
  'Fischer',
  'García',
  'Green',
  'Hall',
  'Hughes',
  'Ito',
  'Jones',
  'Khan',
  'Kowalski',
  'Lee',
  'Martin',
  'Müller',
  'Nguyen',
  "O'Brien",
  'Okafor',
  'Patel',
  'Quinn',
  'Rossi',
  'Singh',
  'Smith',
  'Smithers',
  'Taylor',
  'Novák',
  'Walker',
  'Wilson',
  'Wright',
  'Young',
  'Zhang',
];
const TOPICS = ['Leadership', 'Team', 'Values', 'Culture', 'Onboarding', 'Graduate', 'Managers', 'Board'];
const FORMATS = ['Workshop', 'Session', 'Retreat', 'Programme', 'Day'];

/** A name as an email's local part: accents dropped, letters and digits only, lower case. */
const emailPart = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9]/g, '')
    .toLowerCase();

type Status = 'active' | 'closed' | 'pending-removal';

/** Of every 100 events: 85 active, 10 closed, 5 pending removal (spread over the indexes). */
const statusOf = (index: number): Status => {
  const slot = index % 20;
  if (slot === 19) return 'pending-removal';
  if (slot === 17 || slot === 18) return 'closed';
  return 'active';
};

interface EventRow {
  eid: string;
  org_id: string;
  event_name: string;
  event_date: CalendarDate;
  access_close: CalendarDate;
  event_type: string;
  session_access: string;
  facilitator_id: string;
  participants: string[];
  emails_sent: boolean[];
  follow_up_days: number[];
  state: 'open' | 'closed';
  closed_on: CalendarDate | null;
  created_at: string;
}

interface UserRow {
  uid: string;
  forename: string;
  surname: string;
  email: string;
  email_normalised: string;
  password_hash: string;
  access_level: 0 | 1 | 2;
  portal_link: string;
  mw_enabled: boolean;
  event_id: string | null;
  response_completed: boolean[];
  created_by: string | null;
  org_id: string;
  org_roles: { orgId: string; role: 'guide' | 'client_admin' }[];
  last_login_at: string | null;
  created_at: string;
}

interface OrganisationRow {
  org_id: string;
  name: string;
  slug: string;
  hide_product_name: boolean;
  created_at: string;
}

interface ResponseRow {
  uid: string;
  kind: 'prework';
  values: { value: string; originalIndex: number }[];
  descriptions: string[];
  percent_lived: number[];
  updated_at: string;
}

export const EVENT_RECORD =
  'eid uuid, org_id uuid, event_name text, event_date date, access_close date, event_type text, session_access text, ' +
  'facilitator_id uuid, participants jsonb, emails_sent jsonb, follow_up_days jsonb, state text, closed_on date, ' +
  'created_at timestamptz';
export const USER_RECORD =
  'uid uuid, forename text, surname text, email text, email_normalised text, password_hash text, ' +
  'access_level smallint, portal_link text, mw_enabled boolean, event_id uuid, response_completed jsonb, ' +
  'created_by uuid, org_id uuid, org_roles jsonb, last_login_at timestamptz, created_at timestamptz';
export const ORGANISATION_RECORD =
  'org_id uuid, name text, slug text, hide_product_name boolean, created_at timestamptz';
export const RESPONSE_RECORD =
  'uid uuid, kind text, "values" jsonb, descriptions jsonb, percent_lived jsonb, updated_at timestamptz';

/** Column names of a record definition, in order. */
const columnsOf = (record: string): string =>
  record
    .split(', ')
    .map((column) => column.split(' ')[0])
    .join(', ');

/** Inserts rows in statements of BATCH rows: one JSON parameter each, unpacked by the database. */
/** Runs `work` on one pooled connection inside a transaction: committed, or rolled back on failure. */
export const inTransaction = async (pool: pg.Pool, work: (client: pg.PoolClient) => Promise<void>) => {
  const client = await pool.connect();
  try {
    await client.query('begin');
    await work(client);
    await client.query('commit');
  } catch (error) {
    await client.query('rollback');
    throw error;
  } finally {
    client.release();
  }
};

export const insertAll = async (
  client: pg.PoolClient,
  table: string,
  record: string,
  rows: readonly object[],
): Promise<void> => {
  const columns = columnsOf(record);
  for (let start = 0; start < rows.length; start += BATCH) {
    await client.query(
      `insert into ${table} (${columns}) select ${columns} from jsonb_to_recordset($1::jsonb) as r(${record})`,
      [JSON.stringify(rows.slice(start, start + BATCH))],
    );
  }
};

/** The event's dates and stored state for its status, relative to today. */
const datesOf = (
  status: Status,
  today: CalendarDate,
  random: ReturnType<typeof randomSource>,
): Pick<EventRow, 'event_date' | 'access_close' | 'state' | 'closed_on'> => {
  const { retentionDays, purgeGraceDays } = DEFAULT_LIFECYCLE_POLICY;
  if (status === 'active') {
    const eventDate = addDays(today, random.int(-20, 60));
    return { event_date: eventDate, access_close: addOneMonth(eventDate), state: 'open', closed_on: null };
  }
  if (status === 'pending-removal') {
    // Closed retention + g days ago (g < grace): pending removal since g days, purged in grace - g.
    const closedOn = addDays(today, -(retentionDays + random.int(0, purgeGraceDays - 1)));
    const eventDate = addDays(closedOn, -3);
    return {
      event_date: eventDate,
      access_close: addOneMonth(eventDate),
      state: 'closed',
      closed_on: closedOn,
    };
  }
  if (random.next() < 0.5) {
    // Closed by the facilitator within the retention period.
    const closedOn = addDays(today, -random.int(1, retentionDays - 1));
    const eventDate = addDays(closedOn, -5);
    return {
      event_date: eventDate,
      access_close: addOneMonth(eventDate),
      state: 'closed',
      closed_on: closedOn,
    };
  }
  // Closed by date: the access close day passed (the sweep would store the close later).
  const accessClose = addDays(today, -random.int(2, retentionDays - 1));
  return { event_date: addDays(accessClose, -30), access_close: accessClose, state: 'open', closed_on: null };
};

const responseOf = (uid: string, now: string, random: ReturnType<typeof randomSource>): ResponseRow => {
  const chosen = new Set<number>();
  while (chosen.size < VALUE_COUNT) chosen.add(random.int(0, ORIGINAL_VALUES.length - 1));
  const values = [...chosen].map((originalIndex) => ({
    value: ORIGINAL_VALUES[originalIndex] as string,
    originalIndex,
  }));
  return {
    uid,
    kind: 'prework',
    values,
    descriptions: values.map(({ value }) => `What ${value} means to me, in a sentence or two.`),
    percent_lived: values.map(() => random.int(0, 100)),
    updated_at: now,
  };
};

/**
 * Refuses to write over data unless told to reset; with `reset`, empties every table but the
 * migrations' and then every organisation but the default one (a migration made it).
 */
const prepare = async (client: pg.PoolClient, reset: boolean): Promise<void> => {
  if (reset) {
    const { rows } = await client.query<{ name: string }>(
      `select quote_ident(tablename) as name from pg_tables
        where schemaname = current_schema() and tablename not in ('mikro_orm_migrations', 'organisations')`,
    );
    if (rows.length > 0) await client.query(`truncate table ${rows.map((r) => r.name).join(', ')}`);
    await client.query('delete from organisations where org_id <> $1', [DEFAULT_ORG_ID]);
    return;
  }
  const { rows: events } = await client.query<{ count: string }>('select count(*) as count from events');
  if (Number(events[0]?.count) > 0)
    throw new Error(`the database already holds ${events[0]?.count} events: pass --reset to empty it first`);
  const { rows: taken } = await client.query<{ email: string }>(
    'select email from users where email_normalised = any($1)',
    [[SEED_ADMIN_EMAIL, SEED_GUIDE_EMAIL]],
  );
  if (taken.length > 0)
    throw new Error(
      `the database already has ${taken.map((r) => r.email).join(' and ')}: pass --reset to empty it first`,
    );
};

/**
 * Writes the data set in one transaction on a connection of `pool`, whose search path must lead to
 * a migrated schema.
 */
export const seedScale = async (pool: pg.Pool, options: SeedScaleOptions): Promise<SeedScaleResult> => {
  const started = performance.now();
  const log = options.log ?? (() => {});
  if (!Number.isSafeInteger(options.events) || options.events < 0)
    throw new Error('events must be a whole number');
  if (!Number.isSafeInteger(options.participants) || options.participants < 0)
    throw new Error('participants must be a whole number');
  if (options.participants > 0 && options.events === 0)
    throw new Error('participants need at least one event');

  const random = randomSource(options.randomSeed ?? 20_261_122);
  const today = options.today ?? calendarDateOf(new Date());
  const now = new Date().toISOString();
  const passwordHash = options.passwordHash ?? (await createArgon2PasswordHasher().hash(SEED_PASSWORD));

  const account = (
    fields: Pick<UserRow, 'forename' | 'surname' | 'email' | 'access_level'> & Partial<UserRow>,
  ): UserRow => ({
    uid: randomUUID(),
    email_normalised: fields.email.toLowerCase(),
    password_hash: passwordHash,
    portal_link: '',
    mw_enabled: false,
    event_id: null,
    response_completed: [false, false, false, false],
    created_by: null,
    org_id: DEFAULT_ORG_ID,
    org_roles: fields.access_level === 1 ? [{ orgId: DEFAULT_ORG_ID, role: 'guide' }] : [],
    last_login_at: null,
    created_at: now,
    ...fields,
  });

  const organisations: OrganisationRow[] = Array.from({ length: options.organisations ?? 0 }, (_, i) => ({
    org_id: randomUUID(),
    name: `Client ${String(i + 1).padStart(3, '0')}`,
    slug: `org-${String(i + 1).padStart(3, '0')}`,
    hide_product_name: false,
    created_at: now,
  }));
  const orgOfEvent = (i: number): string =>
    organisations.length === 0
      ? DEFAULT_ORG_ID
      : (organisations[i % organisations.length] as OrganisationRow).org_id;
  const clientAdmins = organisations.map((organisation, i) =>
    account({
      forename: 'Client',
      surname: `Admin ${i + 1}`,
      email: `client${String(i + 1).padStart(3, '0')}@scale.example.com`,
      access_level: 1,
      org_id: organisation.org_id,
      org_roles: [{ orgId: organisation.org_id, role: 'client_admin' }],
    }),
  );

  const admin = account({ forename: 'Ada', surname: 'Admin', email: SEED_ADMIN_EMAIL, access_level: 2 });
  const guides = Array.from({ length: GUIDES }, (_, i) =>
    i === 0
      ? account({
          forename: 'Gus',
          surname: 'Guide',
          email: SEED_GUIDE_EMAIL,
          access_level: 1,
          mw_enabled: true,
        })
      : account({
          forename: random.pick(FORENAMES),
          surname: random.pick(SURNAMES),
          email: `guide${String(i + 1).padStart(2, '0')}@scale.example.com`,
          access_level: 1,
          mw_enabled: i % 3 === 0,
          portal_link: i % 2 === 0 ? `https://portal.example.com/guides/${i + 1}` : '',
        }),
  );
  const [namedGuide] = guides as [UserRow];
  const namedEvents = Math.min(NAMED_GUIDE_EVENTS, options.events);

  const events: EventRow[] = Array.from({ length: options.events }, (_, i) => {
    const facilitator =
      i < namedEvents ? namedGuide : (guides[1 + ((i - namedEvents) % (GUIDES - 1))] as UserRow);
    return {
      eid: randomUUID(),
      org_id: orgOfEvent(i),
      event_name: `${random.pick(TOPICS)} ${random.pick(FORMATS)} ${i + 1}`,
      ...datesOf(statusOf(i), today, random),
      event_type: i % 4 === 0 ? 'Non-reg' : 'Reg',
      session_access: i % 3 === 0 ? 'Live' : 'Pre-work',
      facilitator_id: facilitator.uid,
      participants: [],
      emails_sent: [],
      follow_up_days: [],
      created_at: now,
    };
  });

  const participants: UserRow[] = [];
  const responses: ResponseRow[] = [];
  for (let i = 0; i < options.participants; i += 1) {
    const event = events[Math.floor(random.next() * events.length)] as EventRow;
    const forename = random.pick(FORENAMES);
    const surname = random.pick(SURNAMES);
    const withPrework = random.next() < 0.5;
    const user = account({
      forename,
      surname,
      email: `${emailPart(forename)}.${emailPart(surname)}.${i + 1}@scale.example.com`,
      access_level: 0,
      mw_enabled: random.next() < 0.1,
      event_id: event.eid,
      response_completed: withPrework
        ? [true, true, random.next() < 0.7, random.next() < 0.5]
        : [false, false, false, false],
      created_by: event.facilitator_id,
      org_id: event.org_id,
      last_login_at: withPrework ? now : null,
    });
    participants.push(user);
    event.participants.push(user.uid);
    event.emails_sent.push(random.next() < 0.7);
    if (withPrework) responses.push(responseOf(user.uid, now, random));
  }

  // Each Guide belongs to the organisations of the events they facilitate.
  if (organisations.length > 0)
    for (const guide of guides) {
      const orgIds = new Set(
        events.filter((event) => event.facilitator_id === guide.uid).map((event) => event.org_id),
      );
      guide.org_roles = [...orgIds].map((orgId) => ({ orgId, role: 'guide' }));
    }

  await inTransaction(pool, async (client) => {
    await prepare(client, options.reset === true);
    log(`writing ${organisations.length} organisations...`);
    await insertAll(client, 'organisations', ORGANISATION_RECORD, organisations);
    log(`writing ${events.length} events...`);
    await insertAll(client, 'events', EVENT_RECORD, events);
    log(`writing ${1 + guides.length + clientAdmins.length + participants.length} users...`);
    await insertAll(client, 'users', USER_RECORD, [admin, ...guides, ...clientAdmins, ...participants]);
    log(`writing ${responses.length} pre-work responses...`);
    await insertAll(client, 'responses', RESPONSE_RECORD, responses);
  });
  // Fresh statistics, so the planner knows the tables' new sizes at once.
  await pool.query('analyze organisations, events, users, responses');

  const statuses = events.map((_, i) => statusOf(i));
  return {
    superAdmins: 1,
    guides: guides.length,
    participants: participants.length,
    events: {
      active: statuses.filter((s) => s === 'active').length,
      closed: statuses.filter((s) => s === 'closed').length,
      pendingRemoval: statuses.filter((s) => s === 'pending-removal').length,
    },
    namedGuideEvents: namedEvents,
    preworkResponses: responses.length,
    clientAdmins: clientAdmins.map((user) => ({ orgId: user.org_id, email: user.email })),
    milliseconds: Math.round(performance.now() - started),
  };
};

/** A pool whose connections work in `schema` (when given), as the API's DATABASE_SCHEMA does. */
export const poolFor = (connectionString: string, schema?: string): pg.Pool =>
  new pg.Pool({
    connectionString,
    max: 2,
    ...(schema === undefined ? {} : { options: `-c search_path=${schema}` }),
  });

const main = async (): Promise<void> => {
  const { values } = parseArgs({
    options: {
      events: { type: 'string', default: '10000' },
      participants: { type: 'string', default: '100000' },
      organisations: { type: 'string', default: '0' },
      reset: { type: 'boolean', default: false },
    },
  });
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) {
    console.error('seed:scale writes into the database at DATABASE_URL, which is not set.');
    process.exit(2);
  }
  const count = (name: string, text: string): number => {
    if (!/^\d+$/.test(text)) {
      console.error(`--${name} must be a whole number, not '${text}'`);
      process.exit(2);
    }
    return Number(text);
  };
  const events = count('events', values.events);
  const participants = count('participants', values.participants);
  const organisations = count('organisations', values.organisations);
  const schema = process.env.DATABASE_SCHEMA || undefined;

  const started = performance.now();
  const db = await openDatabase({
    databaseUrl,
    dataDir: 'unused',
    poolSize: 2,
    ...(schema ? { schema } : {}),
  });
  try {
    await db.migrate();
  } finally {
    await db.close();
  }
  const hashStarted = performance.now();
  const passwordHash = await createArgon2PasswordHasher().hash(SEED_PASSWORD);
  const hashMs = Math.round(performance.now() - hashStarted);
  const pool = poolFor(databaseUrl, schema);
  try {
    const result = await seedScale(pool, {
      events,
      participants,
      organisations,
      reset: values.reset,
      passwordHash,
      log: (line) => console.log(line),
    });
    const where = `${new URL(databaseUrl).pathname.slice(1)}${schema ? ` (schema ${schema})` : ''}`;
    console.log(
      [
        `Seeded ${where}:`,
        `  ${result.events.active + result.events.closed + result.events.pendingRemoval} events: ` +
          `${result.events.active} active, ${result.events.closed} closed, ${result.events.pendingRemoval} pending removal`,
        `  ${result.participants} participants (${result.preworkResponses} with pre-work saved)`,
        `  ${result.guides} Guides (${SEED_GUIDE_EMAIL} facilitates ${result.namedGuideEvents} events), ` +
          `${result.superAdmins} super-admin (${SEED_ADMIN_EMAIL}); every password is ${SEED_PASSWORD}`,
        ...(result.clientAdmins.length === 0
          ? []
          : [
              `  ${result.clientAdmins.length} organisations, each with a client admin (${result.clientAdmins[0]?.email}...)`,
            ]),
        `  writing took ${(result.milliseconds / 1000).toFixed(1)} s ` +
          `(password hash ${hashMs} ms; ${((performance.now() - started) / 1000).toFixed(1)} s in all, migration included)`,
      ].join('\n'),
    );
  } finally {
    await pool.end();
  }
};

if (import.meta.main) {
  main().catch((error: unknown) => {
    console.error(`seed:scale failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  });
}
