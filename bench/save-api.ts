/**
 * What the save benchmarks share (on top of support/harness.ts): the participants' save body,
 * participants with sessions in one event, a closed-loop load of their saves, and the API in its
 * own process against a fresh PostgreSQL schema.
 *
 * BENCH_EVENT_SIZE (default 40, the participants who save) sets how many people the saving
 * participants' event holds: those beyond the 40 are imported from a spreadsheet and never save, but
 * a large event is what a live room is.
 * BENCH_DATABASE_URL (or TEST_DATABASE_URL) names the PostgreSQL; default the local test database.
 * BENCH_API_NODE_ARGS passes flags to the API process (e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { TEN_VALUE_NAMES as NAMES, tenValues } from '@vs/domain/testing';
import autocannon from 'autocannon';
import { client, DATABASE_URL, dropSchema, startApi } from './support/harness.ts';

export const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
export const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
export const POOL_SIZE = 10;
export const PARTICIPANTS = 40;
export const EVENT_SIZE = Math.max(PARTICIPANTS, Number(process.env.BENCH_EVENT_SIZE ?? PARTICIPANTS));
export const ADMIN = { email: 'bench-admin@example.test', password: 'Bench1234x' };

/** A participant's own pre-work save: the request the save benchmarks send. */
export const SAVE_PATH = '/api/response/participant?prework=true';

/** A whole pre-work save: ten values with definitions of ordinary length, all rated. */
export const body = {
  values: tenValues(),
  descriptions: NAMES.map((n) => `What ${n} means to me, in a sentence or two of ordinary length.`),
  percentLived: [90, 80, 70, 60, 50, 40, 30, 20, 10, 0],
  completedMark: 3,
};

/** The people of the event beyond the saving participants, as a spreadsheet to import. */
const othersCsv = (eventSize: number): string =>
  [
    'forename;surname;email',
    ...Array.from(
      { length: eventSize - PARTICIPANTS },
      (_, i) => `Other;O${i};bench-other-${i}@example.test`,
    ),
  ].join('\r\n');

/**
 * Participants with sessions, all in one Pre-work event (`eid`) of `eventSize` people (at least the
 * PARTICIPANTS who save; default EVENT_SIZE), and the super-admin's session.
 */
export const seed = async (
  base: string,
  eventSize = EVENT_SIZE,
): Promise<{ uids: string[]; cookies: string[]; eid: string; adminCookie: string }> => {
  const admin = client(base);
  await admin.call('POST', '/api/auth/login', ADMIN);
  const uids: string[] = [];
  for (let i = 0; i < PARTICIPANTS; i += 1) {
    const reply = await admin.call('POST', '/api/auth/register', {
      accessLevel: 0,
      forename: 'Bench',
      surname: `P${i}`,
      email: `bench-${i}@example.test`,
      password: 'Bench1234x',
    });
    uids.push((reply.user as { uid: string }).uid);
  }
  const created = await admin.call('POST', '/api/event/create', {
    eventName: 'Bench',
    eventDate: new Date().toISOString().slice(0, 10),
    eventType: 'Reg',
    sessionAccess: 'Pre-work',
    participants: uids,
  });
  const eid = (created.event as { eid: string }).eid;
  if (eventSize > PARTICIPANTS)
    await admin.call('POST', '/api/event/import_participants', { eid, csv: othersCsv(eventSize) });
  const cookies: string[] = [];
  for (let i = 0; i < PARTICIPANTS; i += 1) {
    const participant = client(base);
    await participant.call('POST', '/api/auth/login', {
      email: `bench-${i}@example.test`,
      password: 'Bench1234x',
    });
    cookies.push(participant.cookie);
  }
  return { uids, cookies, eid, adminCookie: admin.cookie };
};

/** Closed loop: CONNECTIONS clients each sending the next save as soon as the last one answered. */
export const loadApi = async (base: string, cookies: string[], seconds: number) => {
  let next = 0;
  const result = await autocannon({
    url: `${base}${SAVE_PATH}`,
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
  if (errors > 0) throw new Error(`${errors} failed requests in the load on ${base}`);
  return { rps: result.requests.total / seconds, p99: result.latency.p99, total: result.requests.total };
};

/**
 * The API on a free port against a fresh schema (named in `schema`); `stop` ends it, drops the
 * schema and removes its data directory.
 */
export const launchApi = async () => {
  const schema = `bench_${Math.random().toString(36).slice(2, 10)}`;
  const dataDir = await mkdtemp(join(tmpdir(), 'vs-bench-'));
  console.log(
    `Node ${process.version}; PostgreSQL ${DATABASE_URL.replace(/\/\/[^@]*@/, '//')}; schema ${schema}`,
  );
  const server = await startApi({
    schema,
    dataDir,
    poolSize: POOL_SIZE,
    env: { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password },
  });
  return {
    base: server.base,
    pid: server.child.pid,
    schema,
    stop: async () => {
      await server.stop();
      await dropSchema(schema);
      await rm(dataDir, { recursive: true, force: true });
    },
  };
};
