import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from './axe.ts';
import { consolePage, registerUser, signedInConsole, TEST_PASSWORD } from './console-session.ts';
import { apiAs, browserTestsRun, launchChromium, type Product, startProduct } from './product.ts';

/** The participant remote points at a manifest that does not exist: it can never load. */
const MISSING_MANIFEST = '/remotes/participant/missing-mf-manifest.json';

let product: Product;
let browser: Browser;
let admin: Awaited<ReturnType<typeof apiAs>>;

const footerAccount = (page: Page) => page.getByRole('contentinfo').getByRole('button', { name: 'Account' });

describe.runIf(browserTestsRun)('the shell: unknown pages, failing remotes, the footer Account', () => {
  beforeAll(async () => {
    product = await startProduct({ PARTICIPANT_REMOTE_URL: MISSING_MANIFEST });
    browser = await launchChromium();
    admin = await apiAs(product.url, product.adminEmail, product.adminPassword);
  });

  afterAll(async () => {
    await browser?.close();
    await product?.stop();
  });

  it('answers an unknown page with the shell\'s "Page not found" (404), and /api with JSON', async () => {
    const page = await consolePage(browser);
    for (const path of ['/events', '/foo']) {
      const response = await page.goto(`${product.url}${path}`);
      expect(response?.status()).toBe(404);
      await page.getByRole('heading', { name: 'Page not found' }).waitFor();
      expect(await page.title()).toContain('Page not found');
      await expect.poll(() => page.getByRole('link', { name: 'Go to the home page' }).count()).toBe(1);
    }
    await expectNoAxeViolations(page);

    const api = await fetch(`${product.url}/api/nothing`, { headers: { accept: 'text/html' } });
    expect(api.status).toBe(404);
    expect(api.headers.get('content-type')).toContain('application/json');

    const icon = await page.locator('link[rel="icon"]').getAttribute('href');
    expect(icon).toBe('/favicon.svg');
    const favicon = await fetch(`${product.url}/favicon.svg`);
    expect(favicon.status).toBe(200);
    expect(favicon.headers.get('content-type')).toBe('image/svg+xml');
  });

  it('shows a message with Retry, not a blank page, when a remote cannot load; Retry loads it again', async () => {
    await registerUser(admin, 0, 'Remy', 'Remote');
    const page = await consolePage(browser);
    const manifestRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith(MISSING_MANIFEST)) manifestRequests.push(request.url());
    });
    await page.goto(`${product.url}/login`);
    await page.getByLabel('Email').fill('remy.remote@example.test');
    await page.getByLabel('Password').fill(TEST_PASSWORD);
    await page.getByRole('button', { name: 'Login' }).click();
    const intro = page.getByRole('dialog', { name: /^Introducing/ });
    await intro.waitFor();
    await intro.getByRole('button', { name: 'Get started' }).click();
    const failure = page.getByRole('alert').filter({ hasText: 'This page could not be loaded' });
    await failure.waitFor();
    // The shell around it stays usable.
    expect(await page.getByRole('button', { name: 'Logout' }).isVisible()).toBe(true);
    await expectNoAxeViolations(page);
    const before = manifestRequests.length;
    expect(before).toBeGreaterThan(0);
    await failure.getByRole('button', { name: 'Retry' }).click();
    await expect.poll(() => manifestRequests.length).toBeGreaterThan(before);
    await failure.waitFor();
  });

  it("takes a Guide from the footer's Account to their own Account tab, with the template and Your Portal", async () => {
    await registerUser(admin, 1, 'Gale', 'Guide');
    const page = await signedInConsole(browser, product.url, 'gale.guide@example.test', TEST_PASSWORD);
    await footerAccount(page).click();
    await expect.poll(() => new URL(page.url()).search).toBe('?tab=account');
    await page.getByRole('region', { name: 'Login Email Template' }).waitFor();
    await page.getByRole('button', { name: 'Your Portal' }).waitFor();
    expect(await page.getByRole('dialog', { name: 'Account' }).count()).toBe(0);
    await expectNoAxeViolations(page);
  });

  it("takes a super-admin from the footer's Account to their Account tab, without Your Portal", async () => {
    const page = await signedInConsole(browser, product.url, product.adminEmail, product.adminPassword);
    await footerAccount(page).click();
    await expect.poll(() => new URL(page.url()).search).toBe('?tab=account');
    await page.getByRole('region', { name: 'Login Email Template' }).waitFor();
    await page.getByRole('region', { name: 'Your Details' }).waitFor();
    expect(await page.getByRole('button', { name: 'Your Portal' }).count()).toBe(0);
    expect(await page.getByRole('dialog', { name: 'Account' }).count()).toBe(0);
  });
});
