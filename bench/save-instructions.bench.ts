/**
 * `npm run bench:instructions`: the participant save path counted in machine instructions, the one
 * measure this shared 2-core machine cannot blur. Each server of `npm run bench` (the bare floor,
 * the kept floor, the Hono floor, the domain floor, the API; with BENCH_BEFORE_DIR another checkout's API too) runs
 * under Valgrind's callgrind with V8's `--predictable` (no background compiler or GC threads, no
 * memory reducer on a timer), takes BENCH_WARM_SAVES saves (default 1,500: JIT, pools, prepared
 * statements), then BENCH_SAVES counted ones (default 1,000), four at a time. Prints thousands of
 * instructions per save, in the server process and all its threads, and each server's count over
 * the API's: for a floor, the API / floor throughput ratio a CPU-bound server would show.
 *
 * Needs Debian's `valgrind`; real PostgreSQL (BENCH_DATABASE_URL or TEST_DATABASE_URL). Some four
 * minutes per server, two at a time (about 12 minutes for six). The API's outbox relay and
 * lifecycle check, which run on a clock (and under Valgrind the code runs some 50 times slower
 * than the clock), are slowed to once an hour. The same API counted 1,596-1,859k instructions a
 * save in three runs (garbage collections fall differently): differences under 10% are noise.
 * BENCH_SERVERS (e.g. `Hono floor,API`) counts only the servers whose names start so.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { ADMIN, body, POOL_SIZE, SAVE_PATH, seed } from './save-api.ts';
import {
  DATABASE_URL,
  dropSchema,
  request,
  type ServerProcess,
  startApi,
  startServer,
} from './support/harness.ts';

const run = promisify(execFile);
const BEFORE_DIR = process.env.BENCH_BEFORE_DIR;
const WARM_SAVES = Number(process.env.BENCH_WARM_SAVES ?? 1500);
const SAVES = Number(process.env.BENCH_SAVES ?? 1000);
/** Timers that would otherwise fire 50 times as often per save as they do at full speed. */
const SLOW_TIMERS = { OUTBOX_RELAY_MS: '3600000', LIFECYCLE_SCHEDULE_CHECK_SECONDS: '3600' };
const NODE_ARGS = ['--predictable'];
const ONLY = process.env.BENCH_SERVERS?.split(',').map((name) => name.trim());

interface Target {
  readonly name: string;
  start(wrapper: readonly string[]): Promise<ServerProcess>;
  readonly cookies: string[];
}

/** `count` saves, four at a time, each with the next participant's session. */
const saves = async (base: string, cookies: readonly string[], count: number): Promise<void> => {
  let next = 0;
  const client = async () => {
    while (next < count) {
      const cookie = cookies[next % cookies.length] as string;
      next += 1;
      const outcome = await request(base, 'PUT', SAVE_PATH, { cookie, body });
      if (outcome !== true) throw new Error(`a save on ${base} failed: ${outcome}`);
    }
  };
  await Promise.all([client(), client(), client(), client()]);
};

/** Instructions of the counted saves: counters zeroed after the warm-up, dumped after them. */
const countSaves = async (target: Target, outDir: string): Promise<number> => {
  const out = join(outDir, target.name.replace(/\W+/g, '-'));
  const server = await target.start([
    'valgrind',
    '--tool=callgrind',
    '--smc-check=all-non-file',
    `--callgrind-out-file=${out}`,
  ]);
  try {
    const pid = String(server.child.pid);
    await saves(server.base, target.cookies, WARM_SAVES);
    await run('callgrind_control', ['--zero', pid]);
    await saves(server.base, target.cookies, SAVES);
    await run('callgrind_control', ['--dump', pid]);
    const dump = await readFile(`${out}.1`, 'utf8');
    const total = /^summary:\s+(\d+)/m.exec(dump)?.[1];
    if (total === undefined) throw new Error(`no instruction count in ${out}.1`);
    return Number(total) / SAVES;
  } finally {
    await server.stop();
  }
};

const main = async () => {
  await run('valgrind', ['--version']).catch(() => {
    throw new Error('valgrind is not installed (apt-get install valgrind)');
  });
  const workDir = await mkdtemp(join(tmpdir(), 'vs-instructions-'));
  const schemas: string[] = [];
  try {
    /** The API of `cwd` on a fresh schema with the benchmark's participants, signed in. */
    const api = async (name: string, cwd?: string) => {
      const schema = `bench_${Math.random().toString(36).slice(2, 10)}`;
      schemas.push(schema);
      const options = {
        schema,
        dataDir: join(workDir, schema),
        poolSize: POOL_SIZE,
        ...(cwd === undefined ? {} : { cwd }),
        env: { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, ...SLOW_TIMERS },
      };
      const seeding = await startApi(options);
      const { cookies } = await seed(seeding.base);
      await seeding.stop();
      const target: Target = {
        name,
        cookies,
        start: (wrapper) => startApi({ ...options, wrapper, nodeArgs: NODE_ARGS, readyWithinSeconds: 600 }),
      };
      return { target, schema };
    };
    const ours = await api('API');
    const floorEnv = {
      DATABASE_URL,
      DATABASE_SCHEMA: ours.schema,
      DATABASE_POOL_SIZE: String(POOL_SIZE),
      DATA_DIR: join(workDir, 'domain-floor'),
    };
    const floor = (name: string, script: string): Target => ({
      name,
      cookies: ours.target.cookies,
      start: (wrapper) =>
        startServer({ script, env: floorEnv, wrapper, nodeArgs: NODE_ARGS, readyWithinSeconds: 600 }),
    });
    const all = [
      floor('floor: node:http + pg', 'bench/support/floor-server.ts'),
      floor('kept floor: node:http + pg, one statement', 'bench/support/kept-floor-server.ts'),
      floor('Hono floor: one route + pg', 'bench/support/hono-floor-server.ts'),
      floor('domain floor: node:http + domain', 'bench/support/domain-floor-server.ts'),
      ours.target,
      ...(BEFORE_DIR ? [(await api('API before', BEFORE_DIR)).target] : []),
    ];
    const targets = all.filter(({ name }) => ONLY?.some((prefix) => name.startsWith(prefix)) ?? true);
    console.log(
      `Node ${process.version}; ${WARM_SAVES} saves to warm up, ${SAVES} counted, under callgrind with ${NODE_ARGS.join(' ')}`,
    );
    const counts = new Map<string, number>();
    // Two at a time: a count does not depend on what else runs.
    for (let i = 0; i < targets.length; i += 2) {
      const pair = targets.slice(i, i + 2);
      const counted = await Promise.all(
        pair.map(async (target) => [target.name, await countSaves(target, workDir)] as const),
      );
      for (const [name, count] of counted) counts.set(name, count);
    }
    const apiCount = counts.get('API') ?? Number.NaN;
    console.table(
      [...counts].map(([name, count]) => ({
        server: name,
        'k instructions / save': Number((count / 1000).toFixed(1)),
        'this / API': Number((count / apiCount).toFixed(2)),
      })),
    );
  } finally {
    for (const schema of schemas) await dropSchema(schema);
    await rm(workDir, { recursive: true, force: true });
  }
};

await main();
