export { createAesSecretBox } from './aes-secret-box.ts';
export {
  type Argon2PasswordHasherOptions,
  createArgon2PasswordHasher,
  defaultHashConcurrency,
} from './argon2-password-hasher.ts';
export { createCryptoSecretTokens, createUuidGenerator, systemClock } from './crypto-tokens.ts';
