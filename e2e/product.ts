import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { dropSchema, uniqueName } from '@vs/composition/testing';
import { testBrowser } from '@vs/pdf/testing';
import { type Browser, chromium, type Locator, type Page } from 'playwright-core';

const ROOT = fileURLToPath(new URL('../', import.meta.url));
/** The browser the product itself would render PDFs with (test-browser.ts): on Linux x64 always one. */
const browser = await testBrowser();

/**
 * A platform with no browser at all skips the browser tests, and the run ends saying so
 * (skipped-tests-reporter.ts); under CI=true they run and fail instead.
 */
export const browserTestsRun = browser !== null || process.env.CI === 'true';

const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

export interface Product {
  readonly url: string;
  readonly adminEmail: string;
  readonly adminPassword: string;
  /** What the product's process has written to stdout and stderr so far (LOG_LEVEL: warn unless `env` says). */
  output(): string;
  /** Its own schema of TEST_DATABASE_URL, or null on the embedded database. */
  readonly schema: string | null;
  stop(): Promise<void>;
}

const waitUntilReady = async (url: string, child: ChildProcess, log: () => string): Promise<void> => {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The product exited during start:\n${log()}`);
    const ready = await fetch(`${url}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`The product did not become ready:\n${log()}`);
};

/**
 * Where a product started for a test keeps its data: its own schema of the real PostgreSQL when
 * TEST_DATABASE_URL is set (CI): it starts in about a second and answers faster than the embedded
 * database, which would migrate at every start; else the embedded database, as `npm start`. A
 * caller that names its DATA_DIR (to restart on the same data) or a DATABASE_URL, or asks for the
 * embedded database, keeps that.
 */
const ownSchema = (env: Readonly<Record<string, string>>, embedded: boolean): string | null =>
  process.env.TEST_DATABASE_URL && !embedded && !env.DATA_DIR && !env.DATABASE_URL ? uniqueName('e2e') : null;

/**
 * The product as `npm start` runs it (built frontends, mail captured), in its own process on a free
 * port with its own data directory. The session check runs every second. `env` adds or overrides
 * settings (a benchmark points DATABASE_URL at a seeded database); `embedded` keeps the embedded
 * database even where a real PostgreSQL is configured (ownSchema).
 */
export const startProduct = async (
  env: Readonly<Record<string, string>> = {},
  { embedded = false }: { readonly embedded?: boolean } = {},
): Promise<Product> => {
  if (!existsSync(join(ROOT, 'frontends/shell/dist/index.html'))) {
    throw new Error('The frontends are not built: run `npm run build` first.');
  }
  const dataDir = await mkdtemp(join(tmpdir(), 'vs-e2e-'));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const adminEmail = 'admin@example.test';
  const adminPassword = 'Admin1234x';
  const { DATABASE_URL: _db, REDIS_URL: _redis, SMTP_URL: _smtp, ...inherited } = process.env;
  const schema = ownSchema(env, embedded);
  const database =
    schema && process.env.TEST_DATABASE_URL
      ? { DATABASE_URL: process.env.TEST_DATABASE_URL, DATABASE_SCHEMA: schema, DATABASE_POOL_SIZE: '4' }
      : {};
  const child = spawn(process.execPath, ['services/api/src/main.ts'], {
    cwd: ROOT,
    env: {
      ...inherited,
      PORT: String(port),
      METRICS_PORT: '0',
      PUBLIC_URL: url,
      DATA_DIR: dataDir,
      ADMIN_EMAIL: adminEmail,
      ADMIN_PASSWORD: adminPassword,
      LOG_LEVEL: 'warn',
      SESSION_CHECK_MS: '1000',
      CONTACT_EMAIL: 'support@example.test',
      ...database,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    await rm(dataDir, { recursive: true, force: true });
    if (schema && process.env.TEST_DATABASE_URL) await dropSchema(process.env.TEST_DATABASE_URL, schema);
  };
  try {
    await waitUntilReady(url, child, () => output);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, adminEmail, adminPassword, output: () => output, schema, stop };
};

export const launchChromium = (): Promise<Browser> => {
  if (!browser) throw new Error('No Chrome or Chromium found for the browser tests: set CHROMIUM_PATH.');
  return chromium.launch({
    executablePath: browser.executablePath,
    env: { ...process.env, ...browser.env },
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
};

/** The server's API as a signed-in user would call it (cookie and same-origin Origin header). */
export const apiAs = async (url: string, email: string, password: string) => {
  let cookie = '';
  const request = async (method: string, path: string, body?: unknown) => {
    const response = await fetch(`${url}${path}`, {
      method,
      headers: { origin: url, 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const setCookie = response.headers.get('set-cookie');
    if (setCookie) cookie = setCookie.split(';')[0] ?? '';
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };
  const login = await request('POST', '/api/auth/login', { email, password });
  // A reply with a logon link id instead of an access level means "set your password first": no session.
  if (login.status !== 200 || 'lid' in login.body)
    throw new Error(`login failed: ${JSON.stringify(login.body)}`);
  return { request };
};

/**
 * Drags with the mouse in small steps, as a person would, then lets the page settle: after a drop
 * dnd-kit swallows clicks for 50 ms (so the drop is not also a click), and on a loaded machine
 * that timer may run late. Waiting on a longer timer inside the page guarantees it has run before
 * the test's next click.
 */
export const dragWithMouse = async (page: Page, from: Locator, to: Locator): Promise<void> => {
  // The source at the top of the screen, so a target further down is on it too: a pointer past
  // the screen's edge would make dnd-kit scroll the page under the drag.
  await from.evaluate((element) => element.scrollIntoView({ block: 'start' }));
  const source = await from.boundingBox();
  const target = await to.boundingBox();
  if (!source || !target) throw new Error('nothing to drag');
  await page.mouse.move(source.x + source.width / 2, source.y + source.height / 2);
  await page.mouse.down();
  await page.mouse.move(source.x + source.width / 2 + 10, source.y + source.height / 2 + 10, { steps: 4 });
  await page.mouse.move(target.x + target.width / 2, target.y + target.height / 2, { steps: 12 });
  await page.mouse.up();
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 150)));
};

/**
 * After a keyboard lift (Space on a draggable), dnd-kit attaches its arrow-key listener in a timer,
 * after the lifted state may already show; on a loaded machine the test's next arrow key could
 * arrive first and be lost. Waiting on a longer timer inside the page guarantees it is attached.
 */
export const keyboardDragReady = async (page: Page): Promise<void> => {
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 100)));
};
