import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { eventually } from '@vs/composition/testing';

const WORKER_MAIN = join(import.meta.dirname, '..', 'main.ts');
const API_MAIN = join(import.meta.dirname, '..', '..', '..', 'api', 'src', 'main.ts');

export interface SpawnedProcess {
  readonly child: ChildProcess;
  /** Everything the process wrote, for a failing test's message. */
  output(): string;
  /** Resolves with the exit code (or the signal's name) once the process has ended. */
  readonly exited: Promise<number | string>;
  /** Resolves once GET /readyz answers 200; rejects, with the process's output, after `ms`. */
  ready(ms?: number): Promise<void>;
  /** Where its HTTP server listens. */
  readonly url: string;
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
    ready: async (ms = 20_000) => {
      await eventually(async () => {
        if (ended) throw new Error(`the process exited before it was ready:\n${output}`);
        const answer = await fetch(`${url}/readyz`).catch(() => null);
        return answer?.status === 200;
      }, ms).catch((error: unknown) => {
        if (ended) throw error;
        throw new Error(`not ready within ${ms} ms:\n${output}`);
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
 * replica restarted where the proxy expects it).
 */
export const spawnApi = async (env: Record<string, string>, port?: number): Promise<SpawnedProcess> => {
  const listen = port ?? (await freePort());
  return spawnNode(API_MAIN, [], { ...env, PORT: String(listen) }, `http://127.0.0.1:${listen}`);
};
