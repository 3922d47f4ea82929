import { constants } from 'node:fs';
import { access, stat } from 'node:fs/promises';
import { type BrowserExecutable, unpackPackagedChromium } from './packaged-chromium.ts';

/** Where the browser that renders PDFs (and runs the browser tests) came from. */
export type BrowserSource = 'CHROMIUM_PATH' | 'system' | 'packaged';

export interface LocatedBrowser extends BrowserExecutable {
  readonly source: BrowserSource;
  /** One plain line for the start-up log, e.g. "packaged Chromium (@sparticuz/chromium) at …". */
  readonly description: string;
}

/** Chrome and Chromium where their usual installers put them, in the order they are tried. */
export const SYSTEM_BROWSER_PATHS: Readonly<Record<string, readonly string[]>> = {
  linux: [
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
    '/usr/bin/google-chrome-stable',
    '/usr/bin/google-chrome',
  ],
  darwin: [
    '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
    '/Applications/Chromium.app/Contents/MacOS/Chromium',
  ],
  win32: [
    'C:\\Program Files\\Google\\Chrome\\Application\\chrome.exe',
    'C:\\Program Files (x86)\\Google\\Chrome\\Application\\chrome.exe',
  ],
};

export const isExecutableFile = (path: string): Promise<boolean> =>
  stat(path)
    .then((info) => info.isFile() && access(path, constants.X_OK).then(() => true))
    .catch(() => false);

export interface LocateBrowserOptions {
  /** CHROMIUM_PATH, when set: used as it is, or refused when it names no executable file. */
  readonly configuredPath?: string | undefined;
  /** Where the packaged Chromium is unpacked once (e.g. `~/.cache/values-system`). */
  readonly cacheDir: string;
  readonly platform?: string;
  readonly arch?: string;
  /** Paths of system browsers to try (tests pass their own). */
  readonly systemPaths?: readonly string[];
}

/**
 * Finds the browser to run, in this order: CHROMIUM_PATH; a system Chrome or Chromium; the
 * Chromium inside the `@sparticuz/chromium` registry package (Linux x64), unpacked once into
 * the cache folder. Nothing is ever downloaded. Null when none is found: the caller decides
 * whether a process can run without one. A CHROMIUM_PATH that names no executable is a
 * configuration mistake and throws, naming the variable.
 */
export const locateBrowser = async (options: LocateBrowserOptions): Promise<LocatedBrowser | null> => {
  const platform = options.platform ?? process.platform;
  const { configuredPath } = options;
  if (configuredPath) {
    if (!(await isExecutableFile(configuredPath))) {
      throw new Error(
        `CHROMIUM_PATH=${configuredPath} is missing or not executable. ` +
          'Unset it to use the browser this project installs, or point it at a Chrome or Chromium binary.',
      );
    }
    return {
      executablePath: configuredPath,
      env: {},
      source: 'CHROMIUM_PATH',
      description: `${configuredPath} (CHROMIUM_PATH)`,
    };
  }
  for (const path of options.systemPaths ?? SYSTEM_BROWSER_PATHS[platform] ?? []) {
    if (await isExecutableFile(path)) {
      return { executablePath: path, env: {}, source: 'system', description: `${path} (system browser)` };
    }
  }
  const packaged = await unpackPackagedChromium(options.cacheDir, platform, options.arch ?? process.arch);
  return packaged
    ? {
        ...packaged,
        source: 'packaged',
        description: `${packaged.executablePath} (packaged Chromium from @sparticuz/chromium)`,
      }
    : null;
};
