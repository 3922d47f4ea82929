/**
 * `npm run bench:lists`: the console's list calls at provider scale, against real PostgreSQL.
 * Seeds a fresh schema with scripts/seed-scale.ts (BENCH_EVENTS events, default 10,000, and
 * BENCH_PARTICIPANTS participants, default 100,000), then times each call in this process through
 * the real store and use cases (median and slowest of BENCH_RUNS runs after two warm-ups), with the
 * size of its JSON reply, and as a ratio to the baseline measured in the same run: one user read by
 * email (one indexed row, the cheapest round trip the store makes). The schema is dropped at the end.
 *
 * BENCH_DATABASE_URL (or TEST_DATABASE_URL) names the PostgreSQL; default the local test database.
 */
import { randomBytes } from 'node:crypto';
import {
  type Actor,
  actorOf,
  DEFAULT_IDLE_MINUTES,
  DEFAULT_LIFECYCLE_POLICY,
  DEFAULT_SESSION_POLICY,
  type DomainConfig,
  listActiveEvents,
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
const RUNS = Number(process.env.BENCH_RUNS ?? 10);
const schema = `bench_lists_${randomBytes(4).toString('hex')}`;

const config: DomainConfig = {
  lifecycle: DEFAULT_LIFECYCLE_POLICY,
  session: DEFAULT_SESSION_POLICY,
  publicUrl: 'http://localhost:3000',
  productTitle: 'Values System',
  idleMinutes: DEFAULT_IDLE_MINUTES,
};

interface Timing {
  readonly name: string;
  readonly median: number;
  readonly slowest: number;
  readonly rows: number;
  readonly bytes: number;
}

const measure = async (name: string, call: () => Promise<unknown>, count: (result: unknown) => number) => {
  for (let i = 0; i < 2; i += 1) await call();
  const times: number[] = [];
  let last: unknown;
  for (let i = 0; i < RUNS; i += 1) {
    const started = performance.now();
    last = await call();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return {
    name,
    median: times[Math.floor(times.length / 2)] ?? 0,
    slowest: times[times.length - 1] ?? 0,
    rows: count(last),
    bytes: Buffer.byteLength(JSON.stringify(last)),
  } satisfies Timing;
};

const lengthOf = (result: unknown): number => (Array.isArray(result) ? result.length : 0);
const usersOf = (result: unknown): number => (result as { users: unknown[] }).users.length;

const actor = async (store: Store, email: string): Promise<Actor> => {
  const user = await store.users.findByEmail(email);
  if (user === null) throw new Error(`${email} was not seeded`);
  return actorOf(user);
};

const size = (bytes: number): string =>
  bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${(bytes / 1024).toFixed(1)} kB`;

const db = await openDatabase({ databaseUrl: DATABASE_URL, dataDir: 'unused', schema, poolSize: 4 });
const pool = poolFor(DATABASE_URL, schema);
try {
  await db.migrate();
  const seeded = await seedScale(pool, { events: EVENTS, participants: PARTICIPANTS });
  console.log(
    `Seeded ${EVENTS} events and ${seeded.participants} participants in ${(seeded.milliseconds / 1000).toFixed(1)} s ` +
      `(schema ${schema}); ${RUNS} runs per call:\n`,
  );
  const deps = { store: db.store, clock: systemClock, config };
  const admin = await actor(db.store, SEED_ADMIN_EMAIL);
  const guide = await actor(db.store, SEED_GUIDE_EMAIL);
  const page = (input: UserListInput) => () => listParticipants(deps, admin, input);

  const timings: Timing[] = [
    await measure(
      'baseline: users.findByEmail() (one indexed row)',
      () => db.store.users.findByEmail(SEED_ADMIN_EMAIL),
      (user) => (user ? 1 : 0),
    ),
    await measure('events.list() (every full event row)', () => db.store.events.list(), lengthOf),
    await measure(
      'events.listSummaries() (no participant lists)',
      () => db.store.events.listSummaries(),
      lengthOf,
    ),
    await measure(
      'GET /event/all, super-admin (full events + people)',
      () => listActiveEvents(deps, admin),
      lengthOf,
    ),
    await measure(
      'GET /event/summaries?status=active, super-admin',
      () => listEventSummaries(deps, admin, { status: 'active' }),
      lengthOf,
    ),
    await measure(
      'GET /event/summaries?status=closed, super-admin',
      () => listEventSummaries(deps, admin, { status: 'closed' }),
      lengthOf,
    ),
    await measure(
      'GET /event/summaries?status=active, Guide (200 events)',
      () => listEventSummaries(deps, guide, { status: 'active' }),
      lengthOf,
    ),
    await measure('GET /user/participants, super-admin, no parameters', page({}), usersOf),
    await measure('GET /user/participants?limit=50', page({ limit: 50 }), usersOf),
    await measure(
      'GET /user/participants?offset=50000&limit=50',
      page({ offset: 50_000, limit: 50 }),
      usersOf,
    ),
    await measure(
      'GET /user/participants?offset=99950&limit=50',
      page({ offset: 99_950, limit: 50 }),
      usersOf,
    ),
    await measure('GET /user/participants?q=ann%20smi&limit=50', page({ q: 'ann smi', limit: 50 }), usersOf),
    await measure('GET /user/participants?q=smith&limit=50', page({ q: 'smith', limit: 50 }), usersOf),
    await measure(
      'GET /user/participants?q=scale.example&limit=50 (all match)',
      page({ q: 'scale.example', limit: 50 }),
      usersOf,
    ),
    await measure(
      'GET /user/participants?q=zz9&limit=50 (none match)',
      page({ q: 'zz9', limit: 50 }),
      usersOf,
    ),
    await measure(
      'GET /user/participants, Guide, no parameters',
      () => listParticipants(deps, guide),
      usersOf,
    ),
    await measure(
      'GET /user/participants?q=ann&limit=50, Guide',
      () => listParticipants(deps, guide, { q: 'ann', limit: 50 }),
      usersOf,
    ),
    await measure(
      'GET /user/facilitators?limit=50, super-admin',
      () => listFacilitators(deps, admin, { limit: 50 }),
      usersOf,
    ),
  ];
  const width = Math.max(...timings.map((t) => t.name.length));
  const baseline = timings[0]?.median ?? Number.NaN;
  console.log(`${'call'.padEnd(width)}   median    slowest  × baseline      rows      reply`);
  for (const t of timings) {
    console.log(
      `${t.name.padEnd(width)} ${`${t.median.toFixed(1)} ms`.padStart(9)} ${`${t.slowest.toFixed(1)} ms`.padStart(10)} ` +
        `${(t.median / baseline).toFixed(1).padStart(11)} ${String(t.rows).padStart(9)} ${size(t.bytes).padStart(10)}`,
    );
  }
} finally {
  await pool.query(`drop schema if exists "${schema}" cascade`).catch(() => {});
  await pool.end();
  await db.close();
}
