export { ARGON2_OPTIONS, createArgon2PasswordHasher } from './argon2-password-hasher.ts';
export { createCryptoSecretTokens, createUuidGenerator, systemClock } from './crypto-tokens.ts';
