import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { RsbuildPlugin } from '@rsbuild/core';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** What the server may send compressed (fonts and images are compressed already). */
const COMPRESSIBLE = /\.(?:js|mjs|css|json|svg|html|txt)$/;

/** Below this, a compressed copy saves less than its headers cost. */
const MIN_BYTES = 1024;

const filesUnder = async (dir: string): Promise<string[]> =>
  (await readdir(dir, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile() && COMPRESSIBLE.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));

/**
 * Issue 36: writes `<file>.br` (brotli, best) and `<file>.gz` (gzip, best) next to every
 * compressible file of a production build, once, so the API sends them as they are
 * (services/api/src/frontends.ts) instead of gzipping each reply again at a lower level.
 */
export const pluginPrecompress = (): RsbuildPlugin => ({
  name: 'vs:precompress',
  setup(api) {
    api.onAfterBuild(async ({ isFirstCompile }) => {
      if (!isFirstCompile || process.env.NODE_ENV === 'development') return;
      const files = await filesUnder(api.context.distPath);
      await Promise.all(
        files.map(async (file) => {
          const bytes = await readFile(file);
          if (bytes.byteLength < MIN_BYTES) return;
          const [br, gz] = await Promise.all([
            brotli(bytes, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                [constants.BROTLI_PARAM_SIZE_HINT]: bytes.byteLength,
              },
            }),
            gzipped(bytes, { level: constants.Z_BEST_COMPRESSION }),
          ]);
          await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
        }),
      );
    });
  },
});
