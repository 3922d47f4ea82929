import { defaultBrowserCacheDir } from './browser-cache-dir.ts';
import { type LocatedBrowser, locateBrowser } from './browser-locator.ts';

let found: Promise<LocatedBrowser | null> | undefined;

/**
 * The browser the PDF and browser tests run against, found as the product finds its own
 * (CHROMIUM_PATH, a system browser, the packaged one). On Linux x64 there always is one, so these
 * tests always run. Where a platform has none, the tests that need it are skipped, and the run
 * ends with a line saying how many and why (skipped-tests-reporter.ts); under CI=true that line
 * fails the run.
 */
export const testBrowser = (): Promise<LocatedBrowser | null> => {
  found ??= locateBrowser({
    configuredPath: process.env.CHROMIUM_PATH || undefined,
    cacheDir: process.env.BROWSER_CACHE_DIR || defaultBrowserCacheDir(process.env),
  });
  return found;
};
