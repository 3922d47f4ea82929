import { readdirSync, readFileSync } from 'node:fs';
import argon2 from 'argon2';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createArgon2PasswordHasher, defaultHashConcurrency } from './argon2-password-hasher.ts';
import { createCryptoSecretTokens, createUuidGenerator } from './crypto-tokens.ts';

describe('argon2 password hasher', () => {
  const hasher = createArgon2PasswordHasher();

  it('hashes with argon2id at the OWASP parameters and verifies the right password only', async () => {
    const hash = await hasher.hash('Correct1horse');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await hasher.verify(hash, 'Correct1horse')).toBe(true);
    expect(await hasher.verify(hash, 'Wrong1horse')).toBe(false);
  });

  it('treats a malformed stored hash as a mismatch', async () => {
    expect(await hasher.verify('not-a-hash', 'Correct1horse')).toBe(false);
  });
});

describe('argon2 concurrency bound', () => {
  afterEach(() => vi.restoreAllMocks());

  /** Counts the hashes and verifications argon2 runs at once while `work` goes on. */
  const peakInFlight = async (work: () => Promise<unknown>): Promise<number> => {
    let inFlight = 0;
    let peak = 0;
    const counted =
      <A extends unknown[], R>(original: (...args: A) => Promise<R>) =>
      async (...args: A): Promise<R> => {
        inFlight += 1;
        peak = Math.max(peak, inFlight);
        try {
          return await original(...args);
        } finally {
          inFlight -= 1;
        }
      };
    const { hash, verify } = argon2;
    vi.spyOn(argon2, 'hash').mockImplementation(counted(hash) as typeof hash);
    vi.spyOn(argon2, 'verify').mockImplementation(counted(verify));
    await work();
    return peak;
  };

  it('runs at most `concurrency` hashes and verifications at once, queueing the rest, all answered', async () => {
    const bounded = createArgon2PasswordHasher({ concurrency: 2 });
    const hash = await bounded.hash('Correct1horse');
    const peak = await peakInFlight(async () => {
      const results = await Promise.all([
        ...Array.from({ length: 3 }, () => bounded.hash('Correct1horse')),
        ...Array.from({ length: 3 }, () => bounded.verify(hash, 'Correct1horse')),
        bounded.verify(hash, 'Wrong1horse'),
      ]);
      expect(results.slice(3)).toEqual([true, true, true, false]);
    });
    expect(peak).toBe(2);
  });

  it('leaves a core for the event loop by default, and never goes below one hash at a time', () => {
    expect(defaultHashConcurrency()).toBeGreaterThanOrEqual(1);
  });
});

describe('secret tokens', () => {
  const tokens = createCryptoSecretTokens();

  it('generates 256-bit url-safe tokens that differ every time', () => {
    const a = tokens.generate();
    expect(Buffer.from(a, 'base64url')).toHaveLength(32);
    expect(a).toMatch(/^[\w-]+$/);
    expect(tokens.generate()).not.toBe(a);
  });

  it('digests deterministically and never returns the token itself', () => {
    const token = tokens.generate();
    expect(tokens.digest(token)).toBe(tokens.digest(token));
    expect(tokens.digest(token)).not.toBe(token);
  });

  it('makes UUIDs', () => {
    expect(createUuidGenerator().newId()).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe.runIf(process.platform === 'linux')('hashing thread priority', () => {
  /** Nice values of this process's libuv pool threads (field 19 of /proc/self/task/<tid>/stat). */
  const poolNices = (): number[] =>
    readdirSync('/proc/self/task')
      .filter((tid) => readFileSync(`/proc/self/task/${tid}/comm`, 'utf8').trim() === 'libuv-worker')
      .map((tid) =>
        Number(readFileSync(`/proc/self/task/${tid}/stat`, 'utf8').split(') ')[1]?.split(' ')[16]),
      );

  it('gives the pool threads the asked nice value once they hash, and hashes as before', async () => {
    const hasher = createArgon2PasswordHasher({ threadNice: 5 });
    const hash = await hasher.hash('Correct1horse');
    expect(await hasher.verify(hash, 'Correct1horse')).toBe(true);
    const nices = poolNices();
    expect(nices.length).toBeGreaterThan(0);
    expect(nices.every((nice) => nice >= 5)).toBe(true);
  });
});
