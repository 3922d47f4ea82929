import { chmod, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { locateBrowser } from './browser-locator.ts';

describe('locateBrowser', () => {
  let dir = '';
  let system = '';
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'vs-locate-'));
    system = join(dir, 'chrome');
    await writeFile(system, '#!/bin/sh\n');
    await chmod(system, 0o755);
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('takes CHROMIUM_PATH first, as it is', async () => {
    const browser = await locateBrowser({ configuredPath: system, cacheDir: dir, systemPaths: [] });
    expect(browser).toMatchObject({ executablePath: system, source: 'CHROMIUM_PATH', env: {} });
  });

  it('refuses a CHROMIUM_PATH that is missing, not executable or a folder, naming the variable', async () => {
    const plain = join(dir, 'plain');
    await writeFile(plain, 'text');
    for (const path of [join(dir, 'missing'), plain, dir]) {
      await expect(locateBrowser({ configuredPath: path, cacheDir: dir })).rejects.toThrow(
        `CHROMIUM_PATH=${path} is missing or not executable`,
      );
    }
  });

  it('takes a system browser before the packaged one', async () => {
    const browser = await locateBrowser({ cacheDir: dir, systemPaths: [join(dir, 'absent'), system] });
    expect(browser).toMatchObject({ executablePath: system, source: 'system' });
  });

  it('finds nothing on a platform with no browser and no packaged one', async () => {
    expect(
      await locateBrowser({ cacheDir: dir, platform: 'freebsd', arch: 'x64', systemPaths: [] }),
    ).toBeNull();
    expect(
      await locateBrowser({ cacheDir: dir, platform: 'linux', arch: 'arm64', systemPaths: [] }),
    ).toBeNull();
  });

  it.runIf(process.platform === 'linux' && process.arch === 'x64')(
    'unpacks the packaged Chromium once, with its libraries and fonts, and reuses it',
    async () => {
      const cacheDir = join(dir, 'cache');
      const first = await locateBrowser({ cacheDir, platform: 'linux', arch: 'x64', systemPaths: [] });
      expect(first?.source).toBe('packaged');
      expect(first?.executablePath).toMatch(/chromium-[\d.]+\/chromium$/);
      expect(first?.env.LD_LIBRARY_PATH).toMatch(/chromium-[\d.]+\/lib$/);
      expect(first?.env.FONTCONFIG_PATH).toMatch(/chromium-[\d.]+$/);
      // Processes starting at once share one copy.
      const again = await Promise.all(
        [1, 2].map(() => locateBrowser({ cacheDir, platform: 'linux', arch: 'x64', systemPaths: [] })),
      );
      expect(again.map((browser) => browser?.executablePath)).toEqual([
        first?.executablePath,
        first?.executablePath,
      ]);
    },
    60_000,
  );
});
