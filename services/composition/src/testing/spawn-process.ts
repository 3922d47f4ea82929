import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { eventually } from './test-services.ts';

const SERVICES = join(import.meta.dirname, '..', '..', '..');
const WORKER_MAIN = join(SERVICES, 'worker', 'src', 'main.ts');
const API_MAIN = join(SERVICES, 'api', 'src', 'main.ts');

export interface SpawnedProcess {
  readonly child: ChildProcess;
  /** Everything the process wrote, for a failing test's message. */
  output(): string;
  /** Resolves with the exit code (or the signal's name) once the process has ended. */
  readonly exited: Promise<number | string>;
  /** Resolves once GET /readyz answers 200 (an embedded PGlite may need longer than the default). */
  ready(timeoutMs?: number): Promise<void>;
  /** Where its HTTP server listens. */
  readonly url: string;
  /** Where an API serves /metrics (its METRICS_PORT); a worker serves them at `url`. */
  readonly metricsUrl: string;
}

export const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

const spawnNode = (
  main: string,
  args: string[],
  env: Record<string, string>,
  url: string,
  metricsUrl = url,
): SpawnedProcess => {
  const child = spawn(process.execPath, [main, ...args], {
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const collect = (chunk: Buffer) => {
    output += chunk.toString('utf8');
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const exited = new Promise<number | string>((resolve) => {
    child.once('exit', (code, signal) => resolve(code ?? signal ?? 'unknown'));
  });
  let ended = false;
  void exited.then(() => {
    ended = true;
  });
  return {
    child,
    output: () => output,
    exited,
    url,
    metricsUrl,
    ready: async (timeoutMs = 20_000) => {
      await eventually(async () => {
        if (ended) throw new Error(`the process exited before it was ready:\n${output}`);
        const answer = await fetch(`${url}/readyz`).catch(() => null);
        return answer?.status === 200;
      }, timeoutMs).catch((error: unknown) => {
        if (ended) throw error;
        throw new Error(`not ready within ${timeoutMs} ms:\n${output}`);
      });
    },
  };
};

/** Starts `node services/worker/src/main.ts --queues ...` as its own process, as ops would. */
export const spawnWorker = async (queues: string, env: Record<string, string>): Promise<SpawnedProcess> => {
  const port = await freePort();
  return spawnNode(
    WORKER_MAIN,
    ['--queues', queues],
    { ...env, WORKER_PORT: String(port) },
    `http://127.0.0.1:${port}`,
  );
};

/**
 * Starts `node services/api/src/main.ts` as its own process, on a free port or the one given (a
 * replica restarted where the proxy expects it), its /metrics on a free port too.
 */
export const spawnApi = async (env: Record<string, string>, listen?: number): Promise<SpawnedProcess> => {
  const port = listen ?? (await freePort());
  const metricsPort = await freePort();
  return spawnNode(
    API_MAIN,
    [],
    { ...env, PORT: String(port), METRICS_PORT: String(metricsPort) },
    `http://127.0.0.1:${port}`,
    `http://127.0.0.1:${metricsPort}`,
  );
};
