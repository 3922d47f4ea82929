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
import { screenshot } from './screenshots.ts';

const VALUES = [
  'Honesty',
  'Family',
  'Growth',
  'Health',
  'Humour',
  'Courage',
  'Learning',
  'Play',
  'Order',
  'Legacy',
];
const DESCRIPTIONS = VALUES.map((v) => `What ${v.toLowerCase()} means to me`);
const PERCENTS = [90, 80, 70, 60, 50, 40, 30, 20, 10, 5];

let product: Product;
let browser: Browser;
let admin: Awaited<ReturnType<typeof apiAs>>;
let people = 0;
let eventCount = 0;

const today = () => new Date().toISOString().slice(0, 10);

/** A participant in a Live event; with `prework` their four pre-work steps are saved through the API. */
const participantInLiveEvent = async ({ prework, mw }: { prework: boolean; mw: boolean }) => {
  people += 1;
  const email = `live${people}@example.test`;
  const password = 'Initial1x';
  const registered = await admin.request('POST', '/api/auth/register', {
    accessLevel: 0,
    forename: 'Lee',
    surname: `Live${people}`,
    email,
    password,
  });
  expect(registered.status).toBe(201);
  const uid = (registered.body.user as { uid: string }).uid;
  eventCount += 1;
  const created = await admin.request('POST', '/api/event/create', {
    eventName: `Live Workshop ${eventCount}`,
    eventDate: today(),
    eventType: 'Reg',
    sessionAccess: 'Live',
    participants: [uid],
  });
  expect(created.status).toBe(201);
  if (mw)
    expect((await admin.request('PUT', '/api/user/update_mw', { uid, mwEnabled: true })).status).toBe(200);
  const self = await apiAs(product.url, email, password);
  if (prework) {
    const values = VALUES.map((value, originalIndex) => ({ value, originalIndex }));
    for (const completedMark of [0, 1, 2, 3]) {
      const saved = await self.request('PUT', '/api/response/participant?prework=true', {
        values,
        descriptions: DESCRIPTIONS,
        percentLived: PERCENTS,
        completedMark,
      });
      expect(saved.status).toBe(200);
    }
  }
  return { uid, email, password, api: self };
};

const liveValues = async (api: Awaited<ReturnType<typeof apiAs>>) =>
  (await api.request('GET', '/api/response/participant?prework=false')).body.values as string[];

const newPage = async (): Promise<Page> => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, acceptDownloads: true });
  return context.newPage();
};

const logIn = async (page: Page, email: string, password: string) => {
  await page.goto(`${product.url}/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect.poll(() => page.url()).toBe(`${product.url}/`);
  // The cookie notice is remembered once confirmed; confirming keeps it off the screenshots.
  await page.getByRole('button', { name: 'Confirm', exact: true }).click();
};

/** Checks the screen with axe at 1280 and 360 px wide (with SCREENSHOT_DIR, keeps screenshots of both). */
const inspect = async (page: Page, name: string) => {
  await expectNoAxeViolations(page);
  await screenshot(page, `live-${name}-1280`);
  await page.setViewportSize({ width: 360, height: 740 });
  await expectNoAxeViolations(page);
  await screenshot(page, `live-${name}-360`);
  await page.setViewportSize({ width: 1280, height: 800 });
};

/** Presses Tab until the focused element's name (aria-label, label or text) matches. */
const tabTo = async (page: Page, name: string | RegExp) => {
  for (let presses = 0; presses < 80; presses += 1) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => {
      const el = document.activeElement as HTMLInputElement | null;
      if (!el) return '';
      return (el.getAttribute('aria-label') ?? el.labels?.[0]?.textContent ?? el.textContent ?? '').trim();
    });
    if (typeof name === 'string' ? focused === name : name.test(focused)) return;
  }
  throw new Error(`Tab never reached ${name}`);
};

describe.runIf(browserTestsRun)('the live wizard in Chromium', () => {
  beforeAll(async () => {
    product = await startProduct();
    browser = await launchChromium();
    admin = await apiAs(product.url, product.adminEmail, product.adminPassword);
  });

  afterAll(async () => {
    await browser?.close();
    await product?.stop();
  });

  it('takes a participant with Meaningful Work through every live step by mouse', async () => {
    const person = await participantInLiveEvent({ prework: true, mw: true });
    const page = await newPage();
    await logIn(page, person.email, person.password);
    await page.getByRole('button', { name: 'Next' }).click();
    await expect.poll(() => page.url()).toBe(`${product.url}/live`);

    await page.getByRole('heading', { name: 'Values System', level: 1 }).waitFor();
    expect(await page.title()).toBe('Values System');
    await inspect(page, '0-agreement');
    await page.getByRole('button', { name: 'I Agree' }).click();

    await page.getByRole('heading', { name: 'Edit Your Values' }).waitFor();
    expect(await page.title()).toContain('Edit Your Values');
    await page.getByLabel('Value 1', { exact: true }).waitFor();
    await inspect(page, '1-edit');
    await page.getByLabel('Value 1', { exact: true }).fill('Integrity');
    const percent = page.getByLabel('% lived, value 1', { exact: true });
    await percent.fill('');
    await percent.pressSequentially('150');
    expect(await percent.inputValue()).toBe('15');
    await dragWithMouse(
      page,
      page.locator('button[aria-label^="Move Integrity, rank"]'),
      page.locator('button[aria-label^="Move Growth, rank"]'),
    );
    await expect.poll(() => page.getByLabel('Value 3', { exact: true }).inputValue()).toBe('Integrity');
    await page.getByRole('button', { name: 'Save & Next' }).click();
    await page.getByRole('heading', { name: 'Categorize Your Values' }).waitFor();
    expect(await liveValues(person.api)).toEqual(['Family', 'Growth', 'Integrity', ...VALUES.slice(3)]);

    await inspect(page, '2-reveal');
    await dragWithMouse(page, page.locator('[data-slot="0"] button'), page.locator('[data-slot="9"] button'));
    await page.getByRole('button', { name: /^Result Value: Family/ }).waitFor();
    await expect.poll(() => liveValues(person.api).then((v) => [v[0], v[9]])).toEqual(['Legacy', 'Family']);

    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('heading', { name: 'My Values Output' }).waitFor();
    for (const label of [
      'Ideal Environment I Create',
      'Relating With Others',
      'How I Initiate',
      'Co-creating With Flow',
      'Direction & Possibilities',
      'Creating Breakthroughs',
    ]) {
      await page.getByRole('heading', { name: label }).waitFor();
    }
    // Valued vs lived: the domain's figure for the values on the page, as the API gives it too.
    await page.getByRole('heading', { name: 'Your top values you live least' }).waitFor();
    const insight = await person.api.request('GET', '/api/response/insight?prework=false');
    await page
      .getByText(`How closely your life follows your top values: ${insight.body.alignment} of 100`)
      .waitFor();
    await inspect(page, '3-output');
    const download = page.waitForEvent('download', { timeout: 50_000 });
    await page.getByRole('button', { name: 'Download' }).click();
    expect((await download).suggestedFilename()).toMatch(/\.pdf$/);
    await expect.poll(() => page.getByRole('button', { name: 'Download' }).isEnabled()).toBe(true);

    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('heading', { name: 'My Meaningful Work' }).waitFor();
    await page.getByText('Live Workshop').first().waitFor();
    const driver = page.getByLabel('The Space I Hold', { exact: true });
    expect(await driver.inputValue()).toBe('Honesty');
    expect(await driver.getAttribute('rows')).toBe('1');
    expect(await page.getByLabel('Meaningful Because', { exact: true }).getAttribute('rows')).toBe('3');
    await inspect(page, '4-meaningful-work');
    await page.getByLabel('Meaningful Because', { exact: true }).fill('It lets me grow others');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Saved').first().waitFor();
    const saved = await person.api.request('GET', '/api/response/meaningfulwork?prework=false');
    expect((saved.body.data as Record<string, string>)['mb-body']).toBe('It lets me grow others');

    await page.getByRole('button', { name: 'Reset' }).click();
    await page
      .getByText(
        'Are you sure you want to reset the data on this page back to the participants values? Any information entered will be lost.',
      )
      .waitFor();
    await screenshot(page, 'live-4-reset-dialog-1280', { firstScreen: true });
    await page.getByRole('button', { name: 'Confirm Reset' }).click();
    expect(await page.getByLabel('Meaningful Because', { exact: true }).inputValue()).toBe('');

    await page.getByRole('button', { name: 'Finish' }).click();
    await expect.poll(() => page.url()).toBe(`${product.url}/login`);
  });

  it('takes a participant through the live steps by keyboard only, swapping on the reveal by keyboard', async () => {
    const person = await participantInLiveEvent({ prework: true, mw: false });
    const page = await newPage();
    await logIn(page, person.email, person.password);
    await page.goto(`${product.url}/live`);
    await page.getByRole('heading', { name: 'Values System', level: 1 }).waitFor();

    await tabTo(page, 'I Agree');
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Edit Your Values' }).waitFor();

    await tabTo(page, 'Move Honesty, rank 1');
    await page.keyboard.press('Space');
    await page.locator('[aria-label="Move Honesty, rank 1"][aria-pressed="true"]').waitFor();
    await keyboardDragReady(page);
    await page.keyboard.press('ArrowDown');
    await page.getByText('Honesty is over rank 2.').waitFor({ state: 'attached' });
    await page.keyboard.press('Space');
    await expect.poll(() => page.getByLabel('Value 2', { exact: true }).inputValue()).toBe('Honesty');
    await tabTo(page, '% lived, value 1');
    await page.keyboard.press('Control+A');
    await page.keyboard.type('42');
    await tabTo(page, 'Save & Next');
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Categorize Your Values' }).waitFor();
    expect((await liveValues(person.api)).slice(0, 2)).toEqual(['Family', 'Honesty']);

    await tabTo(page, /^Driver Value: Family/);
    await page.keyboard.press('Space');
    await page.locator('[data-slot="0"] button[aria-pressed="true"]').waitFor();
    await keyboardDragReady(page);
    // As a screen-reader user would: press Down until the announcement names the slot (dnd-kit
    // first scrolls the page when the slot below sits low in the viewport).
    const overGoto1 = page.getByText(/^Family is over Go To Value 1,/);
    for (let presses = 0; presses < 4 && (await overGoto1.count()) === 0; presses += 1) {
      await page.keyboard.press('ArrowDown');
      await page.waitForTimeout(300);
    }
    await overGoto1.waitFor({ state: 'attached' });
    await page.keyboard.press('Space');
    await page.getByText('Family is now the Go To Value 1; Honesty moved to Driver Value.').waitFor({
      state: 'attached',
    });
    await page.getByRole('button', { name: /^Driver Value: Honesty/ }).waitFor();
    await expect.poll(() => liveValues(person.api).then((v) => v.slice(0, 2))).toEqual(['Honesty', 'Family']);

    await tabTo(page, 'Next');
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'My Values Output' }).waitFor();
    // Without Meaningful Work the output is the last step: Logout instead of Next.
    await tabTo(page, 'Logout');
    expect(await page.locator('.vs-wizard-actions').getByRole('button', { name: 'Next' }).count()).toBe(0);
    await page.keyboard.press('Enter');
    await expect.poll(() => page.url()).toBe(`${product.url}/login`);
  });

  it('sends a participant without completed pre-work to the pre-work from a banner', async () => {
    const person = await participantInLiveEvent({ prework: false, mw: false });
    const page = await newPage();
    await logIn(page, person.email, person.password);
    await page.goto(`${product.url}/live`);
    await page.getByText('You have not completed your pre-work. Please do so now').waitFor();
    await inspect(page, 'banner');
    await page.getByRole('button', { name: 'Pre-work' }).click();
    await expect.poll(() => page.url()).toBe(`${product.url}/prework`);
  });

  it("lets a super-admin work on a participant's live values by id, starting at the edit step", async () => {
    const person = await participantInLiveEvent({ prework: true, mw: true });
    const page = await newPage();
    await logIn(page, product.adminEmail, product.adminPassword);
    await page.goto(`${product.url}/live/${person.uid}`);
    await page.getByRole('heading', { name: 'Edit Your Values' }).waitFor();
    expect(await page.getByLabel('Value 1', { exact: true }).inputValue()).toBe('Honesty');
    await page.getByLabel('Definition of value 1', { exact: true }).fill('Set by my Guide');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Saved').first().waitFor();
    const reply = await person.api.request('GET', '/api/response/participant?prework=false');
    expect((reply.body.descriptions as string[])[0]).toBe('Set by my Guide');

    await page.goto(`${product.url}/print/${person.uid}/live`);
    await page.getByRole('heading', { name: 'My Values Output' }).waitFor();
    expect(await page.locator('footer').count()).toBe(0);
    await inspect(page, 'print');

    // The printed sheet reads the insight by id: Honesty, Family and Growth are lived 90, 80, 70 %.
    await page.goto(`${product.url}/print/${person.uid}/mw`);
    await page.getByRole('heading', { name: 'Your top values you live least' }).waitFor();
    await page.getByText('You live each of your top three values at least half the time.').waitFor();
    await inspect(page, 'print-mw');
  });
});
