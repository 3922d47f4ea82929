import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { EmbeddedDatabaseInUse, lockEmbeddedDatabase } from './embedded-lock.ts';

const dirs: string[] = [];
const lockFile = async () => {
  const dir = await mkdtemp(join(tmpdir(), 'vs-lock-'));
  dirs.push(dir);
  return join(dir, 'pglite.lock');
};

afterEach(async () => {
  for (const dir of dirs.splice(0)) await rm(dir, { recursive: true, force: true });
});

describe('lockEmbeddedDatabase', () => {
  it('writes this process id, and the release removes it', async () => {
    const file = await lockFile();
    const release = await lockEmbeddedDatabase(file);
    expect(await readFile(file, 'utf8')).toBe(String(process.pid));
    await release();
    expect(existsSync(file)).toBe(false);
  });

  it('refuses while another live process holds it, naming that process', async () => {
    const file = await lockFile();
    await writeFile(file, String(process.ppid));
    const refusal = lockEmbeddedDatabase(file);
    await expect(refusal).rejects.toBeInstanceOf(EmbeddedDatabaseInUse);
    await expect(refusal).rejects.toMatchObject({ pid: process.ppid, lockFile: file });
    expect(await readFile(file, 'utf8')).toBe(String(process.ppid));
  });

  it('takes over a lock left by a process that is gone, or by this one', async () => {
    const gone = spawnSync(process.execPath, ['-e', '0']).pid;
    const file = await lockFile();
    await writeFile(file, String(gone));
    await lockEmbeddedDatabase(file);
    expect(await readFile(file, 'utf8')).toBe(String(process.pid));
    await expect(lockEmbeddedDatabase(file)).resolves.toBeTypeOf('function');
  });
});
