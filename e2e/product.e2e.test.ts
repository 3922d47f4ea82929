import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from './axe.ts';
import { apiAs, browserTestsRun, launchChromium, type Product, startProduct } from './product.ts';

let product: Product;
let browser: Browser;
let admin: Awaited<ReturnType<typeof apiAs>>;
let people = 0;

/** A participant registered by the super-admin through the API; with setupLink, login asks for a new password. */
const registerParticipant = async (setupLink = false) => {
  people += 1;
  const email = `participant${people}@example.test`;
  const password = 'Initial1x';
  const reply = await admin.request('POST', '/api/auth/register', {
    accessLevel: 0,
    forename: 'Pat',
    surname: `Number${people}`,
    email,
    password,
    setupLink,
  });
  expect(reply.status).toBe(201);
  return { email, password };
};

const newPage = async (): Promise<Page> => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  return context.newPage();
};

/** Presses Tab until `label`'s control (or the named button/link) has focus. */
const tabTo = async (page: Page, name: string) => {
  for (let presses = 0; presses < 25; presses += 1) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      if (!el) return '';
      const input = el as HTMLInputElement;
      return input.labels?.[0]?.textContent ?? el.textContent ?? '';
    });
    if (focused.trim() === name) return;
  }
  throw new Error(`Tab never reached "${name}"`);
};

const logInWithForm = async (page: Page, email: string, password: string) => {
  await page.goto(`${product.url}/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
};

/** A first login shows the introduction over home (spec 2.1); closing it by keyboard reveals home. */
const closeIntroduction = async (page: Page) => {
  await page.getByRole('dialog', { name: 'Introducing Values System' }).waitFor();
  await tabTo(page, 'Get started');
  await page.keyboard.press('Enter');
  await page.getByRole('dialog').waitFor({ state: 'detached' });
};

describe.runIf(browserTestsRun)('the product in Chromium', () => {
  beforeAll(async () => {
    // The embedded database, as `npm start` runs it.
    product = await startProduct({}, { embedded: true });
    browser = await launchChromium();
    admin = await apiAs(product.url, product.adminEmail, product.adminPassword);
  });

  afterAll(async () => {
    await browser?.close();
    await product?.stop();
  });

  it('shows the bootstrap super-admin the super-admin console after login', async () => {
    const page = await newPage();
    await logInWithForm(page, product.adminEmail, product.adminPassword);
    await expect.poll(() => page.url()).toBe(`${product.url}/`);
    await page.locator('h1', { hasText: 'Super-Admin Console' }).waitFor();
    expect(await page.locator('[role="tab"]').allTextContents()).toEqual([
      'Active Events',
      'Participants',
      'Guides',
      'Super-Admins',
      'Expired Events',
      'Team Output',
      'Organisations',
      'Audit Log',
      'Account',
    ]);
    expect(await page.title()).toBe('Values System');
  });

  it('lets a participant log in and reach the participant home by keyboard only', async () => {
    const { email, password } = await registerParticipant();
    const page = await newPage();
    await page.goto(`${product.url}/`);
    await expect.poll(() => page.url()).toBe(`${product.url}/login`);
    await tabTo(page, 'Email');
    await page.keyboard.type(email);
    await tabTo(page, 'Password');
    await page.keyboard.type(password);
    await tabTo(page, 'Login');
    await page.keyboard.press('Enter');
    await closeIntroduction(page);
    await page.getByRole('heading', { name: 'Welcome to Values System' }).waitFor();
    await tabTo(page, 'Next');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.url()).toBe(`${product.url}/prework`);
  });

  it("sends a user with a logon link to set a password, then home; the used link says 'Invalid Link'", async () => {
    const { email, password } = await registerParticipant(true);
    const page = await newPage();
    await logInWithForm(page, email, password);
    await page.getByText('Please update your password').waitFor();
    const linkUrl = page.url();
    expect(linkUrl).toMatch(/\/reset_password\/[^/]+$/);
    await page.getByLabel('Password', { exact: true }).fill('Newpass1x');
    await page.getByLabel('Confirm Password').fill('Newpass1x');
    await page.getByRole('button', { name: 'Set Password' }).click();
    await closeIntroduction(page);
    await page.getByRole('heading', { name: 'Welcome to Values System' }).waitFor();
    expect(page.url()).toBe(`${product.url}/`);

    const again = await newPage();
    await again.goto(linkUrl);
    await again.getByText('Invalid Link').waitFor();
    expect(await again.getByRole('button', { name: 'Set Password' }).count()).toBe(0);
  });

  it('logs out within the check interval a session deleted on the server', async () => {
    const { email, password } = await registerParticipant();
    const page = await newPage();
    await logInWithForm(page, email, password);
    await closeIntroduction(page);
    await page.getByRole('heading', { name: 'Welcome to Values System' }).waitFor();
    const session = (await page.context().cookies()).find((c) => c.name === 'vs_session');
    expect(session).toBeDefined();
    // The server forgets the session; the browser still holds its cookie.
    const logout = await fetch(`${product.url}/api/auth/logout`, {
      method: 'POST',
      headers: { origin: product.url, cookie: `vs_session=${session?.value}` },
    });
    expect(logout.status).toBe(200);
    await expect.poll(() => page.url(), { timeout: 5_000 }).toBe(`${product.url}/login`);
  });

  it('finds no WCAG 2.2 AA violation on login, forgot password, create password, register and participant home', async () => {
    const page = await newPage();
    await page.goto(`${product.url}/login`);
    await page.getByRole('button', { name: 'Login' }).waitFor();
    await expectNoAxeViolations(page);

    await page.goto(`${product.url}/forgot_password`);
    await page.getByLabel('Email').fill(product.adminEmail);
    await page.getByRole('button', { name: 'Send Email' }).click();
    await page.getByText('An email was sent with a link to reset your password.').waitFor();
    await expectNoAxeViolations(page);

    const linked = await registerParticipant(true);
    await logInWithForm(page, linked.email, linked.password);
    await page.getByRole('button', { name: 'Set Password' }).waitFor();
    await page.getByRole('button', { name: 'Set Password' }).click();
    await page.getByText('Passwords do not match').or(page.getByRole('alert')).first().waitFor();
    await expectNoAxeViolations(page);

    await logInWithForm(page, product.adminEmail, product.adminPassword);
    await expect.poll(() => page.url()).toBe(`${product.url}/`);
    await page.goto(`${product.url}/register`);
    await page.getByRole('button', { name: 'Register' }).waitFor();
    await expectNoAxeViolations(page);

    const participant = await registerParticipant();
    const home = await newPage();
    await logInWithForm(home, participant.email, participant.password);
    await home.getByRole('dialog', { name: 'Introducing Values System' }).waitFor();
    await expectNoAxeViolations(home);
    await closeIntroduction(home);
    await home.getByRole('heading', { name: 'Welcome to Values System' }).waitFor();
    await expectNoAxeViolations(home);
  });
});
