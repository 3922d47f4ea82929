/**
 * `npm run bench`: the participant save path (PUT /api/response/participant) through the whole API
 * against real PostgreSQL, next to the same UPSERT through raw `pg` at the same concurrency, both
 * measured in this run; then the API's p99 at a fixed 200 requests/s.
 *
 * BENCH_DATABASE_URL (or TEST_DATABASE_URL) names the PostgreSQL; default the local test database.
 * Everything lives in a fresh schema that is dropped at the end. BENCH_API_NODE_ARGS passes flags to
 * the API process (e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof` to profile it).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { TEN_VALUE_NAMES as NAMES, tenValues } from '@vs/domain/testing';
import autocannon from 'autocannon';
import pg from 'pg';

const DATABASE_URL =
  process.env.BENCH_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/test';
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const POOL_SIZE = 10;
const PARTICIPANTS = 40;
const FIXED_RATE = 200;
const ADMIN = { email: 'bench-admin@example.test', password: 'Bench1234x' };

const body = {
  values: tenValues(),
  descriptions: NAMES.map((n) => `What ${n} means to me, in a sentence or two of ordinary length.`),
  percentLived: [90, 80, 70, 60, 50, 40, 30, 20, 10, 0],
  completedMark: 3,
};

const freePort = (): Promise<number> =>
  new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

const percentile = (sorted: number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;

const startApi = async (port: number, schema: string, dataDir: string): Promise<ChildProcess> => {
  const nodeArgs = process.env.BENCH_API_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  const child = spawn(process.execPath, [...nodeArgs, 'services/api/src/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      METRICS_PORT: '0',
      DATABASE_URL,
      DATABASE_SCHEMA: schema,
      DATABASE_POOL_SIZE: String(POOL_SIZE),
      DATA_DIR: dataDir,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let i = 0; i < 600; i += 1) {
    const ready = await fetch(`http://127.0.0.1:${port}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) return child;
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill();
  throw new Error('the API did not become ready within 60 s');
};

const client = (base: string) => {
  let cookie = '';
  return {
    get cookie() {
      return cookie;
    },
    call: async (method: string, path: string, payload?: unknown) => {
      const response = await fetch(`${base}${path}`, {
        method,
        headers: { origin: base, 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
        body: payload === undefined ? null : JSON.stringify(payload),
      });
      const setCookie = response.headers.get('set-cookie');
      if (setCookie) cookie = setCookie.split(';')[0] ?? '';
      const json = (await response.json()) as Record<string, unknown>;
      if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(json)}`);
      return json;
    },
  };
};

/** Participants with sessions, all in one Pre-work event. */
const seed = async (base: string): Promise<{ uids: string[]; cookies: string[] }> => {
  const admin = client(base);
  await admin.call('POST', '/api/auth/login', ADMIN);
  const uids: string[] = [];
  for (let i = 0; i < PARTICIPANTS; i += 1) {
    const email = `bench-${i}@example.test`;
    const reply = await admin.call('POST', '/api/auth/register', {
      accessLevel: 0,
      forename: 'Bench',
      surname: `P${i}`,
      email,
      password: 'Bench1234x',
    });
    uids.push((reply.user as { uid: string }).uid);
  }
  const today = new Date().toISOString().slice(0, 10);
  await admin.call('POST', '/api/event/create', {
    eventName: 'Bench',
    eventDate: today,
    eventType: 'Reg',
    sessionAccess: 'Pre-work',
    participants: uids,
  });
  const cookies: string[] = [];
  for (let i = 0; i < PARTICIPANTS; i += 1) {
    const participant = client(base);
    await participant.call('POST', '/api/auth/login', {
      email: `bench-${i}@example.test`,
      password: 'Bench1234x',
    });
    cookies.push(participant.cookie);
  }
  return { uids, cookies };
};

/** Closed loop: CONNECTIONS clients each sending the next save as soon as the last one answered. */
const loadApi = async (base: string, cookies: string[], seconds: number) => {
  let next = 0;
  const result = await autocannon({
    url: `${base}/api/response/participant?prework=true`,
    method: 'PUT',
    connections: CONNECTIONS,
    duration: seconds,
    body: JSON.stringify(body),
    setupClient: (c) => {
      const cookie = cookies[next % cookies.length] as string;
      next += 1;
      c.setHeaders({ origin: base, 'content-type': 'application/json', cookie });
    },
  });
  const errors = result.errors + result.non2xx;
  if (errors > 0) throw new Error(`${errors} failed requests in the API load`);
  return { rps: result.requests.average, p99: result.latency.p99, total: result.requests.total };
};

/**
 * Open loop: one save every 1000/rate ms on a fixed schedule, whatever the answers do (a room of
 * people does not wait for each other). Latency counts from the scheduled time, so a stall shows.
 */
const paceApi = async (base: string, cookies: string[], rate: number, seconds: number) => {
  const interval = 1000 / rate;
  const count = Math.round(rate * seconds);
  const latencies: number[] = [];
  let failures = 0;
  const start = performance.now() + 50;
  const sends: Promise<void>[] = [];
  for (let i = 0; i < count; i += 1) {
    const due = start + i * interval;
    const wait = due - performance.now();
    if (wait > 1) await new Promise((r) => setTimeout(r, wait));
    sends.push(
      fetch(`${base}/api/response/participant?prework=true`, {
        method: 'PUT',
        headers: {
          origin: base,
          'content-type': 'application/json',
          cookie: cookies[i % cookies.length] as string,
        },
        body: JSON.stringify(body),
      }).then(
        async (response) => {
          await response.arrayBuffer();
          if (!response.ok) failures += 1;
          latencies.push(performance.now() - due);
        },
        () => {
          failures += 1;
        },
      ),
    );
  }
  await Promise.all(sends);
  if (failures > 0) throw new Error(`${failures} failed requests in the paced load`);
  latencies.sort((a, b) => a - b);
  return { rps: count / seconds, p99: percentile(latencies, 0.99), total: count };
};

const loadRaw = async (schema: string, uids: string[], seconds: number) => {
  const pool = new pg.Pool({ connectionString: DATABASE_URL, max: POOL_SIZE });
  const sql = `insert into "${schema}"."responses" ("uid", "kind", "values", "descriptions", "percent_lived", "updated_at")
    values ($1, 'prework', $2, $3, $4, now())
    on conflict ("uid", "kind") do update set "values" = excluded."values", "descriptions" = excluded."descriptions",
      "percent_lived" = excluded."percent_lived", "updated_at" = excluded."updated_at"`;
  const params = [
    JSON.stringify(body.values),
    JSON.stringify(body.descriptions),
    JSON.stringify(body.percentLived),
  ];
  const latencies: number[] = [];
  const end = performance.now() + seconds * 1000;
  let next = 0;
  const worker = async () => {
    while (performance.now() < end) {
      const uid = uids[next % uids.length] as string;
      next += 1;
      const start = performance.now();
      await pool.query(sql, [uid, ...params]);
      latencies.push(performance.now() - start);
    }
  };
  await Promise.all(Array.from({ length: CONNECTIONS }, worker));
  await pool.end();
  latencies.sort((a, b) => a - b);
  return { rps: latencies.length / seconds, p99: percentile(latencies, 0.99), total: latencies.length };
};

const main = async () => {
  const schema = `bench_${Math.random().toString(36).slice(2, 10)}`;
  const dataDir = await mkdtemp(join(tmpdir(), 'vs-bench-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  console.log(
    `Node ${process.version}; PostgreSQL ${DATABASE_URL.replace(/\/\/[^@]*@/, '//')}; schema ${schema}`,
  );
  console.log(
    `${CONNECTIONS} concurrent connections, ${SECONDS} s per run, pool ${POOL_SIZE}, ${PARTICIPANTS} participants`,
  );
  const api = await startApi(port, schema, dataDir);
  try {
    const { uids, cookies } = await seed(base);
    await loadApi(base, cookies, 2); // warm-up: JIT, pools, first saves
    const raw = await loadRaw(schema, uids, SECONDS);
    const full = await loadApi(base, cookies, SECONDS);
    const fixed = await paceApi(base, cookies, FIXED_RATE, SECONDS);
    const rows = [
      {
        run: 'raw pg UPSERT (baseline)',
        'req/s': raw.rps.toFixed(0),
        'p99 ms': raw.p99.toFixed(1),
        requests: raw.total,
      },
      {
        run: 'PUT /api/response/participant',
        'req/s': full.rps.toFixed(0),
        'p99 ms': full.p99.toFixed(1),
        requests: full.total,
      },
      {
        run: `API paced at ${FIXED_RATE} req/s`,
        'req/s': fixed.rps.toFixed(0),
        'p99 ms': fixed.p99.toFixed(1),
        requests: fixed.total,
      },
    ];
    console.table(rows);
    const ratio = full.rps / raw.rps;
    console.log(`throughput ratio API / raw pg: ${ratio.toFixed(2)} (target >= 0.50)`);
    console.log(`p99 at ${FIXED_RATE} req/s: ${fixed.p99.toFixed(1)} ms (target < 100 ms)`);
  } finally {
    api.kill('SIGTERM');
    await new Promise((r) => api.once('exit', r));
    const admin = new pg.Client({ connectionString: DATABASE_URL });
    await admin.connect();
    await admin.query(`drop schema if exists "${schema}" cascade`);
    await admin.end();
    await rm(dataDir, { recursive: true, force: true });
  }
};

await main();
