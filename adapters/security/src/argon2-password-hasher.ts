import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { PasswordHasher } from '@vs/domain';
import pLimit from 'p-limit';
import type { HashRequest, WorkerSettings } from './argon2-worker.ts';

/** OWASP's argon2id parameters: 19 MiB, 2 iterations, parallelism 1. */
export const ARGON2_COSTS = { memory: 19_456, passes: 2, parallelism: 1 } as const;

/** A hashing thread left without work this long ends, giving its memory back (its V8 heap; see below). */
const IDLE_MS = 10_000;
/** The hashing threads' name (`top -H`, /proc/PID/task/TID/comm). */
export const HASHING_THREAD_NAME = 'argon2';

const WORKER_SCRIPT = new URL('./argon2-worker.ts', import.meta.url);

/**
 * Hashes in flight at once by default: all cores but one, so a login storm never takes the core the
 * event loop needs to answer saves (at least one, of course).
 */
export const defaultHashConcurrency = (): number => Math.max(1, availableParallelism() - 1);

export interface Argon2PasswordHasherOptions {
  /** At most this many hashes or verifications run at once; the others wait their turn. */
  readonly concurrency?: number;
  /**
   * The nice value (0-19) of the hashing threads (Linux): above 0, a busy machine runs the event
   * loop first, so a login storm does not delay the other requests. 0 (the default) leaves them be.
   */
  readonly threadNice?: number;
}

type WorkerReply =
  | { readonly ok: true; readonly value: string | boolean }
  | { readonly ok: false; readonly message: string };

/**
 * argon2id in a small pool of worker threads, one per hash allowed at once (`concurrency`), started
 * when needed and ended after IDLE_MS without work. Each hash runs synchronously on its worker's own
 * thread (node:crypto), so its 19 MiB are taken from, and returned to, that thread's allocator
 * arena: at most `concurrency` arenas ever hold such memory. On libuv's shared pool (the argon2
 * package) every pool thread that once hashed kept its own 19 MiB (docs/decisions.md, "Memory of a
 * room"). The hashes are the argon2 package's: same format and parameters, each verifies the other's.
 */
export const createArgon2PasswordHasher = (options: Argon2PasswordHasherOptions = {}): PasswordHasher => {
  const limit = pLimit(options.concurrency ?? defaultHashConcurrency());
  const settings: WorkerSettings = { costs: ARGON2_COSTS, nice: options.threadNice ?? 0 };
  const idle: Worker[] = [];
  const retirement = new Map<Worker, NodeJS.Timeout>();
  /** What each busy worker was asked: settled by its answer, or by its failure or end. */
  const pending = new Map<Worker, { resolve(value: string | boolean): void; reject(error: Error): void }>();

  const forget = (worker: Worker) => {
    clearTimeout(retirement.get(worker));
    retirement.delete(worker);
    const at = idle.indexOf(worker);
    if (at !== -1) idle.splice(at, 1);
  };
  const rest = (worker: Worker) => {
    // An idle worker keeps no process alive; it ends on its own after a while.
    worker.unref();
    idle.push(worker);
    retirement.set(
      worker,
      setTimeout(() => {
        forget(worker);
        void worker.terminate();
      }, IDLE_MS).unref(),
    );
  };
  const start = (): Worker => {
    const worker = new Worker(WORKER_SCRIPT, { workerData: settings, name: HASHING_THREAD_NAME });
    worker.on('message', (reply: WorkerReply) => {
      const asked = pending.get(worker);
      pending.delete(worker);
      rest(worker);
      if (reply.ok) asked?.resolve(reply.value);
      else asked?.reject(new Error(reply.message));
    });
    // A worker that fails or ends is never used again; what it was asked fails.
    const lost = (error: Error) => {
      forget(worker);
      pending.get(worker)?.reject(error);
      pending.delete(worker);
    };
    worker.on('error', (error) => {
      lost(error);
      void worker.terminate();
    });
    worker.on('exit', () => lost(new Error('the hashing thread ended')));
    return worker;
  };
  // Within the limit, so at most `concurrency` workers exist, each running one request at a time.
  const run = (request: HashRequest): Promise<string | boolean> =>
    limit(
      () =>
        new Promise((resolve, reject) => {
          const worker = idle.pop() ?? start();
          forget(worker);
          worker.ref();
          pending.set(worker, { resolve, reject });
          worker.postMessage(request);
        }),
    );

  return {
    hash: async (password) => String(await run({ op: 'hash', password })),
    verify: async (hash, password) => {
      // A stored hash argon2 cannot check (absurd costs) never matches.
      const matches = await run({ op: 'verify', password, hash }).catch(() => false);
      return matches === true;
    },
  };
};
