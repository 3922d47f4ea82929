import { ORIGINAL_VALUES } from '@vs/domain';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from './axe.ts';
import {
  apiAs,
  browserTestsRun,
  dragWithMouse,
  keyboardDragReady,
  launchChromium,
  type Product,
  startProduct,
} from './product.ts';
import { screenshot, takingScreenshots } from './screenshots.ts';

/** The spec list's first ten values. */
const TEN = ORIGINAL_VALUES.slice(0, 10);

let product: Product;
let browser: Browser;
let admin: Awaited<ReturnType<typeof apiAs>>;
let people = 0;

const registerParticipant = async () => {
  people += 1;
  const email = `prework${people}@example.test`;
  const password = 'Initial1x';
  const reply = await admin.request('POST', '/api/auth/register', {
    accessLevel: 0,
    forename: 'Robin',
    surname: `Prework${people}`,
    email,
    password,
  });
  expect(reply.status).toBe(201);
  return { email, password };
};

const newPage = async (): Promise<Page> => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, acceptDownloads: true });
  return context.newPage();
};

/** Axe at desktop width; with SCREENSHOT_DIR, screenshots at 1280 and 360 px, back at desktop width. */
const checkScreen = async (page: Page, name: string) => {
  await page.waitForTimeout(200); // let the step's entrance settle before measuring
  await expectNoAxeViolations(page);
  if (!takingScreenshots) return;
  await screenshot(page, `prework-${name}-1280`);
  await page.setViewportSize({ width: 360, height: 740 });
  await screenshot(page, `prework-${name}-360`);
  await page.setViewportSize({ width: 1280, height: 800 });
};

const heading = (page: Page, name: string) =>
  page.getByRole('heading', { level: 1, name, exact: true }).waitFor();

/** The accessible name of the focused element, near enough for the controls of these pages. */
const focusedName = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLInputElement | null;
    if (!el) return '';
    return (el.getAttribute('aria-label') ?? el.labels?.[0]?.textContent ?? el.textContent ?? '').trim();
  });

/** Presses Tab until the control named `name` has focus. */
const tabTo = async (page: Page, name: string | RegExp, limit = 60) => {
  for (let presses = 0; presses < limit; presses += 1) {
    await page.keyboard.press('Tab');
    const focused = await focusedName(page);
    if (typeof name === 'string' ? focused === name : name.test(focused)) return;
  }
  throw new Error(`Tab never reached "${name}"`);
};

/** The values in rank order, as the rank handles show them. */
const rankOrder = (page: Page): Promise<string[]> => page.locator('.vs-prework-rank-value').allTextContents();

/** A rank handle is named by what it shows: 'Rank 3 Courage …' (WCAG 2.5.3). */
const rankHandle = (rank: number, value: string) => new RegExp(`^Rank ${rank} ${value}\\b`);

describe.runIf(browserTestsRun)('the pre-work wizard in Chromium', () => {
  beforeAll(async () => {
    product = await startProduct();
    browser = await launchChromium();
    admin = await apiAs(product.url, product.adminEmail, product.adminPassword);
  });

  afterAll(async () => {
    await browser?.close();
    await product?.stop();
  });

  it('takes a participant through the whole pre-work by mouse, every screen free of WCAG 2.2 AA violations', async () => {
    const { email, password } = await registerParticipant();
    const page = await newPage();
    await page.goto(`${product.url}/login`);
    await page.getByRole('button', { name: 'Confirm' }).click();
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Login' }).click();
    // The shell greets a first login with its introduction overlay.
    await page.getByRole('button', { name: 'Get started' }).click();
    await page.getByRole('button', { name: 'Next' }).click();

    await heading(page, 'Values System');
    expect(await page.title()).toBe('Values System');
    await checkScreen(page, '0-agreement');
    await page.getByRole('button', { name: 'I Agree' }).click();

    await heading(page, 'Introduction');
    expect(await page.title()).toBe('Introduction | Values System');
    await checkScreen(page, '1-introduction');
    await page.getByRole('button', { name: 'Next' }).click();

    await heading(page, 'Identify Your Values');
    await checkScreen(page, '2-step1-intro');
    await page.getByRole('button', { name: 'Next' }).click();

    await heading(page, 'Identify');
    expect(await page.title()).toBe('Step 1 (of 4) | Values System');
    for (const value of TEN.slice(0, 9))
      await page.getByRole('checkbox', { name: `Choose ${value}`, exact: true }).click();
    await page.getByText('9 selected (1 remaining)').waitFor();
    await page.getByRole('button', { name: 'Save & Next' }).click();
    await page.getByRole('alert').filter({ hasText: 'Please choose exactly 10 values' }).waitFor();
    await page.getByRole('textbox', { name: 'Reword Belonging' }).fill('Gardening');
    await page.getByRole('checkbox', { name: 'Choose Gardening' }).click();
    await page.getByText('10 selected (0 remaining)').waitFor();
    await checkScreen(page, '3-identify');
    await page.getByRole('button', { name: 'Save & Next' }).click();

    await heading(page, 'Define');
    await page.getByText('Saved').first().waitFor();
    expect(await page.getByRole('textbox', { name: 'Value 10', exact: true }).inputValue()).toBe('Gardening');
    for (let i = 1; i <= 10; i += 1) {
      await page
        .getByRole('textbox', { name: `Definition of value ${i}`, exact: true })
        .fill(`What value ${i} means to me`);
    }
    await checkScreen(page, '4-define');
    await page.getByRole('button', { name: 'Save & Next' }).click();

    await heading(page, 'Rank');
    const handles = page.getByRole('button', { name: /^Rank \d+ / });
    await dragWithMouse(page, handles.nth(0), handles.nth(2));
    await expect
      .poll(() => rankOrder(page))
      .toEqual([TEN[1], TEN[2], TEN[0], ...TEN.slice(3, 9), 'Gardening']);
    await page.getByRole('button', { name: 'Move Gardening up' }).click();
    await expect.poll(async () => (await rankOrder(page))[8]).toBe('Gardening');
    await checkScreen(page, '5-rank');
    await page.getByRole('button', { name: 'Save & Next' }).click();

    await heading(page, '% Lived');
    const first = page.getByRole('textbox', { name: TEN[1] });
    await first.fill('');
    await first.pressSequentially('1005');
    expect(await first.inputValue()).toBe('100');
    await first.fill('');
    await first.pressSequentially('6a5');
    expect(await first.inputValue()).toBe('65');
    // Unrated until touched: the other nine are rated too before the step saves.
    for (const value of [TEN[0], ...TEN.slice(2, 8), 'Gardening', TEN[8]]) {
      await page.getByRole('textbox', { name: value, exact: true }).fill('100');
    }
    await checkScreen(page, '6-lived');
    await page.getByRole('button', { name: 'Save & Next' }).click();

    await heading(page, 'Thank You For Completing Your Pre-work');
    await checkScreen(page, '7-completion');
    const downloading = page.waitForEvent('download', { timeout: 30_000 });
    await page.getByRole('button', { name: 'Download' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^Robin_Prework\d+-ValuesSystem\.pdf$/);
    await expect
      .poll(() => page.getByRole('button', { name: 'Download' }).getAttribute('aria-busy'))
      .toBeNull();

    // The record holds the ranking with each definition and percent beside its value.
    const saved = await (await apiAs(product.url, email, password)).request(
      'GET',
      '/api/response/participant?prework=true',
    );
    expect(saved.body).toMatchObject({
      values: [TEN[1], TEN[2], TEN[0], ...TEN.slice(3, 8), 'Gardening', TEN[8]],
      descriptions: [2, 3, 1, 4, 5, 6, 7, 8, 10, 9].map((i) => `What value ${i} means to me`),
      percentLived: [65, 100, 100, 100, 100, 100, 100, 100, 100, 100],
    });

    // A returning participant lands on the completion page; Logout ends the session.
    await page.reload();
    await heading(page, 'Thank You For Completing Your Pre-work');
    await page.getByRole('main').getByRole('button', { name: 'Logout' }).click();
    await expect.poll(() => page.url()).toBe(`${product.url}/login`);
  });

  it('clears unsaved drafts when the session ends, so the next person on the laptop never sees them', async () => {
    const { email, password } = await registerParticipant();
    const page = await newPage();
    await page.goto(`${product.url}/login`);
    await page.getByRole('button', { name: 'Confirm' }).click();
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.getByRole('button', { name: 'Get started' }).click();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('button', { name: 'I Agree' }).click();
    await heading(page, 'Introduction');
    await page.getByRole('button', { name: 'Next' }).click();
    await heading(page, 'Identify Your Values');
    await page.getByRole('button', { name: 'Next' }).click();
    await heading(page, 'Identify');
    for (const value of TEN)
      await page.getByRole('checkbox', { name: `Choose ${value}`, exact: true }).click();
    await page.getByRole('button', { name: 'Save & Next' }).click();
    await heading(page, 'Define');
    await page
      .getByRole('textbox', { name: 'Definition of value 1', exact: true })
      .fill('A private thought, not saved yet');

    const drafts = () =>
      page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('vs-draft:')));
    await expect.poll(drafts).toEqual([expect.stringMatching(/^vs-draft:[0-9a-f-]{36}:prework:\d+$/)]);

    // The session ends elsewhere (another tab's Logout, an expiry): the shell's check notices.
    const ended = await page.request.post(`${product.url}/api/auth/logout`, {
      headers: { origin: product.url },
    });
    expect(ended.status()).toBe(200);
    await expect.poll(() => page.url(), { timeout: 10_000 }).toBe(`${product.url}/login`);
    expect(await drafts()).toEqual([]);
    expect(await page.getByText('A private thought, not saved yet').count()).toBe(0);
  });

  it('takes a participant through the whole pre-work by keyboard only, ranking by keyboard too', async () => {
    const { email, password } = await registerParticipant();
    const page = await newPage();
    await page.goto(`${product.url}/login`);
    await tabTo(page, 'Email');
    await page.keyboard.type(email);
    await tabTo(page, 'Password');
    await page.keyboard.type(password);
    await tabTo(page, 'Login');
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Get started' }).waitFor();
    await tabTo(page, 'Get started');
    await page.keyboard.press('Enter');
    await tabTo(page, 'Next');
    await page.keyboard.press('Enter');

    await heading(page, 'Values System');
    await tabTo(page, 'I Agree');
    await page.keyboard.press('Enter');
    await heading(page, 'Introduction');
    await tabTo(page, 'Next');
    await page.keyboard.press('Enter');
    await heading(page, 'Identify Your Values');
    await tabTo(page, 'Next');
    await page.keyboard.press('Enter');

    await heading(page, 'Identify');
    for (const value of TEN) {
      await tabTo(page, `Choose ${value}`, 5);
      await page.keyboard.press('Space');
    }
    await page.getByText('10 selected (0 remaining)').waitFor();
    await tabTo(page, 'Save & Next', 400);
    await page.keyboard.press('Enter');

    await heading(page, 'Define');
    await tabTo(page, 'Definition of value 1');
    await page.keyboard.type('Plenty to share');
    await tabTo(page, 'Save & Next');
    await page.keyboard.press('Enter');

    await heading(page, 'Rank');
    await tabTo(page, rankHandle(1, TEN[0] ?? ''));
    await page.keyboard.press('Space');
    await page.getByText(`Picked up ${TEN[0]} at rank 1 of 10.`).waitFor({ state: 'attached' });
    await keyboardDragReady(page);
    await page.keyboard.press('ArrowDown');
    await page.waitForTimeout(150);
    await page.keyboard.press('ArrowDown');
    await page.waitForTimeout(150);
    await page.keyboard.press('Space');
    await page.getByText(`${TEN[0]} dropped at rank 3.`).waitFor({ state: 'attached' });
    await expect.poll(() => rankOrder(page)).toEqual([TEN[1], TEN[2], TEN[0], ...TEN.slice(3)]);
    await tabTo(page, 'Save & Next');
    await page.keyboard.press('Enter');

    await heading(page, '% Lived');
    await tabTo(page, TEN[1] ?? '');
    await page.keyboard.press('Control+A');
    await page.keyboard.type('40');
    expect(await page.getByRole('textbox', { name: TEN[1] }).inputValue()).toBe('40');
    // Unrated until touched: the other nine by keyboard too.
    for (const value of [TEN[2], TEN[0], ...TEN.slice(3)]) {
      await tabTo(page, value ?? '');
      await page.keyboard.type('100');
    }
    await tabTo(page, 'Save & Next');
    await page.keyboard.press('Enter');

    await heading(page, 'Thank You For Completing Your Pre-work');
    const downloading = page.waitForEvent('download', { timeout: 30_000 });
    await tabTo(page, 'Download');
    await page.keyboard.press('Enter');
    expect((await downloading).suggestedFilename()).toMatch(/-ValuesSystem\.pdf$/);

    const saved = await (await apiAs(product.url, email, password)).request(
      'GET',
      '/api/response/participant?prework=true',
    );
    expect(saved.body).toMatchObject({
      values: [TEN[1], TEN[2], TEN[0], ...TEN.slice(3)],
      descriptions: ['', '', 'Plenty to share', ...Array(7).fill('')],
      percentLived: [40, ...Array(9).fill(100)],
    });
  });
});
