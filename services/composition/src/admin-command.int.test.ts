import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  dropSchema,
  freePort,
  type SpawnedProcess,
  spawnApi,
  testServiceUrls,
  uniqueName,
} from './testing/index.ts';

const ADMIN_MAIN = join(import.meta.dirname, 'admin-main.ts');
const urls = testServiceUrls();

interface Run {
  readonly code: number;
  readonly stdout: string;
  readonly stderr: string;
}

/** Runs `npm run admin -- ...`'s entry with these variables. */
const admin = (args: string[], env: Record<string, string>): Promise<Run> =>
  new Promise((resolve) => {
    execFile(
      process.execPath,
      [ADMIN_MAIN, ...args],
      { env: { PATH: process.env.PATH ?? '', LOG_LEVEL: 'silent', ...env } },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? -1) : 0, stdout, stderr }),
    );
  });

const linkIn = (stdout: string): string => /(http\S+\/reset_password\/\S+)/.exec(stdout)?.[1] ?? '';

/** Uses a printed link on a running API as a browser would: its user, a new password, a sign-in. */
const setPasswordThrough = async (api: SpawnedProcess, link: string, email: string): Promise<number> => {
  const lid = decodeURIComponent(link.split('/reset_password/')[1] ?? '');
  const headers = { origin: api.url, 'content-type': 'application/json' };
  const found = await fetch(`${api.url}/api/logon_link?lid=${encodeURIComponent(lid)}`);
  const { link: stored } = (await found.json()) as { link: { uid: string; used: boolean } };
  expect(stored.used).toBe(false);
  const set = await fetch(`${api.url}/api/auth/reset_password`, {
    method: 'PUT',
    headers,
    body: JSON.stringify({ uid: stored.uid, lid, password: 'Adm1nNewPass!' }),
  });
  expect(set.status).toBe(200);
  const login = await fetch(`${api.url}/api/auth/login`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ email, password: 'Adm1nNewPass!' }),
  });
  return ((await login.json()) as { accessLevel: number }).accessLevel;
};

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

const stopped = (api: SpawnedProcess) => async () => {
  api.child.kill('SIGTERM');
  await api.exited;
};

describe('npm run admin', () => {
  it('prints its usage and exits 2 on anything but its two forms, touching no database', async () => {
    const env = { DATABASE_URL: 'postgres://postgres@127.0.0.1:1/none' };
    for (const args of [
      [],
      ['create-super-admin'],
      ['reset-password', 'not-an-email'],
      ['drop-all', 'a@b.test'],
    ]) {
      const run = await admin(args, env);
      expect(run.code).toBe(2);
      expect(run.stderr).toContain('npm run admin -- create-super-admin EMAIL');
    }
  });

  it('says plainly why it cannot reach the embedded database while the server runs, then works once it stopped', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'vs-admin-'));
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
    const port = await freePort();
    const publicUrl = `http://127.0.0.1:${port}`;
    const env = { DATA_DIR: dataDir, PUBLIC_URL: publicUrl, ADMIN_EMAIL: 'first@example.test' };
    const api = await spawnApi({ ...env, LOG_LEVEL: 'silent' }, port);
    cleanups.push(stopped(api));
    await api.ready(60_000);
    const busy = await admin(['create-super-admin', 'second@example.test'], env);
    expect(busy.code).toBe(1);
    expect(busy.stderr).toContain(`is open in process ${api.child.pid}`);
    expect(busy.stderr).toContain('stop the server');
    expect(busy.stderr).toContain('"Forgot password?"');
    await stopped(api)();

    const created = await admin(['create-super-admin', 'second@example.test'], env);
    expect(created.stderr).toBe('');
    expect(created.code).toBe(0);
    expect(created.stdout).toContain('Super-admin second@example.test created');
    const again = await spawnApi({ ...env, LOG_LEVEL: 'silent' }, port);
    cleanups.push(stopped(again));
    await again.ready(60_000);
    expect(await setPasswordThrough(again, linkIn(created.stdout), 'second@example.test')).toBe(2);
  }, 180_000);

  if (urls) {
    it('creates a super-admin and resets a password against PostgreSQL while a fleet runs', async () => {
      const schema = uniqueName('test_admin');
      cleanups.push(() => dropSchema(urls.databaseUrl, schema));
      const port = await freePort();
      const env = {
        DATABASE_URL: urls.databaseUrl,
        DATABASE_SCHEMA: schema,
        PUBLIC_URL: `http://127.0.0.1:${port}`,
        ADMIN_EMAIL: 'first@example.test',
      };
      const api = await spawnApi({ ...env, LOG_LEVEL: 'silent', DATABASE_POOL_SIZE: '2' }, port);
      cleanups.push(stopped(api));
      await api.ready(60_000);

      const created = await admin(['create-super-admin', 'Second@Example.test'], env);
      expect(created.code).toBe(0);
      expect(linkIn(created.stdout)).toMatch(new RegExp(`^http://127.0.0.1:${port}/reset_password/`));
      expect(await setPasswordThrough(api, linkIn(created.stdout), 'second@example.test')).toBe(2);

      const first = await admin(['reset-password', 'first@example.test'], env);
      const second = await admin(['reset-password', 'first@example.test'], env);
      expect([first.code, second.code]).toEqual([0, 0]);
      const older = decodeURIComponent(linkIn(first.stdout).split('/reset_password/')[1] ?? '');
      const retired = await fetch(`${api.url}/api/logon_link?lid=${encodeURIComponent(older)}`);
      expect(await retired.json()).toMatchObject({ link: { used: true } });
      expect(await setPasswordThrough(api, linkIn(second.stdout), 'first@example.test')).toBe(2);

      const taken = await admin(['create-super-admin', 'first@example.test'], env);
      expect(taken.code).toBe(1);
      expect(taken.stderr).toContain('exists already: use reset-password');
      const unknown = await admin(['reset-password', 'nobody@example.test'], env);
      expect(unknown.code).toBe(1);
      expect(unknown.stderr).toContain('No user has this email address.');
    }, 180_000);
  }
});
