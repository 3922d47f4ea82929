import { defaultBrowserCacheDir, type LocatedBrowser, locateBrowser } from '@vs/pdf';
import type { Logger } from 'pino';
import type { Config } from './config.ts';

export const NO_BROWSER_FOR_PDF_WORKER =
  'No Chrome or Chromium found, and this process renders PDFs. Set CHROMIUM_PATH to a Chrome or ' +
  'Chromium binary, or install one (Debian: apt-get install chromium).';

/**
 * The browser this process renders PDFs with (browser-locator.ts: CHROMIUM_PATH, a system
 * browser, or the one `npm install` brought), logged once at start. Without one, a process that
 * must render (a pdf or zip worker) refuses to start; the API serves everything else and says so
 * in one line.
 */
export const findPdfBrowser = async (
  config: Pick<Config, 'CHROMIUM_PATH' | 'BROWSER_CACHE_DIR'>,
  logger: Pick<Logger, 'info' | 'warn'>,
  need: 'required' | 'optional',
  locate: typeof locateBrowser = locateBrowser,
): Promise<LocatedBrowser | null> => {
  const browser = await locate({
    configuredPath: config.CHROMIUM_PATH,
    cacheDir: config.BROWSER_CACHE_DIR ?? defaultBrowserCacheDir(process.env),
  });
  if (browser) {
    logger.info(
      { browser: browser.executablePath, source: browser.source },
      `PDFs rendered with ${browser.description}`,
    );
    return browser;
  }
  if (need === 'required') throw new Error(NO_BROWSER_FOR_PDF_WORKER);
  logger.warn(
    'No Chrome or Chromium found: everything works but PDF downloads, which answer 503 until CHROMIUM_PATH names a browser',
  );
  return null;
};
