import { chmod, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assertChromiumExecutable } from './chromium.ts';

describe('assertChromiumExecutable', () => {
  let dir = '';
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'vs-chromium-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('accepts an executable file', async () => {
    const binary = join(dir, 'chromium');
    await writeFile(binary, '#!/bin/sh\n');
    await chmod(binary, 0o755);
    await expect(assertChromiumExecutable(binary)).resolves.toBeUndefined();
  });

  it('refuses a missing path, a file that cannot run and a directory, naming the variable', async () => {
    const plain = join(dir, 'not-executable');
    await writeFile(plain, 'text');
    await chmod(plain, 0o644);
    for (const path of [join(dir, 'missing'), plain, dir]) {
      await expect(assertChromiumExecutable(path)).rejects.toThrow(
        `CHROMIUM_PATH=${path} is missing or not executable`,
      );
    }
  });
});
