import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Config } from './config.ts';

const KEY_FILE = 'sso-secret.key';

/**
 * The key sealing identity providers' client secrets: SSO_SECRET_KEY when set. Without it the
 * embedded installation (no DATABASE_URL, `npm start`) keeps a generated key beside its data, as
 * it keeps the data itself; a deployment with its own database must set one (null: secrets cannot
 * be stored, and the console says so).
 */
export const ssoSecretKey = async (
  config: Pick<Config, 'SSO_SECRET_KEY' | 'DATABASE_URL' | 'DATA_DIR'>,
): Promise<Uint8Array | null> => {
  if (config.SSO_SECRET_KEY !== undefined) return Buffer.from(config.SSO_SECRET_KEY, 'hex');
  if (config.DATABASE_URL !== undefined) return null;
  const file = join(config.DATA_DIR, KEY_FILE);
  const kept = await readFile(file, 'utf8').catch(() => null);
  if (kept !== null && /^[0-9a-f]{64}$/.test(kept.trim())) return Buffer.from(kept.trim(), 'hex');
  const key = randomBytes(32);
  await mkdir(config.DATA_DIR, { recursive: true });
  // `wx`: when another process of this installation wrote one first, theirs is kept and read below.
  await writeFile(file, key.toString('hex'), { mode: 0o600, flag: 'wx' }).catch(() => undefined);
  const written = (await readFile(file, 'utf8')).trim();
  return Buffer.from(written, 'hex');
};
