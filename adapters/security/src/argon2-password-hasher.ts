import { availableParallelism } from 'node:os';
import type { PasswordHasher } from '@vs/domain';
import argon2 from 'argon2';
import pLimit from 'p-limit';
import { lowerThreadPoolPriority } from './thread-pool-priority.ts';

/** OWASP's argon2id parameters: 19 MiB, 2 iterations, parallelism 1. Hashing runs on libuv's pool, off the event loop. */
export const ARGON2_OPTIONS = {
  type: argon2.argon2id,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

/**
 * Hashes in flight at once by default: all cores but one, so a login storm never takes the core the
 * event loop needs to answer saves (at least one, of course).
 */
export const defaultHashConcurrency = (): number => Math.max(1, availableParallelism() - 1);

export interface Argon2PasswordHasherOptions {
  /** At most this many hashes or verifications run at once; the others wait their turn. */
  readonly concurrency?: number;
  /**
   * The nice value (0-19) the hashing threads get once they exist (Linux): above 0, a busy machine
   * runs the event loop first, so a login storm does not delay the other requests. 0 (the
   * default) leaves them be. It applies to the whole pool of the process (file system, zlib, DNS
   * work too), so the server's composition chooses it, not a script.
   */
  readonly threadNice?: number;
}

export const createArgon2PasswordHasher = (options: Argon2PasswordHasherOptions = {}): PasswordHasher => {
  const limit = pLimit(options.concurrency ?? defaultHashConcurrency());
  const nice = options.threadNice ?? 0;
  // libuv starts its pool threads on their first use, so they are reniced after the first hash.
  let reniced = nice === 0;
  const lowered = <T>(work: Promise<T>): Promise<T> => {
    if (reniced) return work;
    return work.finally(() => {
      if (!reniced) reniced = lowerThreadPoolPriority(nice) > 0 || process.platform !== 'linux';
    });
  };
  return {
    hash: (password) => limit(() => lowered(argon2.hash(password, ARGON2_OPTIONS))),
    verify: (hash, password) =>
      limit(async () => {
        try {
          return await lowered(argon2.verify(hash, password));
        } catch {
          // A malformed stored hash never matches.
          return false;
        }
      }),
  };
};
