/**
 * What the save benchmarks share: the API in its own process against a fresh PostgreSQL schema,
 * participants with sessions in one event, and a closed-loop load of their saves.
 *
 * BENCH_DATABASE_URL (or TEST_DATABASE_URL) names the PostgreSQL; default the local test database.
 * BENCH_API_NODE_ARGS passes flags to the API process (e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { TEN_VALUE_NAMES as NAMES, tenValues } from '@vs/domain/testing';
import autocannon from 'autocannon';
import pg from 'pg';

export const DATABASE_URL =
  process.env.BENCH_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/test';
export const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
export const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
export const POOL_SIZE = 10;
export const PARTICIPANTS = 40;
export const ADMIN = { email: 'bench-admin@example.test', password: 'Bench1234x' };

export const body = {
  values: tenValues(),
  descriptions: NAMES.map((n) => `What ${n} means to me, in a sentence or two of ordinary length.`),
  percentLived: [90, 80, 70, 60, 50, 40, 30, 20, 10, 0],
  completedMark: 3,
};

export const freePort = (): Promise<number> =>
  new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

export const percentile = (sorted: number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;

export const startApi = async (port: number, schema: string, dataDir: string): Promise<ChildProcess> => {
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

export const client = (base: string) => {
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

/** Participants with sessions, all in one Pre-work event (`eid`), and the super-admin's session. */
export const seed = async (
  base: string,
): Promise<{ uids: string[]; cookies: string[]; eid: string; adminCookie: string }> => {
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
  const created = await admin.call('POST', '/api/event/create', {
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
  return { uids, cookies, eid: (created.event as { eid: string }).eid, adminCookie: admin.cookie };
};

/** Closed loop: CONNECTIONS clients each sending the next save as soon as the last one answered. */
export const loadApi = async (base: string, cookies: string[], seconds: number) => {
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
 * The API on a free port against a fresh schema (named in `schema`); `stop` ends it, drops the
 * schema and removes its data directory.
 */
export const launchApi = async () => {
  const schema = `bench_${Math.random().toString(36).slice(2, 10)}`;
  const dataDir = await mkdtemp(join(tmpdir(), 'vs-bench-'));
  const port = await freePort();
  console.log(
    `Node ${process.version}; PostgreSQL ${DATABASE_URL.replace(/\/\/[^@]*@/, '//')}; schema ${schema}`,
  );
  const api = await startApi(port, schema, dataDir);
  return {
    base: `http://127.0.0.1:${port}`,
    schema,
    stop: async () => {
      api.kill('SIGTERM');
      await new Promise((r) => api.once('exit', r));
      const admin = new pg.Client({ connectionString: DATABASE_URL });
      await admin.connect();
      await admin.query(`drop schema if exists "${schema}" cascade`);
      await admin.end();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
};
