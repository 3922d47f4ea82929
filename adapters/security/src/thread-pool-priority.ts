import { readdirSync, readFileSync } from 'node:fs';
import { setPriority } from 'node:os';

/** What libuv names the threads of its pool (argon2, file system, zlib, DNS work) on Linux. */
const POOL_THREAD_NAME = 'libuv-worker';

/**
 * Gives this process's libuv pool threads the nice value `nice` (Linux; elsewhere nothing), so
 * that when the cores are busy the event loop answering requests runs before password hashing
 * (and the pool's other background work). Threads are found by name under /proc/self/task; a
 * thread that cannot be changed is left as it is. Returns how many threads were changed.
 */
export const lowerThreadPoolPriority = (nice: number): number => {
  if (process.platform !== 'linux') return 0;
  let changed = 0;
  for (const tid of readdirSync('/proc/self/task')) {
    try {
      if (readFileSync(`/proc/self/task/${tid}/comm`, 'utf8').trim() !== POOL_THREAD_NAME) continue;
      setPriority(Number(tid), nice);
      changed += 1;
    } catch {
      // The thread ended meanwhile, or the system refuses: it keeps its priority.
    }
  }
  return changed;
};
