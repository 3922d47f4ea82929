import { pdfPageTexts } from '@vs/pdf/testing';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from './axe.ts';
import { consolePage, screenshot, TEN_VALUES, TEST_PASSWORD } from './console-session.ts';
import { ok } from './invitation.ts';
import { PHONE_HEIGHT, phoneContext } from './phone.ts';
import { apiAs, browserTestsRun, launchChromium, type Product, startProduct } from './product.ts';

/**
 * An organisation's brand where its participants look (issue 33): its login page `/o/<slug>`, a
 * participant's screen with its logo and accent, and its participant's PDF, all without the
 * product's name (it hides it). axe checks each screen; screenshots at 1280 and 360 px go to
 * SCREENSHOT_DIR when set.
 */

const ACCENT = '#6d28d9';
const LOGO = new TextEncoder().encode(
  '<svg xmlns="http://www.w3.org/2000/svg" width="180" height="48" viewBox="0 0 180 48">' +
    `<rect width="48" height="48" rx="12" fill="${ACCENT}"/><circle cx="24" cy="24" r="10" fill="#fff"/>` +
    '<text x="60" y="33" font-family="sans-serif" font-size="26" font-weight="700" fill="#1e2430">ACME</text></svg>',
);
const PARTICIPANT = { forename: 'Bria', surname: 'Branded', email: 'bria.branded@example.test' };

let product: Product;
let browser: Browser;
let participantUid = '';

/** A session cookie of `email`, for the calls apiAs cannot make (a raw upload, a PDF download). */
const cookieOf = async (email: string, password: string): Promise<string> => {
  const login = await fetch(`${product.url}/api/auth/login`, {
    method: 'POST',
    headers: { origin: product.url, 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  expect(login.status).toBe(200);
  return (login.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
};

/** The text pdf.js reads from a PDF, pages joined. */
const pdfText = async (pdf: Uint8Array): Promise<string> => (await pdfPageTexts(pdf)).join('\n');

/** The computed background colour of the page's first primary button, as `rgb(r, g, b)`. */
const primaryBackground = (page: Page) =>
  page
    .locator('.vs-button-primary')
    .first()
    .evaluate((button) => getComputedStyle(button).backgroundColor);

const signInAsParticipant = async (page: Page) => {
  await page.goto(`${product.url}/o/acme`);
  await page.getByLabel('Email').fill(PARTICIPANT.email);
  await page.getByLabel('Password').fill(TEST_PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await answerFirstVisit(page);
};

/** Waits for the participant's home and answers the first login's introduction and the cookie notice. */
const answerFirstVisit = async (page: Page) => {
  // The introduction (first login only) names the organisation, not the product.
  const intro = page.getByRole('dialog', { name: 'Introducing Acme' });
  await page.getByRole('heading', { name: 'Welcome to Acme' }).or(intro).waitFor();
  if (await intro.isVisible().catch(() => false)) {
    await intro.getByRole('button', { name: 'Get started' }).click();
    await intro.waitFor({ state: 'detached' });
  }
  const cookies = page.getByRole('button', { name: 'Confirm' });
  if (await cookies.isVisible().catch(() => false)) await cookies.click();
};

/**
 * Waits until the logo image has loaded (has a width). Its page may be a lazily loaded chunk (the
 * print page, the participant's pages), which on a busy machine takes a few seconds.
 */
const expectLoaded = (logo: Locator) =>
  expect
    .poll(() => logo.evaluate((img: HTMLImageElement) => img.naturalWidth), { timeout: 20_000 })
    .toBeGreaterThan(0);

describe.runIf(browserTestsRun)("an organisation's brand where its participants look", () => {
  beforeAll(async () => {
    product = await startProduct();
    browser = await launchChromium();
    const admin = await apiAs(product.url, product.adminEmail, product.adminPassword);
    const created = await ok(admin.request('POST', '/api/org/create', { name: 'Acme', slug: 'acme' }));
    const orgId = created.orgId as string;
    await ok(
      admin.request('PUT', '/api/org/update', {
        orgId,
        branding: { accentColour: ACCENT, senderName: 'Acme People', hideProductName: true },
      }),
    );
    const logo = await fetch(`${product.url}/api/org/logo?orgId=${orgId}`, {
      method: 'PUT',
      headers: {
        origin: product.url,
        'content-type': 'image/svg+xml',
        cookie: await cookieOf(product.adminEmail, product.adminPassword),
      },
      body: LOGO,
    });
    expect(logo.status).toBe(200);
    const reply = await admin.request('POST', '/api/auth/register', {
      accessLevel: 0,
      ...PARTICIPANT,
      password: TEST_PASSWORD,
      orgId,
    });
    expect(reply.status, JSON.stringify(reply.body)).toBe(201);
    participantUid = (reply.body.user as { uid: string }).uid;
  });

  afterAll(async () => {
    await browser?.close();
    await product?.stop();
  });

  it('shows its login page under its logo, name and accent, without the product name', async () => {
    for (const width of [1280, 360]) {
      const context = width === 1280 ? null : await phoneContext(browser, width);
      const page = context ? await context.newPage() : await consolePage(browser);
      const response = await page.goto(`${product.url}/o/acme`);
      expect(response?.status()).toBe(200);
      await page.getByRole('heading', { name: 'Login' }).waitFor();
      await expect.poll(() => page.title()).toBe('Login | Acme');
      const logo = page.locator('.vs-org-logo');
      await expectLoaded(logo);
      expect(await page.locator('.vs-org-name').textContent()).toBe('Acme');
      expect(await primaryBackground(page)).toBe('rgb(109, 40, 217)');
      expect(await page.locator('body').textContent()).not.toContain('Values System');
      await expectNoAxeViolations(page);
      await screenshot(page, `brand-login-${width}`);
      await page.context().close();
    }
  });

  it('serves its login page titled with its name before any script runs', async () => {
    const reply = await fetch(`${product.url}/o/acme`, { headers: { accept: 'text/html' } });
    expect(reply.status).toBe(200);
    const html = await reply.text();
    expect(html).toContain('<title>Acme</title>');
    expect(html).not.toContain('Values System');
  });

  it('says an unknown organisation does not exist, with a way to the usual login', async () => {
    const page = await consolePage(browser);
    await page.goto(`${product.url}/o/nobody-here`);
    await page.getByRole('heading', { name: 'This organisation does not exist' }).waitFor();
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'Go to the login page' }).click();
    await page.getByRole('heading', { name: 'Login' }).waitFor();
    await page.context().close();
  });

  it("gives its participant their organisation's logo, accent and name on their screens", async () => {
    for (const width of [1280, 360]) {
      const context = width === 1280 ? null : await phoneContext(browser, width);
      const page = context ? await context.newPage() : await consolePage(browser);
      await signInAsParticipant(page);
      await page.getByRole('heading', { name: 'Welcome to Acme' }).waitFor();
      const logo = page.getByRole('banner').locator('img');
      await expectLoaded(logo);
      expect(await page.title()).toBe('Acme');
      expect(await primaryBackground(page)).toBe('rgb(109, 40, 217)');
      expect(await page.locator('body').textContent()).not.toContain('Values System');
      await expectNoAxeViolations(page);
      await screenshot(page, `brand-participant-${width}`);
      await page.context().close();
    }
  });

  it("draws its participant's home first in its logo, name and accent, which the app's home keeps", async () => {
    const [name = '', value = ''] = (await cookieOf(PARTICIPANT.email, TEST_PASSWORD)).split('=');
    /** The header's brand and the primary button, as a page of `javaScriptEnabled` shows them. */
    const look = async (javaScriptEnabled: boolean) => {
      const phone = await browser.newContext({
        viewport: { width: 360, height: PHONE_HEIGHT },
        javaScriptEnabled,
      });
      await phone.addCookies([{ name, value, url: product.url }]);
      const page = await phone.newPage();
      await page.goto(`${product.url}/`);
      const home = javaScriptEnabled ? page.locator('#root') : page.locator('#vs-first-screen');
      if (javaScriptEnabled) {
        await page.locator('#vs-first-screen').waitFor({ state: 'detached' });
        await answerFirstVisit(page);
      } else await home.getByRole('heading', { name: 'Welcome to Acme' }).waitFor();
      const logo = home.getByRole('banner').locator('img');
      await expectLoaded(logo);
      const seen = {
        logo: await logo.getAttribute('src'),
        brand: await home.locator('.vs-brand').boundingBox(),
        brandText: await home.locator('.vs-brand').textContent(),
        primary: await primaryBackground(page),
        logout: await home
          .getByRole('banner')
          .getByRole('button', { name: 'Logout' })
          .evaluate((button) => `${getComputedStyle(button).color} ${getComputedStyle(button).borderColor}`),
      };
      await screenshot(page, `brand-first-screen-${javaScriptEnabled ? 'app' : 'server'}-360`);
      await phone.close();
      return seen;
    };
    const server = await look(false);
    expect(server.logo).toMatch(/^\/api\/org\/logo\?slug=acme&v=/);
    expect(server.brandText).toBe('Acme');
    expect(server.primary).toBe('rgb(109, 40, 217)');
    expect(await look(true)).toEqual(server);
  });

  it("prints its participant's PDF with its logo and without the product name, in name or text", async () => {
    const participant = await apiAs(product.url, PARTICIPANT.email, TEST_PASSWORD);
    await ok(
      participant.request('PUT', '/api/response/participant?prework=true', {
        values: TEN_VALUES.map((value, originalIndex) => ({ value, originalIndex })),
        completedMark: 0,
      }),
    );
    const response = await fetch(`${product.url}/api/event/event_output?uid=${participantUid}&page=prework`, {
      headers: { origin: product.url, cookie: await cookieOf(PARTICIPANT.email, TEST_PASSWORD) },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toContain('Bria_Branded-Acme.pdf');
    const pdf = new Uint8Array(await response.arrayBuffer());
    // Letter-spaced capitals read back spaced out: compare without white space.
    const text = (await pdfText(pdf)).replace(/\s+/g, '');
    expect(text).toContain('Honesty');
    expect(text).not.toMatch(/ValuesSystem/i);
    // 'ACME' twice: the logo's own lettering (the SVG drew into the PDF) and the organisation's
    // name where the product's would stand.
    expect(text.match(/acme/gi)).toHaveLength(2);
  });

  it("shows its participant's print page under its logo, without the product name", async () => {
    for (const width of [1280, 360]) {
      const context = width === 1280 ? null : await phoneContext(browser, width);
      const page = context ? await context.newPage() : await consolePage(browser);
      await signInAsParticipant(page);
      await page.goto(`${product.url}/print/${participantUid}/prework`);
      // The print views are in a shadow root; Playwright's locators reach into it.
      const logo = page.locator('.vs-print-surface img.vs-logo');
      await expectLoaded(logo);
      expect(await logo.getAttribute('src')).toMatch(/^\/api\/org\/logo\?slug=acme&v=/);
      await page.locator('.vs-print-surface').getByText('Honesty').first().waitFor();
      const text = await page
        .locator('.vs-print-surface')
        .evaluate((host) => host.shadowRoot?.textContent ?? '');
      expect(text).toContain('Acme');
      expect(text).not.toContain('Values System');
      await expectNoAxeViolations(page);
      await screenshot(page, `brand-print-${width}`);
      await page.context().close();
    }
  });
});
