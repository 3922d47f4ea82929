import { hash, randomBytes, randomUUID } from 'node:crypto';
import type { Clock, IdGenerator, SecretTokens } from '@vs/domain';

/** 256-bit random tokens, URL-safe; only their SHA-256 digest is ever stored. */
export const createCryptoSecretTokens = (): SecretTokens => ({
  generate: () => randomBytes(32).toString('base64url'),
  // One-shot: every request digests its session token, and a Hash object costs more than the hash.
  digest: (token) => hash('sha256', token, 'base64url'),
});

export const createUuidGenerator = (): IdGenerator => ({ newId: () => randomUUID() });

export const systemClock: Clock = { now: () => new Date() };
