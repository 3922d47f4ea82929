import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ssoSecretKey } from './sso-secret-key.ts';

let dir: string | undefined;
afterEach(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('ssoSecretKey', () => {
  it('takes SSO_SECRET_KEY when set', async () => {
    const key = await ssoSecretKey({
      SSO_SECRET_KEY: 'ab'.repeat(32),
      DATABASE_URL: undefined,
      DATA_DIR: '/nowhere',
    });
    expect(Buffer.from(key ?? []).toString('hex')).toBe('ab'.repeat(32));
  });

  it('has none for a deployment with its own database and no key', async () => {
    expect(
      await ssoSecretKey({
        SSO_SECRET_KEY: undefined,
        DATABASE_URL: 'postgres://db/x',
        DATA_DIR: '/nowhere',
      }),
    ).toBeNull();
  });

  it('generates one for the embedded installation, kept beside its data (owner only) and reused', async () => {
    dir = await mkdtemp(join(tmpdir(), 'vs-key-'));
    const config = { SSO_SECRET_KEY: undefined, DATABASE_URL: undefined, DATA_DIR: join(dir, 'data') };
    const first = await ssoSecretKey(config);
    expect(first?.length).toBe(32);
    expect(await ssoSecretKey(config)).toEqual(first);
    expect((await readFile(join(dir, 'data', 'sso-secret.key'), 'utf8')).trim()).toBe(
      Buffer.from(first ?? []).toString('hex'),
    );
    expect((await stat(join(dir, 'data', 'sso-secret.key'))).mode & 0o777).toBe(0o600);
  });
});
