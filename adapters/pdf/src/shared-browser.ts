import type { Browser } from 'puppeteer-core';

/**
 * puppeteer-core, loaded by the first launch: a process that never renders a PDF (an API replica
 * whose PDFs the workers make, a worker for mail) never holds its some 500 modules.
 */
const puppeteerModule = async () => (await import('puppeteer-core')).default;

/** Flags that work as root in a container, with nothing running in the background. */
const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--font-render-hinting=none',
];

export interface SharedBrowserOptions {
  /** Chromium to run, as browser-locator.ts found it (nothing is ever downloaded). */
  readonly executablePath: string;
  /** Added to the browser's environment (the packaged browser's libraries and fonts). */
  readonly env?: Readonly<Record<string, string>>;
  readonly launchTimeoutMs: number;
  /** Told when a browser went away (crash, kill or close), so its pages are dropped. */
  readonly onDisconnected: (browser: Browser) => void;
}

export interface SharedBrowser {
  /** The running browser, launched now when there is none (first use, or after a crash). */
  live(): Promise<Browser>;
  /** Browsers launched so far (more than one means a crashed browser was relaunched). */
  launches(): number;
  pid(): number | null;
  /** Closes the running browser, if any; a later `live()` would launch another. */
  close(): Promise<void>;
}

/**
 * One Chromium for the whole process: launched on first use, shared by every render until it
 * disconnects, then launched again on the next use. Driven over a pipe, and deaf to signals: its
 * owner closes it.
 */
export const createSharedBrowser = (options: SharedBrowserOptions): SharedBrowser => {
  const { executablePath, env, launchTimeoutMs, onDisconnected } = options;
  let browser: Promise<Browser> | null = null;
  let browserPid: number | null = null;
  let launches = 0;

  const launch = async (): Promise<Browser> => {
    launches += 1;
    const puppeteer = await puppeteerModule();
    return puppeteer.launch({
      executablePath,
      ...(env ? { env: { ...process.env, ...env } } : {}),
      headless: true,
      // A pipe rather than a debugging port: no other local process can attach to this browser.
      pipe: true,
      args: CHROMIUM_FLAGS,
      timeout: launchTimeoutMs,
      // The process that owns the renderer decides when to close it (after running jobs finish).
      handleSIGINT: false,
      handleSIGTERM: false,
      handleSIGHUP: false,
    });
  };

  /** Launches a browser that every render shares until it disconnects (crash, kill or close). */
  const startBrowser = (): Promise<Browser> => {
    const started = launch();
    browser = started;
    started.then(
      (launched) => {
        if (browser === started) browserPid = launched.process()?.pid ?? null;
        launched.once('disconnected', () => {
          if (browser === started) {
            browser = null;
            browserPid = null;
          }
          onDisconnected(launched);
        });
      },
      () => {
        if (browser === started) browser = null;
      },
    );
    return started;
  };

  const live = async (): Promise<Browser> => {
    const pending = browser ?? startBrowser();
    const launched = await pending;
    if (launched.connected) return launched;
    // Disconnected before its event reached us: start over with a fresh browser.
    if (browser === pending) browser = null;
    return live();
  };

  return {
    live,
    launches: () => launches,
    pid: () => browserPid,
    close: async () => {
      const open = browser;
      browser = null;
      browserPid = null;
      const existing = await open?.catch(() => null);
      await existing?.close().catch(() => {});
    },
  };
};
