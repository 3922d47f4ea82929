import { randomBytes } from 'node:crypto';

/** A random password that passes the password rule (digit, lower and upper case, 8+ characters). */
export const generatePassword = (): string => `Vs${randomBytes(12).toString('base64url')}9a`;
