import { describe, expect, it } from 'vitest';
import { createArgon2PasswordHasher } from './argon2-password-hasher.ts';
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
