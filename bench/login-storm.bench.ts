/**
 * `npm run bench:logins`: do logins stall saves? Against real PostgreSQL, for each way of hashing
 * (the API with PASSWORD_HASH_CONCURRENCY=64, i.e. unbounded, and PASSWORD_HASH_NICE=0, as
 * before; and with the defaults: all cores but one, nice 0), interleaved over BENCH_ROUNDS rounds (default 2):
 *
 * - 40 participants with sessions save at BENCH_SAVE_RATE (default 200) saves/s, open loop;
 * - meanwhile other participants of the same room log in at BENCH_LOGIN_RATE (default 20) logins/s,
 *   all from one client address (a room behind one NAT), each a distinct account.
 *
 * Prints per run the save p50/p99 (target p99 < 100 ms with the storm running), the login p50/p99,
 * the logins answered per second and the failures. BENCH_SECONDS (default 15) per run;
 * BENCH_HASH_CONCURRENCY sets the bounded runs' PASSWORD_HASH_CONCURRENCY, a comma-separated list
 * for several (default: one run with the API's own default).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { TEN_VALUE_NAMES as NAMES, tenValues } from '@vs/domain/testing';
import { poolFor } from '../scripts/seed-scale.ts';
import { DATABASE_URL, dropSchema, paced, request, startApi } from './support/harness.ts';
import { ROOM_PASSWORD, roomEmail, seedRoom } from './support/room-seed.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const SAVE_RATE = Number(process.env.BENCH_SAVE_RATE ?? 200);
const LOGIN_RATE = Number(process.env.BENCH_LOGIN_RATE ?? 20);
const SAVERS = 40;
const LOGINS = Math.ceil(LOGIN_RATE * SECONDS);
const BOUNDS = process.env.BENCH_HASH_CONCURRENCY?.split(',').filter(Boolean) ?? [];

const MODES: readonly { readonly name: string; readonly env: Record<string, string> }[] = [
  { name: 'unbounded hashing (before)', env: { PASSWORD_HASH_CONCURRENCY: '64', PASSWORD_HASH_NICE: '0' } },
  ...(BOUNDS.length === 0
    ? [{ name: 'bounded hashing (default)', env: {} }]
    : BOUNDS.map((bound) => ({
        name: `at most ${bound} hashes`,
        env: { PASSWORD_HASH_CONCURRENCY: bound },
      }))),
];

const save = {
  values: tenValues(),
  descriptions: NAMES.map((n) => `What ${n} means to me, in a sentence or two of ordinary length.`),
  percentLived: [90, 80, 70, 60, 50, 40, 30, 20, 10, 0],
};
const SAVE_PATH = '/api/response/participant?prework=false';

const ms = (value: number) => Number(value.toFixed(1));

const runMode = async (mode: (typeof MODES)[number], round: number, dataDir: string) => {
  const schema = `bench_logins_${Math.random().toString(36).slice(2, 10)}`;
  const api = await startApi({
    schema,
    dataDir: join(dataDir, `${round}-${mode.env.PASSWORD_HASH_CONCURRENCY ?? 'd'}`),
    env: mode.env,
  });
  const pool = poolFor(DATABASE_URL, schema);
  try {
    const room = await seedRoom(pool, { events: 4, participants: SAVERS + LOGINS, sessions: SAVERS });
    const saveOnce = (i: number) =>
      request(api.base, 'PUT', SAVE_PATH, { cookie: room.cookies[i % SAVERS] as string, body: save });
    await paced(SAVE_RATE, 2, saveOnce); // warm-up
    const [saves, logins] = await Promise.all([
      paced(SAVE_RATE, SECONDS, saveOnce),
      paced(LOGIN_RATE, SECONDS, (i) =>
        request(api.base, 'POST', '/api/auth/login', {
          body: { email: roomEmail(SAVERS + i), password: ROOM_PASSWORD },
        }),
      ),
    ]);
    return {
      run: mode.name,
      round,
      'save p50 ms': ms(saves.latencies.p50),
      'save p99 ms': ms(saves.latencies.p99),
      'save failures': saves.failures,
      'login p50 ms': ms(logins.latencies.p50),
      'login p99 ms': ms(logins.latencies.p99),
      'logins/s': ms(logins.latencies.count / SECONDS),
      'login failures': logins.failures,
      why: JSON.stringify({ saves: saves.reasons, logins: logins.reasons }),
    };
  } finally {
    await pool.end();
    await api.stop();
    await dropSchema(schema);
  }
};

const dataDir = await mkdtemp(join(tmpdir(), 'vs-bench-logins-'));
console.log(
  `Node ${process.version}; ${SAVE_RATE} saves/s with ${LOGIN_RATE} logins/s from one address, ${SECONDS} s per run, ${ROUNDS} rounds`,
);
try {
  const rows = [];
  for (let round = 1; round <= ROUNDS; round += 1) {
    for (const mode of MODES) rows.push(await runMode(mode, round, dataDir));
  }
  console.table(rows);
  console.log('target: save p99 < 100 ms with the login storm running');
} finally {
  await rm(dataDir, { recursive: true, force: true });
}
