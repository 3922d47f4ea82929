import type { Browser, Page } from 'puppeteer-core';

/** A reused page is replaced after this many uses, so one page's memory cannot grow for ever. */
const USES_PER_PAGE = 100;

/** What a use asked for once the pool is closed (or while it closed) is refused with. */
export const POOL_CLOSED_MESSAGE = 'The PDF renderer is closed';

export interface PagePoolOptions {
  /** Pages in use at once; further uses wait for a free page. */
  readonly maxPages: number;
  /** Opens a fresh page (on the live browser). */
  readonly openPage: () => Promise<{ readonly page: Page; readonly browser: Browser }>;
}

export interface PagePool {
  /**
   * Runs `work` on a page of its own; a page whose work failed is closed, never reused. Refused
   * once the pool is closed, also for a use that was waiting for a page then.
   */
  use<T>(work: (page: Page) => Promise<T>): Promise<T>;
  /** Drops the idle pages of a browser that went away. */
  forget(browser: Browser): void;
  /** Refuses later uses and drops every idle page; pages in use are closed when their work ends. */
  close(): void;
  readonly pagesInUse: () => number;
  readonly waiting: () => number;
}

interface PooledPage {
  readonly page: Page;
  readonly browser: Browser;
  uses: number;
}

/**
 * At most `maxPages` pages at once, the others waiting in line; idle pages are kept for the next
 * use (up to USES_PER_PAGE uses each) unless their browser went away.
 */
export const createPagePool = ({ maxPages, openPage }: PagePoolOptions): PagePool => {
  if (!Number.isInteger(maxPages) || maxPages < 1) throw new Error('maxPages must be a positive integer');
  let inUse = 0;
  let closed = false;
  const idle: PooledPage[] = [];
  const waiting: (() => void)[] = [];

  const acquireSlot = async (): Promise<void> => {
    if (inUse < maxPages) {
      inUse += 1;
      return;
    }
    // The releasing use hands its slot straight over, so inUse never passes maxPages.
    await new Promise<void>((resolve) => waiting.push(resolve));
  };

  const releaseSlot = (): void => {
    const next = waiting.shift();
    if (next) next();
    else inUse -= 1;
  };

  const takePage = async (): Promise<PooledPage> => {
    while (idle.length > 0) {
      const pooled = idle.pop() as PooledPage;
      if (pooled.browser.connected && !pooled.page.isClosed()) return pooled;
    }
    return { ...(await openPage()), uses: 0 };
  };

  const discard = (pooled: PooledPage): void => {
    void pooled.page.close().catch(() => {});
  };

  return {
    use: async (work) => {
      if (closed) throw new Error(POOL_CLOSED_MESSAGE);
      await acquireSlot();
      let pooled: PooledPage | null = null;
      try {
        if (closed) throw new Error(POOL_CLOSED_MESSAGE);
        pooled = await takePage();
        const result = await work(pooled.page);
        pooled.uses += 1;
        if (pooled.uses < USES_PER_PAGE && !closed) idle.push(pooled);
        else discard(pooled);
        pooled = null;
        return result;
      } finally {
        // A page that failed mid-use is in an unknown state: never reuse it.
        if (pooled !== null) discard(pooled);
        releaseSlot();
      }
    },
    forget: (browser) => {
      for (let i = idle.length - 1; i >= 0; i -= 1) if (idle[i]?.browser === browser) idle.splice(i, 1);
    },
    close: () => {
      closed = true;
      idle.length = 0;
    },
    pagesInUse: () => inUse,
    waiting: () => waiting.length,
  };
};
