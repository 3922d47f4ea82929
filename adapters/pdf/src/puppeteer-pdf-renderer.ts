import { openLockedDownPage } from './locked-down-page.ts';
import { createPagePool } from './page-pool.ts';
import { createSharedBrowser } from './shared-browser.ts';

const DEFAULT_RENDER_TIMEOUT_MS = 30_000;

export interface PuppeteerPdfRendererOptions {
  /** Chromium to run, as browser-locator.ts found it (nothing is ever downloaded). */
  readonly executablePath: string;
  /** Added to the browser's environment (the packaged browser's libraries and fonts). */
  readonly env?: Readonly<Record<string, string>>;
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

/**
 * Renders HTML to PDF in one Chromium per process, launched on first use and reused
 * (shared-browser.ts), with at most `maxPages` pages at once (page-pool.ts). Every page runs no
 * script and lets no request out (locked-down-page.ts). A browser that crashed or was killed is
 * launched again on the next render.
 */
export const createPuppeteerPdfRenderer = (options: PuppeteerPdfRendererOptions): HtmlPdfRenderer => {
  const { executablePath, env, maxPages, launchTimeoutMs, onBlockedRequest } = options;
  const renderTimeoutMs = options.renderTimeoutMs ?? DEFAULT_RENDER_TIMEOUT_MS;
  const pool = createPagePool({
    maxPages,
    openPage: async () => {
      const owner = await browser.live();
      const page = await openLockedDownPage(owner, {
        timeoutMs: renderTimeoutMs,
        ...(onBlockedRequest === undefined ? {} : { onBlockedRequest }),
      });
      return { page, browser: owner };
    },
  });
  const browser = createSharedBrowser({
    executablePath,
    ...(env ? { env } : {}),
    launchTimeoutMs,
    onDisconnected: (gone) => pool.forget(gone),
  });

  return {
    renderHtml: (html) =>
      pool.use(async (page) => {
        await page.setContent(html, { waitUntil: 'load' });
        return page.pdf({ format: 'A4', printBackground: true });
      }),
    status: () => ({
      launches: browser.launches(),
      browserPid: browser.pid(),
      pagesInUse: pool.pagesInUse(),
      rendersWaiting: pool.waiting(),
    }),
    close: async () => {
      pool.close();
      await browser.close();
    },
  };
};
