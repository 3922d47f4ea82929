import { mkdir, mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { expectNoFile, readText } from './file-store.contract.ts';
import { createFileSystemFileStore } from './file-system-file-store.ts';

let root = '';
afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});
const freshRoot = async (): Promise<string> => {
  root = await mkdtemp(join(tmpdir(), 'vs-files-'));
  return root;
};

describe('createFileSystemFileStore', () => {
  it('creates the root on first write and shares files between stores on the same root', async () => {
    const dir = join(await freshRoot(), 'data', 'files');
    await createFileSystemFileStore({ root: dir }).write('outputs/a.pdf', new TextEncoder().encode('%PDF'));
    expect(await readText(createFileSystemFileStore({ root: dir }), 'outputs/a.pdf')).toBe('%PDF');
    expect(await readdir(join(dir, 'outputs'))).toEqual(['a.pdf']);
  });

  it('streams a large file in several chunks rather than in one piece', async () => {
    const files = createFileSystemFileStore({ root: await freshRoot() });
    const size = 1024 * 1024;
    await files.write('archives/big.zip', new Uint8Array(size).fill(7));
    const sizes: number[] = [];
    for await (const chunk of files.read('archives/big.zip')) sizes.push(chunk.length);
    expect(sizes.length).toBeGreaterThan(1);
    expect(Math.max(...sizes)).toBeLessThanOrEqual(64 * 1024);
    expect(sizes.reduce((a, b) => a + b, 0)).toBe(size);
  });

  it('removes its temporary file when a write fails', async () => {
    const dir = await freshRoot();
    const files = createFileSystemFileStore({ root: dir });
    async function* broken(): AsyncIterable<Uint8Array> {
      yield new Uint8Array(10);
      throw new Error('renderer crashed');
    }
    await expect(files.write('archives/c.zip', broken())).rejects.toThrow('renderer crashed');
    expect(await readdir(join(dir, '.tmp'))).toEqual([]);
    await expectNoFile(files, 'archives/c.zip');
  });

  it('removes what a crashed write left in its temporary folder once old, without counting it', async () => {
    const dir = await freshRoot();
    const files = createFileSystemFileStore({ root: dir });
    await mkdir(join(dir, '.tmp'));
    await writeFile(join(dir, '.tmp', 'crashed.part'), 'half');
    const hourAgo = new Date(Date.now() - 3_600_000);
    await utimes(join(dir, '.tmp', 'crashed.part'), hourAgo, hourAgo);
    expect(await files.removeOlderThan(new Date(Date.now() - 60_000))).toBe(0);
    expect(await readdir(join(dir, '.tmp'))).toEqual([]);
  });

  it('removes nothing, and does not fail, before anything was written', async () => {
    const files = createFileSystemFileStore({ root: join(await freshRoot(), 'never-created') });
    expect(await files.removeOlderThan(new Date())).toBe(0);
  });

  it.each([
    ['a parent reference', '../outside.pdf'],
    ['a parent reference inside', 'outputs/../../outside.pdf'],
    ['an absolute path', '/etc/passwd'],
    ['a backslash', 'outputs\\a.pdf'],
    ['an empty segment', 'outputs//a.pdf'],
    ['the empty key', ''],
    ['a hidden segment', '.tmp/x.part'],
    ['a NUL character', 'outputs/a\u0000.pdf'],
  ])('refuses a key with %s for every operation', async (_, key) => {
    const dir = await freshRoot();
    const files = createFileSystemFileStore({ root: join(dir, 'files') });
    await writeFile(join(dir, 'outside.pdf'), 'secret');
    await expect(files.write(key, new Uint8Array(1))).rejects.toThrow(RangeError);
    await expect(readText(files, key)).rejects.toThrow(RangeError);
    await expect(files.remove(key)).rejects.toThrow(RangeError);
    expect(await readdir(dir)).toEqual(['outside.pdf']);
  });

  it('answers a key that runs through a file with not found', async () => {
    const files = createFileSystemFileStore({ root: await freshRoot() });
    await files.write('outputs/a.pdf', new Uint8Array(1));
    await expectNoFile(files, 'outputs/a.pdf/b.pdf');
  });

  it('passes on read errors other than a missing file', async () => {
    const dir = await freshRoot();
    const files = createFileSystemFileStore({ root: dir });
    await files.write('outputs/a.pdf', new Uint8Array(1));
    await expect(readText(files, 'outputs')).rejects.toMatchObject({ code: 'EISDIR' });
  });
});
