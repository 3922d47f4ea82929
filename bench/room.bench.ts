/**
 * `npm run bench:room`: a live session against one API process and real PostgreSQL (and Redis when
 * REDIS_URL or TEST_REDIS_URL is set, for the shared rate-limit counters).
 *
 * ROOM_N participants (default 500) in events of ROOM_EVENT_SIZE (default 25) are seeded straight
 * into the database. Every one logs in at a random moment within ROOM_STORM_SECONDS (default 60),
 * all from this one client address (a room behind one NAT); then reads its event and its live
 * responses and saves its steps at human pace (every 5-20 s, jittered) until ROOM_SECONDS (default
 * storm + 60 s) have passed. The Guide polls each event's dashboard (GET /api/event, which lists
 * the participants and their progress) every 5 s. Reported per operation: throughput, p50/p95/p99, errors; and the API's RSS and heap idle
 * (before the storm), at the room's end and ROOM_SETTLE_SECONDS (default 75) later.
 *
 * ROOM_API_DIR runs another checkout's API (installed and built there) against the same room.
 *
 * `--search` runs rooms of growing N (ROOM_SEARCH, default 500,1000,2000,3000,5000; a fresh API and
 * schema each) and reports the largest within the bounds: save p99 < 200 ms, login p99 < 2 s.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { TEN_VALUE_NAMES as NAMES, tenValues } from '@vs/domain/testing';
import { poolFor } from '../scripts/seed-scale.ts';
import {
  DATABASE_URL,
  dropSchema,
  freePort,
  type Latencies,
  latenciesOf,
  request,
  type ServerProcess,
  startApi,
} from './support/harness.ts';
import { ROOM_PASSWORD, roomEmail, seedRoom } from './support/room-seed.ts';

const N = Number(process.env.ROOM_N ?? 500);
const EVENT_SIZE = Number(process.env.ROOM_EVENT_SIZE ?? 25);
const STORM_SECONDS = Number(process.env.ROOM_STORM_SECONDS ?? 60);
const ROOM_SECONDS = Number(process.env.ROOM_SECONDS ?? STORM_SECONDS + 60);
const SEARCH = process.argv.includes('--search');
const SEARCH_STEPS = (process.env.ROOM_SEARCH ?? '500,1000,2000,3000,5000').split(',').map(Number);
const DASHBOARD_EVERY_MS = 5_000;
/** How long the API stands idle after the room before its memory is read again (past the session cache's minute). */
const SETTLE_SECONDS = Number(process.env.ROOM_SETTLE_SECONDS ?? 75);
const SAVE_P99_BOUND_MS = 200;
const LOGIN_P99_BOUND_MS = 2_000;
const REDIS_URL = process.env.REDIS_URL ?? process.env.TEST_REDIS_URL;
/** Another checkout whose API to run (npm install and build there), e.g. main as "before". */
const API_DIR = process.env.ROOM_API_DIR;

const save = {
  values: tenValues(),
  descriptions: NAMES.map((n) => `What ${n} means to me, in a sentence or two of ordinary length.`),
  percentLived: [90, 80, 70, 60, 50, 40, 30, 20, 10, 0],
};

type Operation = 'login' | 'read' | 'save' | 'dashboard';

const sleepUntil = (at: number) => new Promise((r) => setTimeout(r, Math.max(0, at - performance.now())));

/** Samples of one room: latencies and failures per operation. */
const recorder = () => {
  const samples: Record<Operation, number[]> = { login: [], read: [], save: [], dashboard: [] };
  const failures: Record<Operation, number> = { login: 0, read: 0, save: 0, dashboard: 0 };
  const reasons: Record<string, number> = {};
  /** Runs one operation; a string outcome is the reason it failed. */
  const timed = async <T>(operation: Operation, work: () => Promise<T>): Promise<T | null> => {
    const started = performance.now();
    const result = await work().catch((error: unknown) =>
      error instanceof Error ? error.message : String(error),
    );
    samples[operation].push(performance.now() - started);
    if (typeof result !== 'string') return result;
    failures[operation] += 1;
    const reason = `${operation}: ${result}`;
    reasons[reason] = (reasons[reason] ?? 0) + 1;
    return null;
  };
  return { samples, failures, reasons, timed };
};

/** The session cookie, or throws why not. */
const logIn = async (base: string, index: number): Promise<{ cookie: string }> => {
  const response = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { origin: base, 'content-type': 'application/json' },
    body: JSON.stringify({ email: roomEmail(index), password: ROOM_PASSWORD }),
  });
  await response.arrayBuffer();
  const cookie = response.headers.get('set-cookie')?.split(';')[0];
  if (!response.ok || cookie === undefined) throw new Error(`HTTP ${response.status}`);
  return { cookie };
};

/**
 * The API's memory from its own /metrics, MiB: resident set; V8's heap in use and as committed (of
 * it the young generation, `new`); memory outside V8's heap that it knows of (`external`: buffers).
 * What the resident set holds beyond committed heap and external is native (malloc, threads, code).
 */
const memoryOf = async (metricsBase: string): Promise<Memory> => {
  const text = await (await fetch(`${metricsBase}/metrics`)).text();
  const metric = (name: string) =>
    Number(new RegExp(`^${name.replace(/[{}]/g, '\\$&')} (\\S+)`, 'm').exec(text)?.[1] ?? Number.NaN) /
    2 ** 20;
  return {
    rss: metric('process_resident_memory_bytes'),
    heap: metric('nodejs_heap_size_used_bytes'),
    committed: metric('nodejs_heap_size_total_bytes'),
    young: metric('nodejs_heap_space_size_total_bytes{space="new"}'),
    external: metric('nodejs_external_memory_bytes'),
  };
};

interface Memory {
  readonly rss: number;
  readonly heap: number;
  readonly committed: number;
  readonly young: number;
  readonly external: number;
}

interface RoomResult {
  readonly n: number;
  readonly operations: Record<
    Operation,
    Latencies & { readonly failures: number; readonly perSecond: number }
  >;
  readonly memory: Record<'idle' | 'after' | 'settled', Memory>;
  /** Failures by operation and reason. */
  readonly reasons: Record<string, number>;
}

const runRoom = async (n: number, dataDir: string): Promise<RoomResult> => {
  const schema = `bench_room_${Math.random().toString(36).slice(2, 10)}`;
  const metricsPort = await freePort();
  let api: ServerProcess | undefined;
  const pool = poolFor(DATABASE_URL, schema);
  try {
    api = await startApi({
      schema,
      ...(API_DIR === undefined ? {} : { cwd: API_DIR }),
      dataDir: join(dataDir, String(n)),
      env: { METRICS_PORT: String(metricsPort), ...(REDIS_URL ? { REDIS_URL, REDIS_PREFIX: schema } : {}) },
    });
    const base = api.base;
    const metricsBase = `http://127.0.0.1:${metricsPort}`;
    const room = await seedRoom(pool, { events: Math.ceil(n / EVENT_SIZE), participants: n });
    await new Promise((r) => setTimeout(r, 2_000));
    const idle = await memoryOf(metricsBase);
    const { samples, failures, reasons, timed } = recorder();
    const start = performance.now();
    const end = start + ROOM_SECONDS * 1000;

    const participant = async (index: number) => {
      await sleepUntil(start + Math.random() * STORM_SECONDS * 1000);
      const session = await timed('login', () => logIn(base, index));
      if (session === null) return;
      const { cookie } = session;
      await timed('read', () => request(base, 'GET', '/api/event/participant_event', { cookie }));
      await timed('read', () => request(base, 'GET', '/api/response/participant?prework=false', { cookie }));
      for (;;) {
        const next = performance.now() + 5_000 + Math.random() * 15_000;
        if (next > end) return;
        await sleepUntil(next);
        await timed('save', () =>
          request(base, 'PUT', '/api/response/participant?prework=false', { cookie, body: save }),
        );
      }
    };
    const guide = async (eid: string) => {
      for (let at = start + Math.random() * DASHBOARD_EVERY_MS; at < end; at += DASHBOARD_EVERY_MS) {
        await sleepUntil(at);
        const cookie = room.guideCookie;
        await timed('dashboard', () => request(base, 'GET', `/api/event?eid=${eid}`, { cookie }));
      }
    };
    await Promise.all([...room.uids.map((_, i) => participant(i)), ...room.eids.map((eid) => guide(eid))]);
    const elapsed = (performance.now() - start) / 1000;
    const after = await memoryOf(metricsBase);
    await new Promise((r) => setTimeout(r, SETTLE_SECONDS * 1000));
    const settled = await memoryOf(metricsBase);
    const operation = (name: Operation) => ({
      ...latenciesOf(samples[name]),
      failures: failures[name],
      perSecond: samples[name].length / elapsed,
    });
    return {
      n,
      operations: {
        login: operation('login'),
        read: operation('read'),
        save: operation('save'),
        dashboard: operation('dashboard'),
      },
      memory: { idle, after, settled },
      reasons,
    };
  } finally {
    await pool.end();
    await api?.stop();
    await dropSchema(schema);
  }
};

const withinBounds = (result: RoomResult): boolean =>
  result.operations.save.p99 < SAVE_P99_BOUND_MS &&
  result.operations.login.p99 < LOGIN_P99_BOUND_MS &&
  Object.values(result.operations).every((o) => o.failures === 0);

const report = (result: RoomResult) => {
  const round = (v: number) => Number(v.toFixed(1));
  console.log(`\nroom of ${result.n} participants (${Math.ceil(result.n / EVENT_SIZE)} events):`);
  console.table(
    Object.entries(result.operations).map(([name, o]) => ({
      operation: name,
      'per s': round(o.perSecond),
      count: o.count,
      'p50 ms': round(o.p50),
      'p95 ms': round(o.p95),
      'p99 ms': round(o.p99),
      errors: o.failures,
    })),
  );
  if (Object.keys(result.reasons).length > 0) console.log('errors:', result.reasons);
  const { idle, after, settled } = result.memory;
  const read = (memory: Memory) =>
    `RSS ${memory.rss.toFixed(0)} MiB = ${(memory.rss / idle.rss).toFixed(2)}x idle (heap ${memory.heap.toFixed(0)} ` +
    `used of ${memory.committed.toFixed(0)} committed, young generation ${memory.young.toFixed(0)}; external ` +
    `${memory.external.toFixed(0)}; the rest ${(memory.rss - memory.committed - memory.external).toFixed(0)})`;
  console.log(`API memory (MiB), bound 2x idle:`);
  console.log(`  idle: ${read(idle)}`);
  console.log(`  at the room's end: ${read(after)}`);
  console.log(`  ${SETTLE_SECONDS} s later: ${read(settled)}`);
  console.log(
    `bounds (save p99 < ${SAVE_P99_BOUND_MS} ms, login p99 < ${LOGIN_P99_BOUND_MS} ms, no errors): ` +
      (withinBounds(result) ? 'held' : 'broken'),
  );
};

const dataDir = await mkdtemp(join(tmpdir(), 'vs-bench-room-'));
console.log(
  `Node ${process.version}; storm ${STORM_SECONDS} s, room ${ROOM_SECONDS} s; ${REDIS_URL ? 'Redis' : 'no Redis'}`,
);
try {
  if (!SEARCH) {
    report(await runRoom(N, dataDir));
  } else {
    let largest = 0;
    for (const n of SEARCH_STEPS) {
      const result = await runRoom(n, dataDir);
      report(result);
      if (!withinBounds(result)) break;
      largest = n;
    }
    console.log(`\nlargest N within the bounds: ${largest || `none of ${SEARCH_STEPS.join(', ')}`}`);
  }
} finally {
  await rm(dataDir, { recursive: true, force: true });
}
