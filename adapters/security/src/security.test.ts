import { readdirSync, readFileSync } from 'node:fs';
import argon2 from 'argon2';
import { describe, expect, it } from 'vitest';
import {
  createArgon2PasswordHasher,
  defaultHashConcurrency,
  HASHING_THREAD_NAME,
} from './argon2-password-hasher.ts';
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
    for (const stored of [
      'not-a-hash',
      '$argon2id$v=16$m=19456,t=2,p=1$c2FsdHNhbHRzYWx0$AAAA',
      '$argon2id$v=19$m=1,t=2,p=1$c2FsdHNhbHRzYWx0$AAAAAAAA',
    ])
      expect(await hasher.verify(stored, 'Correct1horse'), stored).toBe(false);
  });

  it('verifies the hashes the argon2 package wrote, and writes hashes it verifies', async () => {
    const stored = await argon2.hash('Correct1horse', {
      type: argon2.argon2id,
      memoryCost: 19_456,
      timeCost: 2,
    });
    expect(await hasher.verify(stored, 'Correct1horse')).toBe(true);
    expect(await hasher.verify(stored, 'Wrong1horse')).toBe(false);
    expect(await argon2.verify(await hasher.hash('Correct1horse'), 'Correct1horse')).toBe(true);
  });
});

/** Threads of this process named `name`, with their nice values (/proc/self/task/<tid>/stat field 19). */
const threadsNamed = (name: string): number[] =>
  readdirSync('/proc/self/task')
    .filter((tid) => {
      try {
        return readFileSync(`/proc/self/task/${tid}/comm`, 'utf8').trim() === name;
      } catch {
        return false;
      }
    })
    .map((tid) => Number(readFileSync(`/proc/self/task/${tid}/stat`, 'utf8').split(') ')[1]?.split(' ')[16]));

describe('argon2 concurrency bound', () => {
  it.runIf(process.platform === 'linux')(
    'runs at most `concurrency` hashes and verifications at once, on as many threads, queueing the rest, all answered',
    async () => {
      const bounded = createArgon2PasswordHasher({ concurrency: 2 });
      const hash = await bounded.hash('Correct1horse');
      const before = threadsNamed(HASHING_THREAD_NAME).length;
      let peak = 0;
      const sampler = setInterval(() => {
        peak = Math.max(peak, threadsNamed(HASHING_THREAD_NAME).length - before);
      }, 2);
      try {
        const results = await Promise.all([
          ...Array.from({ length: 3 }, () => bounded.hash('Correct1horse')),
          ...Array.from({ length: 3 }, () => bounded.verify(hash, 'Correct1horse')),
          bounded.verify(hash, 'Wrong1horse'),
        ]);
        expect(results.slice(3)).toEqual([true, true, true, false]);
      } finally {
        clearInterval(sampler);
      }
      // The first hash started one thread; the burst adds at most one more.
      expect(peak).toBeLessThanOrEqual(1);
    },
  );

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
  it('gives the hashing threads the asked nice value, and hashes as before', async () => {
    const hasher = createArgon2PasswordHasher({ threadNice: 5 });
    const hash = await hasher.hash('Correct1horse');
    expect(await hasher.verify(hash, 'Correct1horse')).toBe(true);
    expect(threadsNamed(HASHING_THREAD_NAME)).toContain(5);
  });
});
