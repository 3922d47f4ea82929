/**
 * `npm run bench:profile`: where the save's CPU goes, by middleware, in the API and beside it in
 * the floors of `npm run bench` (BENCH_PROFILE_FLOORS, default `Hono floor,domain floor`; also
 * `kept floor`). Each server runs under V8's sampling profiler (`--cpu-prof`, every
 * BENCH_PROFILE_INTERVAL_US, default 100 µs), in turn: 2 s of saves to warm up, then BENCH_SECONDS
 * (default 10) of saves from BENCH_CONNECTIONS (32) clients (save-api.ts). Only the samples of
 * that window count.
 *
 * Each sample goes to the code that asked for the work: from the sampled function outwards, the
 * first frame of our own code (a middleware's file, the app, a route, the domain, persistence)
 * names it, so what a middleware calls (prom-client, pino, Hono's cookie helper, Node's
 * `setHeader`) counts as that middleware's; when Hono's dispatcher or Node's HTTP server comes
 * first, the sampled library names it (Hono, Node internals, pg; a native function counts as the
 * library calling it). A category's µs per save is its share of the window's busy samples times
 * the main thread's CPU per save over the window (/proc), so a loaded machine changes the total,
 * not the split; the other threads (V8's GC and compiler helpers, the profiler's own) are printed
 * apart. Run it twice to see the spread. BENCH_PROFILE_DIR keeps the profiles there (for Chrome
 * DevTools), one directory per server.
 */
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ADMIN, CONNECTIONS, loadApi, POOL_SIZE, SECONDS, seed } from './save-api.ts';
import {
  cpuSeconds,
  DATABASE_URL,
  dropSchema,
  type ServerProcess,
  startApi,
  startServer,
  threadCpuSeconds,
} from './support/harness.ts';

const INTERVAL_US = Number(process.env.BENCH_PROFILE_INTERVAL_US ?? 100);

interface ProfileNode {
  readonly id: number;
  readonly callFrame: { readonly functionName: string; readonly url: string };
  readonly children?: readonly number[];
}

interface CpuProfile {
  readonly nodes: readonly ProfileNode[];
  readonly startTime: number;
  readonly samples: readonly number[];
  readonly timeDeltas: readonly number[];
}

/** Our own code, named by its file: `middleware/access-log.ts`, `routes/responses.route.ts`, `domain`. */
const ownCode = (url: string): string | undefined => {
  const http = /\/adapters\/http\/src\/(.+\.ts)$/.exec(url)?.[1];
  if (http !== undefined) return http;
  for (const [part, name] of [
    ['/domain/src/', 'domain'],
    ['/adapters/persistence/', 'persistence adapter'],
    ['/services/', 'services (composition, api)'],
  ] as const)
    if (url.includes(part)) return name;
  return undefined;
};

/** Frames that run the next handler rather than do work of their own. */
const dispatches = (url: string): boolean =>
  /\/hono\/dist\/(compose|hono-base)\.js$/.test(url) || url.includes('/@hono/node-server/');

/** A library by the sampled frame: a package's name, Node's own code, or V8's pseudo-frames. */
const library = (url: string, functionName: string): string => {
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(url)?.[1];
  if (pkg !== undefined) return `lib: ${pkg}`;
  if (url.startsWith('node:')) return 'Node internals';
  if (url === '') return functionName.startsWith('(') ? functionName : 'V8 builtins / native';
  return url;
};

const categorise = (profile: CpuProfile): ((nodeId: number) => string) => {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const child of n.children ?? []) parent.set(child, n.id);
  const cache = new Map<number, string>();
  return (leafId) => {
    const known = cache.get(leafId);
    if (known !== undefined) return known;
    const leaf = byId.get(leafId) as ProfileNode;
    // A native function (no URL) counts as the library that called it.
    let sampled = leaf;
    if (!leaf.callFrame.functionName.startsWith('('))
      for (let id: number | undefined = leafId; id !== undefined; id = parent.get(id)) {
        const frame = byId.get(id) as ProfileNode;
        if (frame.callFrame.url !== '') {
          sampled = frame;
          break;
        }
      }
    let category = library(sampled.callFrame.url, sampled.callFrame.functionName);
    for (let id: number | undefined = leafId; id !== undefined; id = parent.get(id)) {
      const { url } = (byId.get(id) as ProfileNode).callFrame;
      const own = ownCode(url);
      if (own !== undefined) {
        category = own;
        break;
      }
      if (dispatches(url)) break;
    }
    cache.set(leafId, category);
    return category;
  };
};

/** Busy samples in [fromUs, toUs] (monotonic clock) by category. */
const samplesByCategory = (profile: CpuProfile, fromUs: number, toUs: number): Map<string, number> => {
  const categoryOf = categorise(profile);
  const counts = new Map<string, number>();
  let at = profile.startTime;
  profile.samples.forEach((nodeId, i) => {
    at += profile.timeDeltas[i] ?? 0;
    if (at < fromUs || at > toUs) return;
    const category = categoryOf(nodeId);
    if (category === '(idle)') return;
    counts.set(category, (counts.get(category) ?? 0) + 1);
  });
  return counts;
};

const monotonicUs = (): number => Number(process.hrtime.bigint() / 1000n);

interface Profiled {
  readonly name: string;
  readonly saves: number;
  /** The whole process's CPU µs a save over the window, and each thread's. */
  readonly cpuPerSave: number;
  readonly threads: Map<string, number>;
  /** µs a save by category. */
  readonly categories: Map<string, number>;
}

/**
 * Warms `server` up for 2 s, loads it for SECONDS, stops it and reads the profile it wrote in
 * `profileDir` (its own directory: one profile).
 */
const profileServer = async (
  name: string,
  server: ServerProcess,
  cookies: string[],
  profileDir: string,
): Promise<Profiled> => {
  let window: { from: number; to: number; saves: number; cpu: number; threads: Map<string, number> };
  try {
    await loadApi(server.base, cookies, 2);
    const cpuBefore = await cpuSeconds(server.child.pid);
    const threadsBefore = await threadCpuSeconds(server.child.pid);
    const from = monotonicUs();
    const run = await loadApi(server.base, cookies, SECONDS);
    const to = monotonicUs();
    const cpu = (await cpuSeconds(server.child.pid)) - cpuBefore;
    const threads = new Map(
      [...(await threadCpuSeconds(server.child.pid))].map(([thread, seconds]) => [
        thread,
        ((seconds - (threadsBefore.get(thread) ?? 0)) / run.total) * 1e6,
      ]),
    );
    window = { from, to, saves: run.total, cpu: (cpu / run.total) * 1e6, threads };
  } finally {
    await server.stop();
  }
  const [file] = (await readdir(profileDir)).filter((f) => f.endsWith('.cpuprofile'));
  if (file === undefined) throw new Error(`no profile written in ${profileDir}`);
  const profile = JSON.parse(await readFile(join(profileDir, file), 'utf8')) as CpuProfile;
  const counts = samplesByCategory(profile, window.from, window.to);
  const busy = [...counts.values()].reduce((a, b) => a + b, 0);
  if (busy === 0) throw new Error(`no samples of ${name} in the measured window`);
  // The sampled thread is the main one: its categories split the main thread's CPU.
  const mainThread = window.threads.get('MainThread') ?? window.threads.get('node') ?? window.cpu;
  return {
    name,
    saves: window.saves,
    cpuPerSave: window.cpu,
    threads: window.threads,
    categories: new Map([...counts].map(([category, n]) => [category, (n / busy) * mainThread])),
  };
};

/** The floors of `npm run bench` that can be profiled beside the API, by name. */
const FLOORS: Record<string, string> = {
  'Hono floor': 'bench/support/hono-floor-server.ts',
  'domain floor': 'bench/support/domain-floor-server.ts',
  'kept floor': 'bench/support/kept-floor-server.ts',
};

const main = async () => {
  const workDir = await mkdtemp(join(tmpdir(), 'vs-profile-'));
  const keepDir = process.env.BENCH_PROFILE_DIR;
  const profileDirOf = (name: string) => join(keepDir ?? workDir, name.replace(/\W+/g, '-'));
  const profilerArgs = (name: string) => [
    '--cpu-prof',
    `--cpu-prof-dir=${profileDirOf(name)}`,
    `--cpu-prof-interval=${INTERVAL_US}`,
  ];
  const schema = `bench_${Math.random().toString(36).slice(2, 10)}`;
  const floors = (process.env.BENCH_PROFILE_FLOORS ?? 'Hono floor,domain floor')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  try {
    const api = await startApi({
      schema,
      dataDir: join(workDir, 'data'),
      poolSize: POOL_SIZE,
      nodeArgs: profilerArgs('API'),
      env: { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password },
    });
    let cookies: string[];
    try {
      ({ cookies } = await seed(api.base));
    } catch (error) {
      await api.stop();
      throw error;
    }
    const results: Profiled[] = [];
    for (const name of floors) {
      const script = FLOORS[name];
      if (script === undefined) throw new Error(`no floor named ${name} (${Object.keys(FLOORS).join(', ')})`);
      const floor = await startServer({
        script,
        nodeArgs: profilerArgs(name),
        env: {
          DATABASE_URL,
          DATABASE_SCHEMA: schema,
          DATABASE_POOL_SIZE: String(POOL_SIZE),
          DATA_DIR: join(workDir, 'floor-data'),
        },
      });
      results.push(await profileServer(name, floor, cookies, profileDirOf(name)));
    }
    results.push(await profileServer('API', api, cookies, profileDirOf('API')));
    console.log(
      `${CONNECTIONS} connections, ${SECONDS} s each, sampled every ${INTERVAL_US} µs (the profiler's own thread adds CPU)`,
    );
    for (const r of results)
      console.log(
        `${r.name}: ${r.saves} saves, CPU ${r.cpuPerSave.toFixed(0)} µs a save; by thread ${[...r.threads]
          .filter(([, us]) => us >= 1)
          .map(([thread, us]) => `${thread} ${us.toFixed(0)}`)
          .join(', ')}`,
      );
    const categories = [...new Set(results.flatMap((r) => [...r.categories.keys()]))];
    const apiResult = results.at(-1) as Profiled;
    categories.sort((a, b) => (apiResult.categories.get(b) ?? 0) - (apiResult.categories.get(a) ?? 0));
    console.log('Main thread, µs a save by category:');
    console.table(
      categories.map((category) =>
        Object.fromEntries([
          ['category', category],
          ...results.map((r) => [r.name, Number((r.categories.get(category) ?? 0).toFixed(1))]),
        ]),
      ),
    );
  } finally {
    await dropSchema(schema);
    await rm(workDir, { recursive: true, force: true });
  }
};

await main();
