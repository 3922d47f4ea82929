/**
 * `npm run bench`: the participant save path (PUT /api/response/participant) against real
 * PostgreSQL, five ways in the same run, interleaved over BENCH_ROUNDS rounds (default 6) of
 * BENCH_SECONDS (default 4) each:
 *
 * - raw: the single UPSERT through a `pg` Pool in this process, the database's own ceiling;
 * - floor: bench/support/floor-server.ts, a bare `node:http` + `pg` server sending the API's exact
 *   statements (session look-up, upsert) on every save, the floor of this design without a cache;
 * - kept floor: bench/support/kept-floor-server.ts, the same keeping each session's look-up in
 *   memory, so a save sends the one UPSERT: the API's I/O when its session cache serves;
 * - Hono floor: bench/support/hono-floor-server.ts, the kept floor's work as one route of a bare
 *   Hono app on @hono/node-server: what the framework alone costs;
 * - domain floor: bench/support/domain-floor-server.ts, a bare `node:http` server doing the save
 *   with the API's own domain, persistence adapter (session cache included) and zod schema: what
 *   the API costs below its HTTP layer;
 * - API: the whole API process; with BENCH_BEFORE_DIR (another checkout, e.g. /work/main) that
 *   checkout's API too, as "before".
 *
 * Prints each round with each server's CPU time per request (steadier than req/s on a busy
 * machine), the ratios API/floor (target >= 0.85), API/raw (target >= 0.40), API/kept floor (against
 * the same I/O), API/Hono floor, API/domain floor (the HTTP layer's share) and domain floor/kept
 * floor (the domain's and persistence's),
 * then the API's p99 at a fixed 200 saves/s. BENCH_DATABASE_URL (or TEST_DATABASE_URL) names the
 * PostgreSQL; every API works in a fresh schema, dropped at the end. BENCH_API_NODE_ARGS passes
 * flags to the API processes (e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`), BENCH_FLOOR_NODE_ARGS to the
 * four floor servers, so a profile of the API can be read beside one of the floor.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import {
  ADMIN,
  body,
  CONNECTIONS,
  EVENT_SIZE,
  loadApi,
  PARTICIPANTS,
  POOL_SIZE,
  SAVE_PATH,
  SECONDS,
  seed,
} from './save-api.ts';
import {
  cpuSeconds,
  DATABASE_URL,
  dropSchema,
  latenciesOf,
  paced,
  request,
  type ServerProcess,
  startApi,
  startServer,
} from './support/harness.ts';

// Many short rounds rather than a few long ones: on a shared machine a neighbour's burst then spoils
// one round, and the median across rounds shrugs it off.
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 6);
const RUN_SECONDS = Number(process.env.BENCH_SECONDS ?? 4);
const BEFORE_DIR = process.env.BENCH_BEFORE_DIR;
const FIXED_RATE = 200;

interface Run {
  readonly rps: number;
  readonly p99: number;
  readonly total: number;
  /** The server's own CPU time per request (user + system), in µs; none for the raw UPSERT. */
  readonly cpuPerRequest?: number;
}

/** Closed loop: CONNECTIONS clients each sending the next save as soon as the last one answered. */
const loadServer = async (server: ServerProcess, cookies: string[], seconds: number): Promise<Run> => {
  const cpuBefore = await cpuSeconds(server.child.pid);
  const run = await loadApi(server.base, cookies, seconds);
  const cpu = (await cpuSeconds(server.child.pid)) - cpuBefore;
  return { ...run, cpuPerRequest: (cpu / run.total) * 1e6 };
};

/** Saves at a fixed rate (see `paced`): the p99 a room of people sees. */
const paceApi = async (base: string, cookies: string[], rate: number, seconds: number): Promise<Run> => {
  const result = await paced(rate, seconds, (i) =>
    request(base, 'PUT', SAVE_PATH, { cookie: cookies[i % cookies.length] as string, body }),
  );
  // Reported, not thrown: on a machine loaded by others a paced save may time out, and the
  // closed-loop rounds measured before it are still worth printing.
  if (result.failures > 0) console.log(`${result.failures} failed requests in the paced load on ${base}`);
  return { rps: rate, p99: result.latencies.p99, total: result.latencies.count };
};

/** The single UPSERT through `pg`, CONNECTIONS at a time, with the same values a save sends. */
const loadRaw = async (schema: string, uids: string[], seconds: number): Promise<Run> => {
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
  return { rps: latencies.length / seconds, p99: latenciesOf(latencies).p99, total: latencies.length };
};

interface Target {
  readonly name: string;
  readonly schema: string;
  readonly server: ServerProcess;
  readonly uids: string[];
  readonly cookies: string[];
}

const openApi = async (name: string, dataDir: string, cwd?: string): Promise<Target> => {
  const schema = `bench_${Math.random().toString(36).slice(2, 10)}`;
  const server = await startApi({
    schema,
    dataDir: join(dataDir, name),
    poolSize: POOL_SIZE,
    ...(cwd === undefined ? {} : { cwd }),
    env: { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password },
  });
  const { uids, cookies } = await seed(server.base);
  return { name, schema, server, uids, cookies };
};

const row = (run: string, round: number, result: Run) => ({
  run,
  round,
  'req/s': Math.round(result.rps),
  'p99 ms': Number(result.p99.toFixed(1)),
  requests: result.total,
  'server CPU µs/req': result.cpuPerRequest === undefined ? '' : Math.round(result.cpuPerRequest),
});

/** The median of the rounds, then their range: `0.71 (0.64-0.78)`. */
const range = (values: readonly number[], digits = 2): string => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length / 2;
  const median =
    sorted.length % 2 === 1
      ? sorted[Math.floor(middle)]
      : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
  const low = Math.min(...values).toFixed(digits);
  const high = Math.max(...values).toFixed(digits);
  return low === high ? low : `${(median ?? 0).toFixed(digits)} (${low}-${high})`;
};

const main = async () => {
  const dataDir = await mkdtemp(join(tmpdir(), 'vs-bench-'));
  console.log(`Node ${process.version}; PostgreSQL ${DATABASE_URL.replace(/\/\/[^@]*@/, '//')}`);
  console.log(
    `${CONNECTIONS} concurrent connections, ${RUN_SECONDS} s per run, ${ROUNDS} rounds, pool ${POOL_SIZE}, ` +
      `${PARTICIPANTS} participants saving, in an event of ${EVENT_SIZE}${BEFORE_DIR ? `; before: the API of ${BEFORE_DIR}` : ''}`,
  );
  const targets: Target[] = [];
  let floor: ServerProcess | undefined;
  let keptFloor: ServerProcess | undefined;
  let honoFloor: ServerProcess | undefined;
  let domainFloor: ServerProcess | undefined;
  try {
    targets.push(await openApi('API', dataDir));
    if (BEFORE_DIR) targets.push(await openApi('API before', dataDir, BEFORE_DIR));
    const [api] = targets as [Target];
    const floorEnv = { DATABASE_URL, DATABASE_SCHEMA: api.schema, DATABASE_POOL_SIZE: String(POOL_SIZE) };
    const floorArgs = {
      env: floorEnv,
      nodeArgs: process.env.BENCH_FLOOR_NODE_ARGS?.split(' ').filter(Boolean),
    };
    floor = await startServer({ script: 'bench/support/floor-server.ts', ...floorArgs });
    keptFloor = await startServer({ script: 'bench/support/kept-floor-server.ts', ...floorArgs });
    honoFloor = await startServer({ script: 'bench/support/hono-floor-server.ts', ...floorArgs });
    domainFloor = await startServer({
      script: 'bench/support/domain-floor-server.ts',
      ...floorArgs,
      env: { ...floorEnv, DATA_DIR: join(dataDir, 'domain-floor') },
    });
    // Warm-up: JIT, pools, prepared statements, the first saves (which mark pre-work complete).
    for (const target of targets) await loadServer(target.server, target.cookies, 2);
    for (const server of [floor, keptFloor, honoFloor, domainFloor]) await loadServer(server, api.cookies, 2);

    const rows: ReturnType<typeof row>[] = [];
    const cpu: Record<string, number[]> = {};
    const record = (name: string, round: number, result: Run) => {
      rows.push(row(name, round, result));
      if (result.cpuPerRequest !== undefined) cpu[name] = [...(cpu[name] ?? []), result.cpuPerRequest];
    };
    const ratios: Record<
      string,
      { floor: number[]; keptFloor: number[]; honoFloor: number[]; domainFloor: number[]; raw: number[] }
    > = {};
    const domainOverFloor: number[] = [];
    for (let round = 1; round <= ROUNDS; round += 1) {
      const raw = await loadRaw(api.schema, api.uids, RUN_SECONDS);
      const bare = await loadServer(floor, api.cookies, RUN_SECONDS);
      const kept = await loadServer(keptFloor, api.cookies, RUN_SECONDS);
      const hono = await loadServer(honoFloor, api.cookies, RUN_SECONDS);
      const domain = await loadServer(domainFloor, api.cookies, RUN_SECONDS);
      record('raw pg UPSERT', round, raw);
      record('floor: node:http + pg', round, bare);
      record('kept floor: node:http + pg, one statement', round, kept);
      record('Hono floor: one route + pg', round, hono);
      record('domain floor: node:http + domain', round, domain);
      domainOverFloor.push(domain.rps / kept.rps);
      for (const target of targets) {
        const result = await loadServer(target.server, target.cookies, RUN_SECONDS);
        record(`${target.name}: PUT ${SAVE_PATH}`, round, result);
        ratios[target.name] ??= { floor: [], keptFloor: [], honoFloor: [], domainFloor: [], raw: [] };
        ratios[target.name]?.floor.push(result.rps / bare.rps);
        ratios[target.name]?.keptFloor.push(result.rps / kept.rps);
        ratios[target.name]?.honoFloor.push(result.rps / hono.rps);
        ratios[target.name]?.domainFloor.push(result.rps / domain.rps);
        ratios[target.name]?.raw.push(result.rps / raw.rps);
      }
    }
    for (const target of targets) {
      const fixed = await paceApi(target.server.base, target.cookies, FIXED_RATE, SECONDS);
      rows.push(row(`${target.name} paced at ${FIXED_RATE} req/s`, 1, fixed));
    }
    console.table(rows);
    for (const [name, perRequest] of Object.entries(cpu)) {
      console.log(`${name}: server CPU per save ${range(perRequest, 0)} µs`);
    }
    for (const [name, ratio] of Object.entries(ratios)) {
      console.log(
        `${name}: API / floor ${range(ratio.floor)} (target >= 0.85); API / raw ${range(ratio.raw)} (target >= 0.40); ` +
          `API / kept floor ${range(ratio.keptFloor)}; API / Hono floor ${range(ratio.honoFloor)}; ` +
          `API / domain floor ${range(ratio.domainFloor)}`,
      );
    }
    console.log(
      `domain floor / kept floor ${range(domainOverFloor)}: the ceiling of API / kept floor without a web framework`,
    );
  } finally {
    await floor?.stop();
    await keptFloor?.stop();
    await honoFloor?.stop();
    await domainFloor?.stop();
    for (const target of targets) {
      await target.server.stop();
      await dropSchema(target.schema);
    }
    await rm(dataDir, { recursive: true, force: true });
  }
};

await main();
