/**
 * `npm run bench:idle`: what an idle API holds. Starts the API (PostgreSQL, no Redis) BENCH_ROUNDS
 * (3) times; each time, BENCH_SETTLE_SECONDS (5) after it is ready, it takes two full collections
 * (support/heap-on-signal.ts) and reports its live heap and resident set, and how long it took to
 * answer /readyz. With BENCH_BEFORE_DIR (another checkout, npm install there) that checkout's API
 * is measured in the same rounds, interleaved, and the ratios printed. Medians.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { dropSchema, median, rssMiB, startApi } from './support/harness.ts';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const SETTLE_MS = Number(process.env.BENCH_SETTLE_SECONDS ?? 5) * 1000;
const BEFORE_DIR = process.env.BENCH_BEFORE_DIR;
const PRELOAD = join(import.meta.dirname, 'support', 'heap-on-signal.ts');
const MiB = 1024 * 1024;

interface Idle {
  readonly readySeconds: number;
  readonly heapMiB: number;
  readonly rssMiB: number;
}

const measure = async (cwd: string | undefined): Promise<Idle> => {
  const dataDir = await mkdtemp(join(tmpdir(), 'vs-bench-idle-'));
  const schema = `bench_idle_${Math.random().toString(36).slice(2, 10)}`;
  const report = join(dataDir, 'heap.json');
  const started = performance.now();
  const api = await startApi({
    schema,
    dataDir,
    ...(cwd === undefined ? {} : { cwd }),
    nodeArgs: ['--expose-gc', `--import=${PRELOAD}`],
    env: { VS_HEAP_REPORT_FILE: report },
  });
  const readySeconds = (performance.now() - started) / 1000;
  try {
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
    api.child.kill('SIGUSR2');
    let text = '';
    for (let i = 0; i < 50 && text === ''; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      text = await readFile(report, 'utf8').catch(() => '');
    }
    const { heapUsed } = JSON.parse(text) as { heapUsed: number };
    return { readySeconds, heapMiB: heapUsed / MiB, rssMiB: await rssMiB(api.child.pid) };
  } finally {
    await api.stop();
    await dropSchema(schema);
    await rm(dataDir, { recursive: true, force: true });
  }
};

const ways: { name: string; cwd: string | undefined }[] = [
  { name: 'API', cwd: undefined },
  ...(BEFORE_DIR ? [{ name: `API before (${BEFORE_DIR})`, cwd: BEFORE_DIR }] : []),
];
const results = new Map<string, Idle[]>(ways.map((way) => [way.name, []]));
for (let round = 0; round < ROUNDS; round += 1)
  for (const way of ways) results.get(way.name)?.push(await measure(way.cwd));

const rows = ways.map(({ name }) => {
  const runs = results.get(name) ?? [];
  return {
    name,
    'ready s': median(runs.map((r) => r.readySeconds)).toFixed(2),
    'live heap MiB': median(runs.map((r) => r.heapMiB)).toFixed(1),
    'RSS MiB': median(runs.map((r) => r.rssMiB)).toFixed(0),
  };
});
console.table(rows);
if (BEFORE_DIR) {
  const [now, before] = ways.map(({ name }) => results.get(name) ?? []);
  const ratio = (pick: (idle: Idle) => number) =>
    (median((now ?? []).map(pick)) / median((before ?? []).map(pick))).toFixed(2);
  console.log(
    `now / before: ready ${ratio((r) => r.readySeconds)}, live heap ${ratio((r) => r.heapMiB)}, RSS ${ratio((r) => r.rssMiB)}`,
  );
}
