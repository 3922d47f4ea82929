/**
 * `npm run bench:frontend`: what a participant's browser loads, measured on the current build
 * (run `npm run build` first; this builds nothing). The product starts as the browser tests
 * start it (e2e/product.ts), on localhost, without throttling.
 *
 * 1. First-load JavaScript: a fresh browser context (cold cache) opens /, logs in as a new
 *    participant through the form and waits for participant home to settle; every script
 *    response counts with its body size as sent (the server gzips /static and /remotes).
 * 2. Module Federation runtime: the host's entry script (named in index.html) and the
 *    participant's remote entry (named in its mf-manifest.json). Apart from rspack's small chunk
 *    loader and one `import('./bootstrap')`, these two files hold only @module-federation code
 *    (runtime, sharing tables, remote-entry container), so the share is an upper bound.
 * 3. Largest contentful paint of participant home: the same participant signed in (session cookie
 *    set, no introduction), a fresh context and cleared cache each time, PerformanceObserver
 *    'largest-contentful-paint' read once home is idle; median of BENCH_LCP_RUNS (default 3). With
 *    it, when the app's own home is drawn (the server's first screen of it gone): when Next answers.
 *    Twice: on localhost as it is (1280 x 800), and as Lighthouse's mobile profile throttles a
 *    phone (412 x 823; slow 4G through CDP Network.emulateNetworkConditions: 562.5 ms request
 *    latency, 1.47 Mbps down, 675 kbps up; Emulation.setCPUThrottlingRate 4).
 *
 * The browser is the tests' (adapters/pdf/src/test-browser.ts). 1 KB = 1000 bytes.
 */
import type { Browser, Page, Response } from 'playwright-core';
import { apiAs, launchChromium, startProduct } from '../e2e/product.ts';

const TARGET_KB = 300;
const TARGET_RUNTIME_SHARE = 0.1;
const TARGET_LCP_MS = 1000;
const TARGET_THROTTLED_LCP_MS = 2500;
const LCP_RUNS = Number(process.env.BENCH_LCP_RUNS ?? 3);
const PASSWORD = 'Bench1234x';

interface Script {
  readonly url: string;
  /** Bytes of the body as sent (compressed when the server compressed it). */
  readonly sent: number;
  readonly raw: number;
  readonly encoding: string;
}

const medianOf = (values: readonly number[]): number =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

const kb = (bytes: number): string => `${(bytes / 1000).toFixed(1)} KB`;
const verdict = (ok: boolean): string => (ok ? 'ok' : 'OVER TARGET');

/** Collects every script response of `page` until `done` resolves. */
const recordScripts = async (page: Page, done: () => Promise<void>) => {
  const pending: Promise<Script>[] = [];
  const documents: Response[] = [];
  const manifests: Response[] = [];
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if (type === 'document') documents.push(response);
    if (response.url().endsWith('/mf-manifest.json')) manifests.push(response);
    if (type !== 'script') return;
    pending.push(
      (async () => {
        const [sizes, body] = await Promise.all([response.request().sizes(), response.body()]);
        return {
          url: response.url(),
          sent: sizes.responseBodySize,
          raw: body.length,
          encoding: response.headers()['content-encoding'] ?? 'identity',
        };
      })(),
    );
  });
  await done();
  const scripts = await Promise.all(pending);
  // The federation entries, as the browser was told about them.
  const entries = new Set<string>();
  for (const document of documents) {
    for (const [, src] of (await document.text()).matchAll(/<script[^>]*\ssrc="([^"]+)"/g)) {
      entries.add(new URL(src ?? '', document.url()).href);
    }
  }
  for (const manifest of manifests) {
    const { metaData } = (await manifest.json()) as { metaData: { remoteEntry: { name: string } } };
    entries.add(new URL(metaData.remoteEntry.name, manifest.url()).href);
  }
  return { scripts, runtime: scripts.filter((s) => entries.has(s.url)) };
};

const registerParticipant = async (url: string, adminEmail: string, adminPassword: string) => {
  const admin = await apiAs(url, adminEmail, adminPassword);
  const email = 'bench-participant@example.test';
  const reply = await admin.request('POST', '/api/auth/register', {
    accessLevel: 0,
    forename: 'Bea',
    surname: 'Bench',
    email,
    password: PASSWORD,
  });
  if (reply.status !== 201) throw new Error(`register failed: ${JSON.stringify(reply.body)}`);
  return email;
};

const firstLoad = async (browser: Browser, url: string, email: string) => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  try {
    return await recordScripts(page, async () => {
      await page.goto(`${url}/`);
      await page.getByLabel('Email').fill(email);
      await page.getByLabel('Password').fill(PASSWORD);
      await page.getByRole('button', { name: 'Login' }).click();
      await page.getByRole('dialog', { name: 'Introducing Values System' }).waitFor();
      await page.getByRole('button', { name: 'Get started' }).click();
      await page.getByRole('heading', { name: 'Welcome to Values System' }).waitFor();
      await page.waitForLoadState('networkidle');
    });
  } finally {
    await context.close();
  }
};

const sessionCookie = async (url: string, email: string) => {
  const response = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { origin: url, 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  const [pair = ''] = (response.headers.get('set-cookie') ?? '').split(';');
  const split = pair.indexOf('=');
  if (response.status !== 200 || split < 0) throw new Error(`login failed: ${response.status}`);
  return { name: pair.slice(0, split), value: pair.slice(split + 1), url };
};

/** How a page is loaded: a desktop on localhost, or a phone throttled as Lighthouse's mobile profile. */
interface Profile {
  readonly name: string;
  readonly viewport: { readonly width: number; readonly height: number };
  readonly throttled: boolean;
  readonly targetMs: number;
}

const PROFILES: readonly Profile[] = [
  { name: 'localhost', viewport: { width: 1280, height: 800 }, throttled: false, targetMs: TARGET_LCP_MS },
  {
    name: 'slow 4G, CPU x4',
    viewport: { width: 412, height: 823 },
    throttled: true,
    targetMs: TARGET_THROTTLED_LCP_MS,
  },
];

/** Lighthouse's "applied" mobile throttling (its constants.throttling.mobileSlow4G with DevTools throttling). */
const SLOW_4G = {
  offline: false,
  latency: 150 * 3.75,
  downloadThroughput: (1.6 * 1024 * 0.9 * 1024) / 8,
  uploadThroughput: (750 * 0.9 * 1024) / 8,
};
const CPU_SLOWDOWN = 4;

const largestContentfulPaint = async (browser: Browser, url: string, email: string, profile: Profile) => {
  const context = await browser.newContext({ viewport: profile.viewport });
  await context.addCookies([await sessionCookie(url, email)]);
  await context.addInitScript(() => {
    const entries: { startTime: number; element: string }[] = [];
    Object.assign(window, { __lcp: entries });
    // When the app's own home is there (the server's first screen, if any, gone): Next answers.
    new MutationObserver((_, observer) => {
      if (
        document.querySelector('#root .vs-participant-home') &&
        !document.getElementById('vs-first-screen')
      ) {
        Object.assign(window, { __appHome: performance.now() });
        observer.disconnect();
      }
    }).observe(document, { childList: true, subtree: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { element?: Element | null })[]) {
        entries.push({ startTime: entry.startTime, element: entry.element?.tagName.toLowerCase() ?? '?' });
      }
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
  const page = await context.newPage();
  try {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
    if (profile.throttled) {
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    }
    await page.goto(`${url}/`);
    await page.getByRole('heading', { name: 'Welcome to Values System' }).waitFor({ timeout: 120_000 });
    await page.getByRole('button', { name: 'Next' }).waitFor({ timeout: 120_000 });
    await page.waitForFunction(() => '__appHome' in window, undefined, { timeout: 120_000 });
    // Settled: no later paint can be larger (a throttled page never goes network-idle: the
    // session check and the language's catalogue keep it busy).
    await page.waitForTimeout(profile.throttled ? 5000 : 1000);
    const entries = await page.evaluate(
      () => (window as unknown as { __lcp: { startTime: number; element: string }[] }).__lcp,
    );
    const last = entries.at(-1);
    if (!last) throw new Error('Chromium reported no largest-contentful-paint entry');
    const appHome = await page.evaluate(() => (window as unknown as { __appHome: number }).__appHome);
    return { ...last, appHome };
  } finally {
    await context.close();
  }
};

const product = await startProduct();
let browser: Browser | undefined;
try {
  browser = await launchChromium();
  const email = await registerParticipant(product.url, product.adminEmail, product.adminPassword);
  const { scripts, runtime } = await firstLoad(browser, product.url, email);
  const lcps = new Map<Profile, { startTime: number; element: string; appHome: number }[]>();
  for (const profile of PROFILES) {
    const runs = [];
    for (let run = 0; run < LCP_RUNS; run += 1)
      runs.push(await largestContentfulPaint(browser, product.url, email, profile));
    lcps.set(profile, runs);
  }

  const total = scripts.reduce((sum, s) => sum + s.sent, 0);
  const raw = scripts.reduce((sum, s) => sum + s.raw, 0);
  const runtimeBytes = runtime.reduce((sum, s) => sum + s.sent, 0);
  const share = runtimeBytes / total;

  console.log('Participant first load up to participant home (cold cache, localhost, Chromium headless)');
  for (const s of [...scripts].sort((a, b) => b.sent - a.sent)) {
    const mark = runtime.includes(s) ? ' [federation runtime]' : '';
    console.log(
      `  ${kb(s.sent).padStart(9)} ${s.encoding.padEnd(8)} (${kb(s.raw)} raw) ${new URL(s.url).pathname}${mark}`,
    );
  }
  console.log(
    `  first-load JavaScript   : ${kb(total)} gz in ${scripts.length} files (${kb(raw)} raw); target <= ${TARGET_KB} KB gz: ${verdict(total <= TARGET_KB * 1000)}`,
  );
  console.log(
    `  Module Federation runtime: ${kb(runtimeBytes)} gz = ${(share * 100).toFixed(1)} % of it (upper bound); target <= ${TARGET_RUNTIME_SHARE * 100} %: ${verdict(share <= TARGET_RUNTIME_SHARE)}`,
  );
  for (const [profile, runs] of lcps) {
    const median = medianOf(runs.map((l) => l.startTime));
    console.log(
      `  LCP of participant home, ${profile.name}: ${median.toFixed(0)} ms median of ${runs.length} cold loads (${runs.map((l) => `${l.startTime.toFixed(0)} ms <${l.element}>`).join(', ')}); target < ${profile.targetMs / 1000} s: ${verdict(median < profile.targetMs)}`,
    );
    console.log(
      `    the app's own home (Next answers), ${profile.name}: ${medianOf(runs.map((l) => l.appHome)).toFixed(0)} ms median (${runs.map((l) => l.appHome.toFixed(0)).join(', ')} ms)`,
    );
  }
} finally {
  await browser?.close();
  await product.stop();
}
