import { availableParallelism } from 'node:os';
import type { PasswordHasher } from '@vs/domain';
import argon2 from 'argon2';
import pLimit from 'p-limit';

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
}

export const createArgon2PasswordHasher = (options: Argon2PasswordHasherOptions = {}): PasswordHasher => {
  const limit = pLimit(options.concurrency ?? defaultHashConcurrency());
  return {
    hash: (password) => limit(() => argon2.hash(password, ARGON2_OPTIONS)),
    verify: (hash, password) =>
      limit(async () => {
        try {
          return await argon2.verify(hash, password);
        } catch {
          // A malformed stored hash never matches.
          return false;
        }
      }),
  };
};
