import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Clock, IdGenerator, SecretTokens } from '@vs/domain';

/** 256-bit random tokens, URL-safe; only their SHA-256 digest is ever stored. */
export const createCryptoSecretTokens = (): SecretTokens => ({
  generate: () => randomBytes(32).toString('base64url'),
  digest: (token) => createHash('sha256').update(token).digest('base64url'),
});

export const createUuidGenerator = (): IdGenerator => ({ newId: () => randomUUID() });

export const systemClock: Clock = { now: () => new Date() };
