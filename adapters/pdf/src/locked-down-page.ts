import type { Browser, HTTPRequest, Page } from 'puppeteer-core';

export interface LockedDownPageOptions {
  /** Bound on every wait of the page (loading the HTML, printing it). */
  readonly timeoutMs: number;
  /** Told about every request the page tried and was refused (for logs and tests). */
  readonly onBlockedRequest?: (url: string) => void;
}

/** Only the document itself and inline data may load; everything else is refused. */
const isInline = (url: string): boolean => url.startsWith('data:') || url === 'about:blank';

/**
 * A new page of `browser` that runs no script and lets no request leave it: every request is
 * intercepted, and all but inline data and the blank page are aborted.
 */
export const openLockedDownPage = async (browser: Browser, options: LockedDownPageOptions): Promise<Page> => {
  const { timeoutMs, onBlockedRequest } = options;
  const page = await browser.newPage();
  page.setDefaultTimeout(timeoutMs);
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
  return page;
};
