import puppeteer, { type Browser, type HTTPRequest, type Page } from 'puppeteer-core';

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

/** A reused page is replaced after this many renders, so one page's memory cannot grow for ever. */
const RENDERS_PER_PAGE = 100;
const DEFAULT_RENDER_TIMEOUT_MS = 30_000;

export interface PuppeteerPdfRendererOptions {
  /** Chromium to run, e.g. Debian's `/usr/bin/chromium` (nothing is ever downloaded). */
  readonly executablePath: string;
  /** Pages rendering at once; further renders wait for a free page. */
  readonly maxPages: number;
  readonly launchTimeoutMs: number;
  /** Bound on one render (loading the HTML and printing it). */
  readonly renderTimeoutMs?: number;
  /** Told about every request the page tried and was refused (for logs and tests). */
  readonly onBlockedRequest?: (url: string) => void;
}

export interface PdfRendererStatus {
  /** Browsers launched so far (more than one means a crashed browser was relaunched). */
  readonly launches: number;
  readonly browserPid: number | null;
  readonly pagesInUse: number;
  readonly rendersWaiting: number;
}

export interface HtmlPdfRenderer {
  /** Prints a complete, self-contained HTML document as an A4 PDF. No request leaves the page. */
  renderHtml(html: string): Promise<Uint8Array>;
  status(): PdfRendererStatus;
  /** Closes the browser; call it once running renders have finished (they would fail). Later renders fail. */
  close(): Promise<void>;
}

interface PooledPage {
  readonly page: Page;
  readonly browser: Browser;
  renders: number;
}

/** Only the document itself and inline data may load; everything else is refused. */
const isInline = (url: string): boolean => url.startsWith('data:') || url === 'about:blank';

/**
 * Renders HTML to PDF in one Chromium per process, launched on first use and reused, with at most
 * `maxPages` pages at once. Every page intercepts and aborts every network request and runs no
 * script. A browser that crashed or was killed is launched again on the next render.
 */
export const createPuppeteerPdfRenderer = (options: PuppeteerPdfRendererOptions): HtmlPdfRenderer => {
  const { executablePath, maxPages, launchTimeoutMs, onBlockedRequest } = options;
  const renderTimeoutMs = options.renderTimeoutMs ?? DEFAULT_RENDER_TIMEOUT_MS;
  if (!Number.isInteger(maxPages) || maxPages < 1) throw new Error('maxPages must be a positive integer');

  let browser: Promise<Browser> | null = null;
  let browserPid: number | null = null;
  let launches = 0;
  let closed = false;
  let inUse = 0;
  const idle: PooledPage[] = [];
  const waiting: (() => void)[] = [];

  const launch = (): Promise<Browser> => {
    launches += 1;
    return puppeteer.launch({
      executablePath,
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
          for (let i = idle.length - 1; i >= 0; i -= 1) if (idle[i]?.browser === launched) idle.splice(i, 1);
        });
      },
      () => {
        if (browser === started) browser = null;
      },
    );
    return started;
  };

  const liveBrowser = async (): Promise<Browser> => {
    const pending = browser ?? startBrowser();
    const launched = await pending;
    if (launched.connected) return launched;
    // Disconnected before its event reached us: start over with a fresh browser.
    if (browser === pending) browser = null;
    return liveBrowser();
  };

  const openPage = async (): Promise<PooledPage> => {
    const owner = await liveBrowser();
    const page = await owner.newPage();
    page.setDefaultTimeout(renderTimeoutMs);
    await page.setJavaScriptEnabled(false);
    await page.setRequestInterception(true);
    page.on('request', (request: HTTPRequest) => {
      if (request.isInterceptResolutionHandled()) return;
      if (isInline(request.url())) {
        void request.continue();
      } else {
        onBlockedRequest?.(request.url());
        void request.abort('blockedbyclient');
      }
    });
    return { page, browser: owner, renders: 0 };
  };

  const takePage = async (): Promise<PooledPage> => {
    while (idle.length > 0) {
      const pooled = idle.pop() as PooledPage;
      if (pooled.browser.connected && !pooled.page.isClosed()) return pooled;
    }
    return openPage();
  };

  const discard = (pooled: PooledPage): void => {
    void pooled.page.close().catch(() => {});
  };

  const acquireSlot = async (): Promise<void> => {
    if (inUse < maxPages) {
      inUse += 1;
      return;
    }
    // The releasing render hands its slot straight over, so inUse never passes maxPages.
    await new Promise<void>((resolve) => waiting.push(resolve));
  };

  const releaseSlot = (): void => {
    const next = waiting.shift();
    if (next) next();
    else inUse -= 1;
  };

  return {
    renderHtml: async (html) => {
      if (closed) throw new Error('The PDF renderer is closed');
      await acquireSlot();
      let pooled: PooledPage | null = null;
      try {
        if (closed) throw new Error('The PDF renderer is closed');
        pooled = await takePage();
        await pooled.page.setContent(html, { waitUntil: 'load' });
        const pdf = await pooled.page.pdf({ format: 'A4', printBackground: true });
        pooled.renders += 1;
        if (pooled.renders < RENDERS_PER_PAGE && !closed) idle.push(pooled);
        else discard(pooled);
        pooled = null;
        return pdf;
      } finally {
        // A page that failed mid-render is in an unknown state: never reuse it.
        if (pooled !== null) discard(pooled);
        releaseSlot();
      }
    },
    status: () => ({ launches, browserPid, pagesInUse: inUse, rendersWaiting: waiting.length }),
    close: async () => {
      closed = true;
      idle.length = 0;
      const open = browser;
      browser = null;
      browserPid = null;
      const existing = await open?.catch(() => null);
      await existing?.close().catch(() => {});
    },
  };
};
