/**
 * `npm run bench:console`: time to first render of the super-admin's Active Events tab, with
 * 10,000 events (and 100,000 participants) seeded, against a baseline of 10 events (100
 * participants) measured in the same run, on the current build (run `npm run build` first).
 *
 * For each data set: a fresh schema in real PostgreSQL (BENCH_DATABASE_URL or TEST_DATABASE_URL,
 * default the local test database) seeded by scripts/seed-scale.ts, the product started on it as
 * the browser tests start it (e2e/product.ts), and BENCH_RUNS (default 5) page
 * loads in headless Chromium, each in a fresh browser context (cold cache) carrying the
 * super-admin's session cookie. "First render" is the moment, from navigation start, at which the
 * first row of the events table is in the page (a MutationObserver installed before any script
 * runs records `performance.now()`). Each load then waits for the network to go idle (the
 * whole list arrives after the first rows) before the next. Median and slowest per data set;
 * target under 1 s.
 *
 * BENCH_TRACE=1 prints the last load's timeline (every request's start and end, ms from navigation
 * start) to see where the time goes. The schemas are dropped at the end. The browser is the
 * tests' (CHROMIUM_PATH, a system one, or the packaged one: adapters/pdf/src/test-browser.ts).
 */
import { randomBytes } from 'node:crypto';
import { openDatabase } from '@vs/persistence';
import type { Browser } from 'playwright-core';
import { launchChromium, startProduct } from '../e2e/product.ts';
import { poolFor, SEED_ADMIN_EMAIL, SEED_PASSWORD, seedScale } from '../scripts/seed-scale.ts';
import { DATABASE_URL, median } from './support/harness.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const TARGET_MS = 1000;
const FIRST_ROW = '.vs-table tbody tr[data-index]';
const TRACE = process.env.BENCH_TRACE === '1';

interface DataSet {
  readonly name: string;
  readonly events: number;
  readonly participants: number;
}

const BASELINE: DataSet = { name: 'baseline', events: 10, participants: 100 };
const SCALE: DataSet = { name: 'scale', events: 10_000, participants: 100_000 };

interface Result {
  readonly set: DataSet;
  readonly median: number;
  readonly slowest: number;
}

/** Signs in through the API and returns the session cookie's name and value. */
const sessionCookie = async (url: string): Promise<{ name: string; value: string }> => {
  const response = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { origin: url, 'content-type': 'application/json' },
    body: JSON.stringify({ email: SEED_ADMIN_EMAIL, password: SEED_PASSWORD }),
  });
  const [pair] = (response.headers.get('set-cookie') ?? '').split(';');
  const [name, ...value] = (pair ?? '').split('=');
  if (!response.ok || !name) throw new Error(`login failed: ${response.status}`);
  return { name, value: value.join('=') };
};

/** Milliseconds from navigation start until the first events row is in the page. */
const firstRowMs = async (browser: Browser, url: string, cookie: { name: string; value: string }) => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  try {
    await context.addCookies([{ ...cookie, url }]);
    // The introduction shows once per browser session; mark it seen so only the table renders.
    await context.addInitScript(() => window.sessionStorage.setItem('vs.introductionSeen', 'yes'));
    await context.addInitScript((selector: string) => {
      const record = () => {
        if (document.querySelector(selector)) {
          (window as unknown as { firstRowAt: number }).firstRowAt = performance.now();
          return true;
        }
        return false;
      };
      new MutationObserver((_changes, observer) => {
        if (record()) observer.disconnect();
      }).observe(document, { childList: true, subtree: true });
    }, FIRST_ROW);
    const page = await context.newPage();
    await page.goto(`${url}/`);
    await page.waitForFunction(
      () => typeof (window as unknown as { firstRowAt?: number }).firstRowAt === 'number',
      undefined,
      {
        timeout: 60_000,
      },
    );
    const firstRowAt = await page.evaluate(() => (window as unknown as { firstRowAt: number }).firstRowAt);
    // The rest of the list loads after the first rows: let it finish, so its work on the server
    // does not fall into the next load's time.
    await page.waitForLoadState('networkidle', { timeout: 60_000 });
    if (TRACE) {
      const timeline = await page.evaluate(() =>
        (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map(
          (entry) =>
            `${entry.startTime.toFixed(0).padStart(6)} -> ${entry.responseEnd.toFixed(0).padStart(6)}  ${entry.name}`,
        ),
      );
      console.log(`  timeline (first row at ${firstRowAt.toFixed(0)} ms):\n  ${timeline.join('\n  ')}`);
    }
    return firstRowAt;
  } finally {
    await context.close();
  }
};

const measure = async (browser: Browser, set: DataSet): Promise<Result> => {
  const schema = `bench_console_${randomBytes(4).toString('hex')}`;
  const db = await openDatabase({ databaseUrl: DATABASE_URL, dataDir: 'unused', schema, poolSize: 2 });
  const pool = poolFor(DATABASE_URL, schema);
  try {
    await db.migrate();
    const seeded = await seedScale(pool, { events: set.events, participants: set.participants });
    const product = await startProduct({ DATABASE_URL, DATABASE_SCHEMA: schema });
    try {
      const cookie = await sessionCookie(product.url);
      await firstRowMs(browser, product.url, cookie); // warm the server (JIT, connections)
      const times: number[] = [];
      for (let run = 0; run < RUNS; run += 1) times.push(await firstRowMs(browser, product.url, cookie));
      const active = seeded.events.active;
      console.log(
        `${set.name}: ${active} active events of ${set.events}, ${set.participants} participants: ` +
          `${times.map((t) => t.toFixed(0)).join(', ')} ms`,
      );
      return { set, median: median(times), slowest: Math.max(...times) };
    } finally {
      await product.stop();
    }
  } finally {
    await pool.query(`drop schema if exists "${schema}" cascade`).catch(() => undefined);
    await pool.end();
    await db.close();
  }
};

const browser = await launchChromium();
try {
  const baseline = await measure(browser, BASELINE);
  const scale = await measure(browser, SCALE);
  console.log(`\nFirst render of Active Events (median of ${RUNS}, cold cache, from navigation start):`);
  for (const { set, median: m, slowest } of [baseline, scale]) {
    console.log(
      `  ${set.name.padEnd(8)} ${set.events} events: median ${m.toFixed(0)} ms, slowest ${slowest.toFixed(0)} ms`,
    );
  }
  console.log(
    `  ratio scale/baseline: ${(scale.median / baseline.median).toFixed(2)}; ` +
      `target < ${TARGET_MS} ms at scale: ${scale.median < TARGET_MS ? 'met' : 'NOT met'}`,
  );
} finally {
  await browser.close();
}
