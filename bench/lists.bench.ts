/**
 * `npm run bench:lists`: the console's list calls at provider scale, against real PostgreSQL.
 * Seeds a fresh schema with scripts/seed-scale.ts (BENCH_EVENTS events, default 10,000, and
 * BENCH_PARTICIPANTS participants, default 100,000, over BENCH_ORGANISATIONS client organisations,
 * default 100: 100 events and about 1,000 participants each), then times each call in this process through
 * the real store and use cases (median and slowest of BENCH_RUNS runs after two warm-ups), with the
 * size of its JSON reply, and as a ratio to the baseline measured in the same run: one user read by
 * email (one indexed row, the cheapest round trip the store makes). The audit log gets
 * BENCH_AUDIT_ENTRIES entries (default 1,000,000; one in 200 by the seeded Guide) for its pages.
 * The schema is dropped at the end.
 *
 * BENCH_DATABASE_URL (or TEST_DATABASE_URL) names the PostgreSQL; default the local test database.
 * BENCH_BEFORE_DIR (another checkout with its node_modules) times each call on that checkout's
 * persistence too, over the same rows, right after this one's, and prints now/before.
 */
import { randomBytes } from 'node:crypto';
import { join, resolve } from 'node:path';
import {
  type Actor,
  actorOf,
  DEFAULT_IDLE_MINUTES,
  DEFAULT_LIFECYCLE_POLICY,
  DEFAULT_SESSION_POLICY,
  type DomainConfig,
  decodeAuditCursor,
  listActiveEvents,
  listAuditLog,
  listEventSummaries,
  listFacilitators,
  listParticipants,
  type Store,
  type UserListInput,
} from '@vs/domain';
import { openDatabase } from '@vs/persistence';
import { systemClock } from '@vs/security';
import { poolFor, SEED_ADMIN_EMAIL, SEED_GUIDE_EMAIL, seedScale } from '../scripts/seed-scale.ts';

const DATABASE_URL =
  process.env.BENCH_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/test';
const EVENTS = Number(process.env.BENCH_EVENTS ?? 10_000);
const PARTICIPANTS = Number(process.env.BENCH_PARTICIPANTS ?? 100_000);
const ORGANISATIONS = Number(process.env.BENCH_ORGANISATIONS ?? 100);
const RUNS = Number(process.env.BENCH_RUNS ?? 10);
const AUDIT_ENTRIES = Number(process.env.BENCH_AUDIT_ENTRIES ?? 1_000_000);
const BEFORE_DIR = process.env.BENCH_BEFORE_DIR;
const schema = `bench_lists_${randomBytes(4).toString('hex')}`;

const config: DomainConfig = {
  lifecycle: DEFAULT_LIFECYCLE_POLICY,
  session: DEFAULT_SESSION_POLICY,
  publicUrl: 'http://localhost:3000',
  productTitle: 'Values System',
  idleMinutes: DEFAULT_IDLE_MINUTES,
  sso: null,
};

interface Timing {
  readonly name: string;
  readonly median: number;
  readonly slowest: number;
  readonly rows: number;
  readonly bytes: number;
}

const timingOf = (
  name: string,
  times: number[],
  last: unknown,
  count: (result: unknown) => number,
): Timing => {
  times.sort((x, y) => x - y);
  return {
    name,
    median: times[Math.floor(times.length / 2)] ?? 0,
    slowest: times[times.length - 1] ?? 0,
    rows: count(last),
    bytes: Buffer.byteLength(JSON.stringify(last)),
  };
};

/**
 * Times a call on each of the `ways` (this checkout, and the other one's with BENCH_BEFORE_DIR),
 * run after run in turn, the first of each pair alternating, so a slow moment of the machine or the
 * database falls on both.
 */
const measure = async (
  name: string,
  ways: readonly (() => Promise<unknown>)[],
  count: (result: unknown) => number,
): Promise<Timing[]> => {
  for (let i = 0; i < 2; i += 1) for (const way of ways) await way();
  const times = ways.map((): number[] => []);
  const last: unknown[] = [];
  for (let i = 0; i < RUNS; i += 1)
    for (let k = 0; k < ways.length; k += 1) {
      const w = (k + i) % ways.length;
      const started = performance.now();
      last[w] = await (ways[w] as () => Promise<unknown>)();
      times[w]?.push(performance.now() - started);
    }
  return ways.map((_, w) => timingOf(name, times[w] ?? [], last[w], count));
};

const lengthOf = (result: unknown): number => (Array.isArray(result) ? result.length : 0);
const usersOf = (result: unknown): number => (result as { users: unknown[] }).users.length;

const actor = async (store: Store, email: string): Promise<Actor> => {
  const user = await store.users.findByEmail(email);
  if (user === null) throw new Error(`${email} was not seeded`);
  return actorOf(user);
};

/**
 * `count` audit entries over the last year in one statement: one in 200 by `guide` (about their
 * own events), the rest by 500 other actors about 10,000 targets, across the actions. Times are
 * whole milliseconds, as the application writes them (the cursor carries milliseconds).
 */
const seedAuditEntries = async (count: number, guide: Actor): Promise<number> => {
  const started = performance.now();
  await pool.query(
    `insert into audit_entries (id, at, actor_uid, actor_email, action, target_kind, target_id, details, request_id, client)
     select gen_random_uuid()::text,
            date_trunc('milliseconds', now() - (i::float8 * 31536000 / $1::int) * interval '1 second'),
            case when i % 200 = 0 then $2 else 'actor-' || (i % 500) end,
            case when i % 200 = 0 then $3 else 'actor' || (i % 500) || '@scale.example' end,
            (array['event.updated','participant.added','logon_email.sent','login.succeeded','user.updated'])[1 + i % 5],
            'event', 'event-' || (i % 10000), '{"fields":["eventName"]}'::jsonb, 'req-' || i, '192.0.2.1'
     from generate_series(1, $1::int) as i`,
    [count, guide.uid, guide.email.toLowerCase()],
  );
  await pool.query('analyze audit_entries');
  return performance.now() - started;
};

const entriesOf = (result: unknown): number => (result as { entries: unknown[] }).entries.length;

const size = (bytes: number): string =>
  bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${(bytes / 1024).toFixed(1)} kB`;

interface ListDeps {
  readonly store: Store;
  readonly clock: typeof systemClock;
  readonly config: DomainConfig;
}

/** One call, run against the deps (this checkout's store, or the other's) it is given. */
interface Call {
  readonly name: string;
  readonly run: (deps: ListDeps) => Promise<unknown>;
  readonly count: (result: unknown) => number;
}
const call = (name: string, run: Call['run'], count: Call['count']): Call => ({ name, run, count });

const db = await openDatabase({ databaseUrl: DATABASE_URL, dataDir: 'unused', schema, poolSize: 4 });
// Another checkout's persistence over the same seeded schema, timed call by call beside this one's.
const beforePersistence: { openDatabase: typeof openDatabase } | undefined =
  BEFORE_DIR === undefined
    ? undefined
    : await import(join(resolve(BEFORE_DIR), 'adapters/persistence/src/index.ts'));
const beforeDb = await beforePersistence?.openDatabase({
  databaseUrl: DATABASE_URL,
  dataDir: 'unused',
  schema,
  poolSize: 4,
});
const pool = poolFor(DATABASE_URL, schema);
try {
  await db.migrate();
  const seeded = await seedScale(pool, {
    events: EVENTS,
    participants: PARTICIPANTS,
    organisations: ORGANISATIONS,
  });
  console.log(
    `Seeded ${EVENTS} events and ${seeded.participants} participants over ${ORGANISATIONS} organisations ` +
      `in ${(seeded.milliseconds / 1000).toFixed(1)} s ` +
      `(schema ${schema}); ${RUNS} runs per call:\n`,
  );
  const deps: ListDeps = { store: db.store, clock: systemClock, config };
  const admin = await actor(db.store, SEED_ADMIN_EMAIL);
  const guide = await actor(db.store, SEED_GUIDE_EMAIL);
  const [firstClient] = seeded.clientAdmins;
  const clientAdmin = firstClient === undefined ? undefined : await actor(db.store, firstClient.email);
  const page = (input: UserListInput) => (on: ListDeps) => listParticipants(on, admin, input);
  const auditMs = await seedAuditEntries(AUDIT_ENTRIES, guide);
  console.log(`Seeded ${AUDIT_ENTRIES} audit entries in ${(auditMs / 1000).toFixed(1)} s.\n`);
  // A cursor 100 pages of 50 into the log (5,000 entries back).
  const deep = (await listAuditLog(deps, admin, { limit: 5000 })).next;
  const before = decodeAuditCursor(deep ?? '') ?? undefined;

  const calls: readonly Call[] = [
    call(
      'baseline: users.findByEmail() (one indexed row)',
      (deps) => deps.store.users.findByEmail(SEED_ADMIN_EMAIL),
      (user) => (user ? 1 : 0),
    ),
    call('events.list() (every full event row)', (deps) => deps.store.events.list(), lengthOf),
    call(
      'events.listSummaries() (no participant lists)',
      (deps) => deps.store.events.listSummaries(),
      lengthOf,
    ),
    call(
      'GET /event/all, super-admin (full events + people)',
      (deps) => listActiveEvents(deps, admin),
      lengthOf,
    ),
    call(
      'GET /event/summaries?status=active, super-admin',
      (deps) => listEventSummaries(deps, admin, { status: 'active' }),
      lengthOf,
    ),
    call(
      'GET /event/summaries?status=closed, super-admin',
      (deps) => listEventSummaries(deps, admin, { status: 'closed' }),
      lengthOf,
    ),
    call(
      'GET /event/summaries?status=active, Guide (200 events)',
      (deps) => listEventSummaries(deps, guide, { status: 'active' }),
      lengthOf,
    ),
    call('GET /user/participants, super-admin, no parameters', page({}), usersOf),
    call('GET /user/participants?limit=50', page({ limit: 50 }), usersOf),
    call('GET /user/participants?offset=50000&limit=50', page({ offset: 50_000, limit: 50 }), usersOf),
    call('GET /user/participants?offset=99950&limit=50', page({ offset: 99_950, limit: 50 }), usersOf),
    call('GET /user/participants?q=ann%20smi&limit=50', page({ q: 'ann smi', limit: 50 }), usersOf),
    call('GET /user/participants?q=smith&limit=50', page({ q: 'smith', limit: 50 }), usersOf),
    call(
      'GET /user/participants?q=scale.example&limit=50 (all match)',
      page({ q: 'scale.example', limit: 50 }),
      usersOf,
    ),
    call('GET /user/participants?q=zz9&limit=50 (none match)', page({ q: 'zz9', limit: 50 }), usersOf),
    call('GET /user/participants, Guide, no parameters', (deps) => listParticipants(deps, guide), usersOf),
    call(
      'GET /user/participants?q=ann&limit=50, Guide',
      (deps) => listParticipants(deps, guide, { q: 'ann', limit: 50 }),
      usersOf,
    ),
    ...(clientAdmin === undefined
      ? []
      : [
          call(
            'GET /event/all, client admin (one organisation, full events + people)',
            (deps: ListDeps) => listActiveEvents(deps, clientAdmin),
            lengthOf,
          ),
          call(
            'GET /event/summaries?status=active, client admin',
            (deps: ListDeps) => listEventSummaries(deps, clientAdmin, { status: 'active' }),
            lengthOf,
          ),
          call(
            'GET /user/participants?limit=50, client admin',
            (deps: ListDeps) => listParticipants(deps, clientAdmin, { limit: 50 }),
            usersOf,
          ),
          call(
            'GET /user/participants?q=ann&limit=50, client admin',
            (deps: ListDeps) => listParticipants(deps, clientAdmin, { q: 'ann', limit: 50 }),
            usersOf,
          ),
          call(
            'GET /event/summaries?status=active&orgId=, super-admin',
            (deps: ListDeps) =>
              listEventSummaries(deps, admin, { status: 'active', orgId: clientAdmin.orgs[0]?.orgId ?? '' }),
            lengthOf,
          ),
        ]),
    call(
      'GET /user/facilitators?limit=50, super-admin',
      (deps) => listFacilitators(deps, admin, { limit: 50 }),
      usersOf,
    ),
    call(
      `GET /audit (first page of ${AUDIT_ENTRIES} entries)`,
      (deps) => listAuditLog(deps, admin, {}),
      entriesOf,
    ),
    call(
      'GET /audit?before=(5,000 entries back)',
      (deps) => listAuditLog(deps, admin, { ...(before && { before }) }),
      entriesOf,
    ),
    call(
      "GET /audit?actor=(the Guide's email) (1 in 200)",
      (deps) => listAuditLog(deps, admin, { actor: SEED_GUIDE_EMAIL }),
      entriesOf,
    ),
    call(
      'GET /audit?action=logon_email.sent&target=event-7',
      (deps) => listAuditLog(deps, admin, { action: 'logon_email.sent', target: 'event-7' }),
      entriesOf,
    ),
  ];
  // Each call on this checkout's store and (with BENCH_BEFORE_DIR) on the other's, run by run.
  const timings: { now: Timing; before: Timing | undefined }[] = [];
  for (const c of calls) {
    const [now, before] = await measure(
      c.name,
      [
        () => c.run(deps),
        ...(beforeDb === undefined ? [] : [() => c.run({ ...deps, store: beforeDb.store })]),
      ],
      c.count,
    );
    if (now !== undefined) timings.push({ now, before });
  }
  const width = Math.max(...timings.map((t) => t.now.name.length));
  const baseline = timings[0]?.now.median ?? Number.NaN;
  const compared = beforeDb === undefined ? '' : '     before   now/before';
  console.log(`${'call'.padEnd(width)}   median    slowest  × baseline      rows      reply${compared}`);
  for (const { now: t, before } of timings) {
    const vsBefore =
      before === undefined
        ? ''
        : `${`${before.median.toFixed(1)} ms`.padStart(11)} ${(t.median / before.median).toFixed(2).padStart(12)}`;
    console.log(
      `${t.name.padEnd(width)} ${`${t.median.toFixed(1)} ms`.padStart(9)} ${`${t.slowest.toFixed(1)} ms`.padStart(10)} ` +
        `${(t.median / baseline).toFixed(1).padStart(11)} ${String(t.rows).padStart(9)} ${size(t.bytes).padStart(10)}${vsBefore}`,
    );
  }
} finally {
  await pool.query(`drop schema if exists "${schema}" cascade`).catch(() => {});
  await pool.end();
  await db.close();
  await beforeDb?.close();
}
