import type { PasswordHasher } from '@vs/domain';
import argon2 from 'argon2';

/** OWASP's argon2id parameters: 19 MiB, 2 iterations, parallelism 1. Hashing runs on libuv's pool, off the event loop. */
export const ARGON2_OPTIONS = {
  type: argon2.argon2id,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

export const createArgon2PasswordHasher = (): PasswordHasher => ({
  hash: (password) => argon2.hash(password, ARGON2_OPTIONS),
  verify: async (hash, password) => {
    try {
      return await argon2.verify(hash, password);
    } catch {
      // A malformed stored hash never matches.
      return false;
    }
  },
});
