/**
 * `npm run bench:pdf:download`: one participant's PDF download (`GET /api/event/event_output`)
 * end to end, the two ways a deployment can run it, measured in the same run:
 *
 * - `job`: the API with Redis queues a `pdf` job, a separate worker process (`--queues pdf`)
 *   renders it and hands the file back through the PostgreSQL file store (a fleet's setting).
 * - `api`: the API renders in its own page pool (no REDIS_URL: the embedded setting).
 *
 * Per mode and round (BENCH_PDF_ROUNDS, default 2, the modes alternating so they share the noise of
 * the machine), after a warm-up (browser launched, pages open): BENCH_PDF_SEQUENTIAL (default 30)
 * downloads one after another, then BENCH_PDF_PARALLEL (default 40) downloads from
 * BENCH_PDF_CONCURRENCY (default 4) clients at once; latency p50/p95 of each, and for each process
 * (alone, and with its Chromium, which runs as its child) the memory after the run (PSS: pages
 * Chromium's processes share counted once) and the CPU it used per PDF. PDF_CONCURRENCY (pages per
 * process) is the default 2 in both modes. The `api` mode also passes through the in-process queue
 * and the local-disk file store, which cost little next to a render.
 *
 * Real PostgreSQL (BENCH_DATABASE_URL, else TEST_DATABASE_URL) in a fresh schema per round, dropped
 * at the end; Redis from REDIS_URL or TEST_REDIS_URL (default 127.0.0.1:6379) under a fresh prefix.
 */
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { poolFor } from '../scripts/seed-scale.ts';
import {
  DATABASE_URL,
  dropSchema,
  type Latencies,
  latenciesOf,
  type ServerProcess,
  startApi,
  startServer,
} from './support/harness.ts';
import { seedRoom } from './support/room-seed.ts';

const REDIS_URL = process.env.REDIS_URL ?? process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const SEQUENTIAL = Number(process.env.BENCH_PDF_SEQUENTIAL ?? 30);
const PARALLEL = Number(process.env.BENCH_PDF_PARALLEL ?? 40);
const CONCURRENCY = Number(process.env.BENCH_PDF_CONCURRENCY ?? 4);
const MODES = (process.env.BENCH_PDF_MODES ?? 'job,api').split(',') as Mode[];
const ROUNDS = Number(process.env.BENCH_PDF_ROUNDS ?? 2);
const PAGES = ['prework', 'live'] as const;

type Mode = 'job' | 'api';

// --- Processes: a process with its descendants (Chromium and its helpers), from /proc.

interface Usage {
  /** Proportional set size (resident memory, shared pages divided among their sharers), MiB. */
  readonly memory: number;
  /** CPU seconds (user + system) so far. */
  readonly cpu: number;
}

const TICKS_PER_SECOND = 100;

const statOf = async (pid: number): Promise<{ ppid: number; cpu: number; pss: number } | null> => {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => null);
  if (stat === null) return null;
  // Fields after the command name, which is in parentheses and may hold spaces.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // Proportional set size: memory Chromium's processes share is counted once, not per process.
  const rollup = await readFile(`/proc/${pid}/smaps_rollup`, 'utf8').catch(() => '');
  const pssKiB = Number(/^Pss:\s+(\d+)/m.exec(rollup)?.[1] ?? 0);
  return {
    ppid: Number(fields[1]),
    cpu: (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND,
    pss: pssKiB / 1024,
  };
};

/** The process and all its descendants, summed; `alone` is the process by itself. */
const usageOfTree = async (root: number): Promise<{ alone: Usage; tree: Usage }> => {
  const pids = (await readdir('/proc')).filter((name) => /^\d+$/.test(name)).map(Number);
  const parents = new Map<number, number>();
  for (const pid of pids) {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => null);
    if (stat !== null) parents.set(pid, Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
  }
  const inTree = new Set([root]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const [pid, ppid] of parents) {
      if (!inTree.has(pid) && inTree.has(ppid)) {
        inTree.add(pid);
        grew = true;
      }
    }
  }
  let alone: Usage = { memory: Number.NaN, cpu: Number.NaN };
  let memory = 0;
  let cpu = 0;
  for (const pid of inTree) {
    const stat = await statOf(pid);
    if (stat === null) continue;
    if (pid === root) alone = { memory: stat.pss, cpu: stat.cpu };
    memory += stat.pss;
    cpu += stat.cpu;
  }
  return { alone, tree: { memory, cpu } };
};

// --- Downloads.

const download = async (base: string, cookie: string, uid: string, index: number): Promise<number> => {
  const page = PAGES[index % PAGES.length];
  const started = performance.now();
  const response = await fetch(`${base}/api/event/event_output?uid=${uid}&page=${page}`, {
    headers: { cookie, origin: base },
  });
  const body = new Uint8Array(await response.arrayBuffer());
  const elapsed = performance.now() - started;
  if (!response.ok) throw new Error(`HTTP ${response.status}: ${new TextDecoder().decode(body)}`);
  if (new TextDecoder().decode(body.subarray(0, 5)) !== '%PDF-') throw new Error('not a PDF');
  return elapsed;
};

/** `count` downloads from `lanes` clients at once; their latencies and the wall time. */
const downloads = async (
  base: string,
  participants: readonly { cookie: string; uid: string }[],
  count: number,
  lanes: number,
): Promise<{ samples: number[]; seconds: number }> => {
  const samples: number[] = [];
  let next = 0;
  const started = performance.now();
  const lane = async (laneIndex: number): Promise<void> => {
    const who = participants[laneIndex % participants.length] as { cookie: string; uid: string };
    while (next < count) {
      const index = next;
      next += 1;
      samples.push(await download(base, who.cookie, who.uid, index));
    }
  };
  await Promise.all(Array.from({ length: lanes }, (_, i) => lane(i)));
  return { samples, seconds: (performance.now() - started) / 1000 };
};

interface ModeResult {
  readonly mode: Mode;
  /** Latencies in ms. */
  readonly sequential: readonly number[];
  readonly parallel: readonly number[];
  readonly parallelSeconds: number;
  /** Per process (api, worker): memory after the run, CPU seconds during it, with and without Chromium. */
  readonly processes: Record<string, { alone: Usage; tree: Usage }>;
}

const runMode = async (mode: Mode): Promise<ModeResult> => {
  const schema = `bench_pdfdl_${Math.random().toString(36).slice(2, 10)}`;
  const dataDir = await mkdtemp(join(tmpdir(), 'bench-pdfdl-'));
  const shared: Record<string, string> = mode === 'job' ? { REDIS_URL, REDIS_PREFIX: schema } : {};
  const started: ServerProcess[] = [];
  const pool = poolFor(DATABASE_URL, schema);
  try {
    const api = await startApi({ schema, dataDir: join(dataDir, 'api'), env: shared });
    started.push(api);
    const processes: Record<string, ServerProcess> = { api };
    if (mode === 'job') {
      const worker = await startServer({
        script: 'services/worker/src/main.ts',
        args: ['--queues', 'pdf'],
        portVariable: 'WORKER_PORT',
        env: {
          ...shared,
          DATABASE_URL,
          DATABASE_SCHEMA: schema,
          DATA_DIR: join(dataDir, 'worker'),
          LOG_LEVEL: 'warn',
          METRICS_PORT: '0',
        },
      });
      started.push(worker);
      processes.worker = worker;
    }
    const room = await seedRoom(pool, { events: 1, participants: CONCURRENCY, sessions: CONCURRENCY });
    const participants = room.uids.map((uid, i) => ({ uid, cookie: room.cookies[i] as string }));
    // Warm up: the browser launched and every page of the pool opened.
    await downloads(api.base, participants, CONCURRENCY * 2, CONCURRENCY);

    const before: Record<string, { alone: Usage; tree: Usage }> = {};
    for (const [name, server] of Object.entries(processes))
      before[name] = await usageOfTree(server.child.pid ?? 0);
    const sequential = await downloads(api.base, participants, SEQUENTIAL, 1);
    const parallel = await downloads(api.base, participants, PARALLEL, CONCURRENCY);
    const usage: Record<string, { alone: Usage; tree: Usage }> = {};
    for (const [name, server] of Object.entries(processes)) {
      const after = await usageOfTree(server.child.pid ?? 0);
      const was = before[name] as { alone: Usage; tree: Usage };
      usage[name] = {
        alone: { memory: after.alone.memory, cpu: after.alone.cpu - was.alone.cpu },
        tree: { memory: after.tree.memory, cpu: after.tree.cpu - was.tree.cpu },
      };
    }
    return {
      mode,
      sequential: sequential.samples,
      parallel: parallel.samples,
      parallelSeconds: parallel.seconds,
      processes: usage,
    };
  } finally {
    for (const server of started.reverse()) await server.stop();
    await pool.end();
    await dropSchema(schema);
    await rm(dataDir, { recursive: true, force: true });
  }
};

const ms = (value: number): string => `${value.toFixed(0).padStart(5)} ms`;
const mib = (value: number): string => `${value.toFixed(0).padStart(4)} MiB`;
const cpuMs = (seconds: number, pdfs: number): string =>
  `${((seconds * 1000) / pdfs).toFixed(0).padStart(4)} CPU ms/PDF`;

interface ModeSummary {
  readonly sequential: Latencies;
  readonly parallel: Latencies;
  readonly perSecond: number;
  /** Per process: the largest memory seen after a round, CPU summed over the rounds. */
  readonly processes: Record<string, { alone: Usage; tree: Usage }>;
  readonly pdfs: number;
}

/** The rounds of one mode together (BENCH_PDF_ROUNDS alternates the modes, to share the noise). */
const summarise = (rounds: readonly ModeResult[]): ModeSummary => {
  const processes: Record<string, { alone: Usage; tree: Usage }> = {};
  const add = (a: Usage | undefined, b: Usage): Usage =>
    a === undefined ? b : { memory: Math.max(a.memory, b.memory), cpu: a.cpu + b.cpu };
  for (const round of rounds) {
    for (const [name, usage] of Object.entries(round.processes)) {
      processes[name] = {
        alone: add(processes[name]?.alone, usage.alone),
        tree: add(processes[name]?.tree, usage.tree),
      };
    }
  }
  return {
    sequential: latenciesOf(rounds.flatMap((r) => r.sequential)),
    parallel: latenciesOf(rounds.flatMap((r) => r.parallel)),
    perSecond: (PARALLEL * rounds.length) / rounds.reduce((sum, r) => sum + r.parallelSeconds, 0),
    processes,
    pdfs: (SEQUENTIAL + PARALLEL) * rounds.length,
  };
};

const results: ModeResult[] = [];
for (let round = 0; round < ROUNDS; round += 1) for (const mode of MODES) results.push(await runMode(mode));
const summaries = new Map(MODES.map((mode) => [mode, summarise(results.filter((r) => r.mode === mode))]));

console.log(
  `PDF download, one participant's PDF, ${SEQUENTIAL} sequential then ${PARALLEL} from ${CONCURRENCY} clients, ${ROUNDS} round(s) per mode alternating, ${availableParallelism()} cores`,
);
for (const [mode, r] of summaries) {
  console.log(
    `  ${mode === 'job' ? 'job (Redis + pdf worker, PostgreSQL file store)' : 'api (rendered in the API process)'}`,
  );
  console.log(`    sequential   p50 ${ms(r.sequential.p50)}  p95 ${ms(r.sequential.p95)}`);
  console.log(
    `    ${CONCURRENCY} at once    p50 ${ms(r.parallel.p50)}  p95 ${ms(r.parallel.p95)}  ${r.perSecond.toFixed(2)} PDFs/s`,
  );
  for (const [name, usage] of Object.entries(r.processes)) {
    console.log(
      `    ${name.padEnd(6)} node ${mib(usage.alone.memory)} ${cpuMs(usage.alone.cpu, r.pdfs)}; with its Chromium ${mib(usage.tree.memory)} ${cpuMs(usage.tree.cpu, r.pdfs)}`,
    );
  }
}
const job = summaries.get('job');
const api = summaries.get('api');
if (job && api) {
  const ratio = (a: number, b: number) => (a / b).toFixed(2);
  const jobApi = job.processes.api as { alone: Usage; tree: Usage };
  const apiApi = api.processes.api as { alone: Usage; tree: Usage };
  const jobAll = Object.values(job.processes).reduce((sum, p) => sum + p.tree.cpu, 0);
  console.log('  ratios job / api');
  console.log(
    `    latency sequential p50 ${ratio(job.sequential.p50, api.sequential.p50)}  p95 ${ratio(job.sequential.p95, api.sequential.p95)}`,
  );
  console.log(
    `    latency ${CONCURRENCY} at once p50 ${ratio(job.parallel.p50, api.parallel.p50)}  p95 ${ratio(job.parallel.p95, api.parallel.p95)}`,
  );
  console.log(
    `    API process with its children: memory ${ratio(jobApi.tree.memory, apiApi.tree.memory)}  CPU ${ratio(jobApi.tree.cpu, apiApi.tree.cpu)}; all processes' CPU ${ratio(jobAll, apiApi.tree.cpu)}`,
  );
}
