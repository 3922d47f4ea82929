import { createReadStream, createWriteStream } from 'node:fs';
import { chmod, mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createBrotliDecompress } from 'node:zlib';

/** A browser binary and what its process needs in its environment to run. */
export interface BrowserExecutable {
  readonly executablePath: string;
  /** Variables to add to the browser's environment (its bundled libraries and fonts). */
  readonly env: Readonly<Record<string, string>>;
}

/** Where `@sparticuz/chromium` keeps its compressed browser, and which version it is. */
const packagedChromium = async (): Promise<{ bin: string; version: string } | null> => {
  let entry: string;
  try {
    entry = createRequire(import.meta.url).resolve('@sparticuz/chromium');
  } catch {
    return null;
  }
  const root = dirname(dirname(entry));
  const { version } = JSON.parse(await readFile(join(root, 'package.json'), 'utf8')) as { version: string };
  return { bin: join(root, 'bin'), version };
};

const unbrotli = (from: string, to: string) =>
  pipeline(createReadStream(from), createBrotliDecompress(), createWriteStream(to));

/** tar-fs is loaded only to unpack (once per browser version and machine). */
const untarBrotli = async (from: string, to: string) => {
  const { extract } = await import('tar-fs');
  await pipeline(createReadStream(from), createBrotliDecompress(), extract(to));
};

/** fontconfig must know a folder of fonts, or Chromium waits on it; the package ships Open Sans. */
const fontsConf = (folder: string) => `<?xml version="1.0"?>
<!DOCTYPE fontconfig SYSTEM "fonts.dtd">
<fontconfig>
  <dir>${join(folder, 'fonts')}</dir>
  <cachedir>${join(folder, 'fonts-cache')}</cachedir>
</fontconfig>
`;

const executableIn = (folder: string): BrowserExecutable => ({
  executablePath: join(folder, 'chromium'),
  env: { LD_LIBRARY_PATH: join(folder, 'lib'), FONTCONFIG_PATH: folder },
});

const exists = (path: string) =>
  stat(path).then(
    () => true,
    () => false,
  );

/**
 * The Chromium shipped inside the `@sparticuz/chromium` registry package (Linux x64): its
 * headless shell, the NSS libraries it links and a fonts folder, unpacked once into
 * `<cacheDir>/chromium-<version>` and reused by every later start. Unpacked beside the target and
 * renamed into place, so processes starting at once never see half a browser. Null where the
 * package is not installed or this is not Linux x64.
 */
export const unpackPackagedChromium = async (
  cacheDir: string,
  platform: string = process.platform,
  arch: string = process.arch,
): Promise<BrowserExecutable | null> => {
  if (platform !== 'linux' || arch !== 'x64') return null;
  const packaged = await packagedChromium();
  if (!packaged) return null;
  const folder = join(cacheDir, `chromium-${packaged.version}`);
  if (await exists(join(folder, 'chromium'))) return executableIn(folder);

  await mkdir(cacheDir, { recursive: true });
  const partial = `${folder}.partial-${process.pid}-${Date.now()}`;
  await mkdir(partial, { recursive: true });
  try {
    await Promise.all([
      unbrotli(join(packaged.bin, 'chromium.br'), join(partial, 'chromium')),
      untarBrotli(join(packaged.bin, 'al2023.tar.br'), partial),
      untarBrotli(join(packaged.bin, 'fonts.tar.br'), partial),
    ]);
    await chmod(join(partial, 'chromium'), 0o755);
    await writeFile(join(partial, 'fonts.conf'), fontsConf(folder));
    await rename(partial, folder).catch(async (error: unknown) => {
      // Another process finished first: use its copy.
      if (!(await exists(join(folder, 'chromium')))) throw error;
    });
  } finally {
    await rm(partial, { recursive: true, force: true });
  }
  return executableIn(folder);
};
