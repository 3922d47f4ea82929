/**
 * What the API benchmarks share: the database they use, starting a server process and waiting for
 * it, a signed-in HTTP client, latency percentiles and a process's memory.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { readdir, readFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import pg from 'pg';

export const DATABASE_URL =
  process.env.BENCH_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/test';

export const freePort = (): Promise<number> =>
  new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

export const percentile = (sorted: readonly number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;

/** The middle value (the upper one of an even count), NaN of none: the benches' median of rounds. */
export const median = (values: readonly number[]): number =>
  values.length === 0
    ? Number.NaN
    : percentile(
        [...values].sort((a, b) => a - b),
        0.5,
      );

export interface Latencies {
  readonly count: number;
  readonly p50: number;
  readonly p95: number;
  readonly p99: number;
}

export const latenciesOf = (samples: readonly number[]): Latencies => {
  const sorted = [...samples].sort((a, b) => a - b);
  return {
    count: sorted.length,
    p50: percentile(sorted, 0.5),
    p95: percentile(sorted, 0.95),
    p99: percentile(sorted, 0.99),
  };
};

export interface ServerProcess {
  readonly child: ChildProcess;
  readonly base: string;
  stop(): Promise<void>;
}

export interface StartServerOptions {
  /** The script to run, relative to `cwd`. */
  readonly script: string;
  /** The checkout to run it in (default this one): another checkout's API is a "before". */
  readonly cwd?: string;
  readonly env: Record<string, string>;
  /** Node flags, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`. */
  readonly nodeArgs?: readonly string[];
  /** Arguments after the script, e.g. a worker's `--queues pdf`. */
  readonly args?: readonly string[];
  /** The variable naming the port its /readyz answers on (default PORT; a worker's is WORKER_PORT). */
  readonly portVariable?: string;
  /** A command Node runs under, e.g. `['valgrind', '--tool=callgrind']`. */
  readonly wrapper?: readonly string[];
  /** How long it may take to answer /readyz (default 3 minutes). */
  readonly readyWithinSeconds?: number;
}

/** Starts a server on a free port and waits (up to 3 minutes) until its /readyz answers 200. */
export const startServer = async (options: StartServerOptions): Promise<ServerProcess> => {
  const port = await freePort();
  const [command = process.execPath, ...wrapperArgs] = options.wrapper ?? [];
  const child = spawn(
    command,
    [
      ...wrapperArgs,
      ...(options.wrapper === undefined ? [] : [process.execPath]),
      ...(options.nodeArgs ?? []),
      options.script,
      ...(options.args ?? []),
    ],
    {
      cwd: options.cwd ?? process.cwd(),
      env: { ...process.env, ...options.env, [options.portVariable ?? 'PORT']: String(port) },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  const base = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode !== null) return;
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGTERM');
    await exited;
  };
  const seconds = options.readyWithinSeconds ?? 180;
  for (let i = 0; i < seconds * 10; i += 1) {
    const ready = await fetch(`${base}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) return { child, base, stop };
    await new Promise((r) => setTimeout(r, 100));
  }
  await stop();
  throw new Error(`${options.script} did not become ready within ${seconds} s`);
};

export interface StartApiOptions {
  readonly schema: string;
  readonly dataDir: string;
  readonly cwd?: string;
  readonly poolSize?: number;
  readonly env?: Record<string, string>;
  /** Node flags; BENCH_API_NODE_ARGS when absent. */
  readonly nodeArgs?: readonly string[];
  readonly wrapper?: readonly string[];
  readonly readyWithinSeconds?: number;
}

/** The API (services/api) on the benchmark database, in its own schema; BENCH_API_NODE_ARGS passes Node flags. */
export const startApi = (options: StartApiOptions): Promise<ServerProcess> =>
  startServer({
    script: 'services/api/src/main.ts',
    ...(options.cwd === undefined ? {} : { cwd: options.cwd }),
    ...(options.wrapper === undefined ? {} : { wrapper: options.wrapper }),
    ...(options.readyWithinSeconds === undefined ? {} : { readyWithinSeconds: options.readyWithinSeconds }),
    nodeArgs: options.nodeArgs ?? process.env.BENCH_API_NODE_ARGS?.split(' ').filter(Boolean) ?? [],
    env: {
      METRICS_PORT: '0',
      DATABASE_URL,
      DATABASE_SCHEMA: options.schema,
      DATABASE_POOL_SIZE: String(options.poolSize ?? 10),
      DATA_DIR: options.dataDir,
      LOG_LEVEL: 'warn',
      ...options.env,
    },
  });

/** Resident memory of a process in MiB (Linux /proc). */
export const rssMiB = async (pid: number | undefined): Promise<number> => {
  const status = await readFile(`/proc/${pid}/status`, 'utf8').catch(() => '');
  const kib = /VmRSS:\s+(\d+)/.exec(status)?.[1];
  return kib === undefined ? Number.NaN : Number(kib) / 1024;
};

/**
 * CPU time (user + system) a process has used so far, in seconds (Linux /proc). Per request it tells
 * where a server's cost is even on a busy machine, where throughput alone is noisy.
 */
export const cpuSeconds = async (pid: number | undefined): Promise<number> => {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => '');
  // Fields after the command name (which may hold spaces): utime and stime are the 12th and 13th.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS;
};

/** Linux's USER_HZ: /proc counts CPU time in hundredths of a second. */
const CLOCK_TICKS = 100;

/**
 * CPU seconds so far of each of a process's threads by thread name (`node` is the main thread;
 * V8's GC and compiler helpers, libuv's pool), summed over threads of the same name. The sampling
 * profiler sees only the main thread: this tells what the others add.
 */
export const threadCpuSeconds = async (pid: number | undefined): Promise<Map<string, number>> => {
  const byName = new Map<string, number>();
  const tasks = await readdir(`/proc/${pid}/task`).catch(() => []);
  for (const task of tasks) {
    const stat = await readFile(`/proc/${pid}/task/${task}/stat`, 'utf8').catch(() => '');
    const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const seconds = (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS;
    if (Number.isFinite(seconds)) byName.set(name, (byName.get(name) ?? 0) + seconds);
  }
  return byName;
};

export const dropSchema = async (schema: string): Promise<void> => {
  const admin = new pg.Client({ connectionString: DATABASE_URL });
  await admin.connect();
  await admin.query(`drop schema if exists "${schema}" cascade`);
  await admin.end();
};

/** A client keeping the session cookie it was given, as a browser does. */
export const client = (base: string) => {
  let cookie = '';
  return {
    get cookie() {
      return cookie;
    },
    call: async (method: string, path: string, payload?: unknown) => {
      const response = await fetch(`${base}${path}`, {
        method,
        headers: {
          origin: base,
          'content-type': 'application/json',
          ...(cookie ? { cookie } : {}),
        },
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

/** What a request came to: true when it succeeded, else why not ('HTTP 503', an error's message). */
export type Outcome = true | string;

export interface PacedResult {
  readonly latencies: Latencies;
  readonly failures: number;
  /** Failures by reason. */
  readonly reasons: Record<string, number>;
  /** Requests answered (well or not) per second of the schedule. */
  readonly rate: number;
}

/**
 * Open loop: `send(i)` every 1000/rate ms on a fixed schedule for `seconds`, whatever the answers
 * do (a room of people does not wait for each other). Latency counts from the scheduled time, so
 * a stall shows. A send resolving to a reason or throwing is a failure.
 */
export const paced = async (
  rate: number,
  seconds: number,
  send: (index: number) => Promise<Outcome>,
): Promise<PacedResult> => {
  const interval = 1000 / rate;
  const count = Math.round(rate * seconds);
  const samples: number[] = [];
  let failures = 0;
  const reasons: Record<string, number> = {};
  const fail = (reason: string) => {
    failures += 1;
    reasons[reason] = (reasons[reason] ?? 0) + 1;
  };
  const start = performance.now() + 50;
  const sends: Promise<void>[] = [];
  for (let i = 0; i < count; i += 1) {
    const due = start + i * interval;
    const wait = due - performance.now();
    if (wait > 1) await new Promise((r) => setTimeout(r, wait));
    sends.push(
      send(i).then(
        (outcome) => {
          if (outcome !== true) fail(outcome);
          samples.push(performance.now() - due);
        },
        (error: unknown) => fail(error instanceof Error ? error.message : String(error)),
      ),
    );
  }
  await Promise.all(sends);
  return {
    latencies: latenciesOf(samples),
    failures,
    reasons,
    rate: count / ((performance.now() - start) / 1000),
  };
};

/** One request; resolves to its outcome after reading the reply. */
export const request = async (
  base: string,
  method: string,
  path: string,
  options: { readonly cookie?: string; readonly body?: unknown } = {},
): Promise<Outcome> => {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: {
      origin: base,
      'content-type': 'application/json',
      ...(options.cookie === undefined ? {} : { cookie: options.cookie }),
    },
    body: options.body === undefined ? null : JSON.stringify(options.body),
  });
  await response.arrayBuffer();
  return response.ok || `HTTP ${response.status}`;
};
