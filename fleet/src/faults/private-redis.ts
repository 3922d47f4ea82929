import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eventually, freePort } from '@vs/composition/testing';
import { Redis } from 'ioredis';

/**
 * A Redis server of a fault test's own, on a spare port and without persistence (as the machine's
 * and many managed caches run): stopping it loses everything it held. The machine's shared Redis
 * is never touched.
 */
export interface PrivateRedis {
  readonly url: string;
  /** Kills the server (SIGKILL: nothing saved, every job and schedule gone). */
  crash(): Promise<void>;
  /** Starts an empty server on the same port and waits until it answers. */
  start(): Promise<void>;
  /** Crashes the server and starts it again after `downMs`: a blip that loses its memory. */
  blip(downMs: number): Promise<void>;
  /** Stops the server for good and removes its directory. */
  close(): Promise<void>;
}

const answers = async (url: string): Promise<boolean> => {
  const client = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
  client.on('error', () => {});
  try {
    await client.connect();
    return (await client.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    client.disconnect();
  }
};

export const startPrivateRedis = async (): Promise<PrivateRedis> => {
  const port = await freePort();
  const dir = await mkdtemp(join(tmpdir(), 'vs-redis-'));
  const url = `redis://127.0.0.1:${port}`;
  let server: ChildProcess | null = null;

  const start = async () => {
    const child = spawn(
      'redis-server',
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir],
      { stdio: 'ignore' },
    );
    server = child;
    await eventually(() => answers(url), 10_000);
  };
  const crash = async () => {
    const child = server;
    server = null;
    if (child === null || child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    await exited;
  };

  await start();
  return {
    url,
    crash,
    start,
    blip: async (downMs) => {
      await crash();
      await new Promise((resolve) => setTimeout(resolve, downMs));
      await start();
    },
    close: async () => {
      await crash();
      await rm(dir, { recursive: true, force: true });
    },
  };
};
