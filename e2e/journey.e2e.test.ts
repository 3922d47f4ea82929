import { ORIGINAL_VALUES } from '@vs/domain';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Api, guideInvitesParticipant, guideOpensLiveSession, logonLinkFor } from './invitation.ts';
import {
  apiAs,
  browserTestsRun,
  dragWithMouse,
  keyboardDragReady,
  launchChromium,
  type Product,
  startProduct,
} from './product.ts';

/** The participant picks the spec list's first ten, in the order they appear on the Identify page. */
const TEN = ORIGINAL_VALUES.slice(0, 10);
/** After the rank move (the first value dropped at rank 3). */
const RANKED = [...TEN.slice(1, 3), ...TEN.slice(0, 1), ...TEN.slice(3)];
const DEFINITION = 'Plenty to share';
const NEW_PASSWORD = 'Journey1x';

let product: Product;
let browser: Browser;
let admin: Api;
let journeys = 0;

/**
 * How the participant operates the browser. Both drivers take the same journey; only the
 * keyboard driver's hands never leave the keys, including for drag and drop.
 */
interface Driver {
  /** Activates the button or link called `name`. */
  press(page: Page, name: string, target: Locator): Promise<void>;
  /** Replaces the text of the field called `name`. */
  fill(page: Page, name: string, target: Locator, text: string): Promise<void>;
  /** Ticks the checkbox called `name`. */
  tick(page: Page, name: string, target: Locator): Promise<void>;
  /** On Rank: moves the first value down to rank 3. */
  rankFirstToThird(page: Page): Promise<void>;
  /** On the reveal: swaps the Driver Value with another slot; returns that slot. */
  swapDriver(page: Page): Promise<number>;
}

/** The accessible name of the focused element, near enough for the controls of these pages. */
const focusedName = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLInputElement | null;
    if (!el) return '';
    return (el.getAttribute('aria-label') ?? el.labels?.[0]?.textContent ?? el.textContent ?? '').trim();
  });

/** Presses Tab until the control named `name` has focus. */
const tabTo = async (page: Page, name: string | RegExp, limit = 120) => {
  for (let presses = 0; presses < limit; presses += 1) {
    await page.keyboard.press('Tab');
    const focused = await focusedName(page);
    if (typeof name === 'string' ? focused === name : name.test(focused)) return;
  }
  throw new Error(`Tab never reached ${name}`);
};

/** The values in rank order, as the rank handles show them. */
const rankOrder = (page: Page): Promise<string[]> => page.locator('.vs-prework-rank-value').allTextContents();

/** A rank handle is named by what it shows: 'Rank 3 Courage …' (WCAG 2.5.3). */
const rankHandle = (rank: number, value: string) => new RegExp(`^Rank ${rank} ${value}\\b`);

const byMouse: Driver = {
  press: (_page, _name, target) => target.click(),
  fill: (_page, _name, target, text) => target.fill(text),
  tick: (_page, _name, target) => target.click(),
  rankFirstToThird: async (page) => {
    const handles = page.getByRole('button', { name: /^Rank \d+ / });
    await dragWithMouse(page, handles.nth(0), handles.nth(2));
  },
  swapDriver: async (page) => {
    await dragWithMouse(page, page.locator('[data-slot="0"] button'), page.locator('[data-slot="9"] button'));
    return 9;
  },
};

const byKeyboard: Driver = {
  press: async (page, name) => {
    await tabTo(page, name, 500);
    await page.keyboard.press('Enter');
  },
  fill: async (page, name, _target, text) => {
    await tabTo(page, name);
    await page.keyboard.press('Control+A');
    await page.keyboard.type(text);
  },
  tick: async (page, name) => {
    await tabTo(page, name, 5);
    await page.keyboard.press('Space');
  },
  rankFirstToThird: async (page) => {
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
  },
  swapDriver: async (page) => {
    await tabTo(page, /^Driver Value: /);
    await page.keyboard.press('Space');
    await page.locator('[data-slot="0"] button[aria-pressed="true"]').waitFor();
    await keyboardDragReady(page);
    // dnd-kit may first scroll the page when the slot below sits low in the viewport.
    const over = page.getByText(/ is over Go To Value 1,/);
    for (let presses = 0; presses < 4 && (await over.count()) === 0; presses += 1) {
      await page.keyboard.press('ArrowDown');
      await page.waitForTimeout(300);
    }
    await over.waitFor({ state: 'attached' });
    await page.keyboard.press('Space');
    return 1;
  },
};

/** `list` with its first entry and the one at `slot` swapped, as the reveal's swap leaves it. */
const swapDriver = <T>(list: readonly T[], slot: number): T[] =>
  list.map((entry, i) => list[i === 0 ? slot : i === slot ? 0 : i] ?? entry);

const heading = (page: Page, name: string) =>
  page.getByRole('heading', { level: 1, name, exact: true }).waitFor();

const liveValues = async (api: Api) =>
  (await api.request('GET', '/api/response/participant?prework=false')).body.values as string[];

/** The whole journey from the emailed link to Finish, driven by `drive`. */
const journey = async (drive: Driver) => {
  journeys += 1;
  const invited = await guideInvitesParticipant(admin, product, journeys);
  const link = await logonLinkFor(product, invited.email);
  expect(link.startsWith(`${product.url}/reset_password/`)).toBe(true);

  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const button = (name: string) => page.getByRole('button', { name, exact: true });
  const main = page.getByRole('main');

  // Create a Password, from the emailed link; the cookie notice is confirmed on the way.
  await page.goto(link);
  await page.getByRole('heading', { name: 'Create a Password' }).waitFor();
  await drive.press(page, 'Confirm', button('Confirm'));
  await page.getByRole('region', { name: 'Cookie notice' }).waitFor({ state: 'detached' });
  await drive.fill(page, 'Password', page.getByLabel('Password', { exact: true }), NEW_PASSWORD);
  await drive.fill(page, 'Confirm Password', page.getByLabel('Confirm Password'), NEW_PASSWORD);
  await drive.press(page, 'Set Password', button('Set Password'));

  // Home, under the first-login introduction.
  await page.getByRole('dialog', { name: 'Introducing Values System' }).waitFor();
  await drive.press(page, 'Get started', button('Get started'));
  await page.getByRole('dialog').waitFor({ state: 'detached' });
  await page.getByRole('heading', { name: 'Welcome to Values System' }).waitFor();
  expect(page.url()).toBe(`${product.url}/`);
  await page.getByText('Start with the pre-work').waitFor();
  await drive.press(page, 'Next', main.getByRole('button', { name: 'Next' }));
  await expect.poll(() => page.url()).toBe(`${product.url}/prework`);

  // Pre-work: agreement, introduction, Identify (exactly 10), Define, Rank, % Lived, completion.
  await heading(page, 'Values System');
  await drive.press(page, 'I Agree', button('I Agree'));
  await heading(page, 'Introduction');
  await drive.press(page, 'Next', button('Next'));
  await heading(page, 'Identify Your Values');
  await drive.press(page, 'Next', button('Next'));
  await heading(page, 'Identify');
  for (const value of TEN) {
    await drive.tick(
      page,
      `Choose ${value}`,
      page.getByRole('checkbox', { name: `Choose ${value}`, exact: true }),
    );
  }
  await page.getByText('10 selected (0 remaining)').waitFor();
  await drive.press(page, 'Save & Next', button('Save & Next'));

  await heading(page, 'Define');
  await drive.fill(
    page,
    'Definition of value 1',
    page.getByRole('textbox', { name: 'Definition of value 1', exact: true }),
    DEFINITION,
  );
  await drive.press(page, 'Save & Next', button('Save & Next'));

  await heading(page, 'Rank');
  await drive.rankFirstToThird(page);
  await expect.poll(() => rankOrder(page)).toEqual(RANKED);
  await drive.press(page, 'Save & Next', button('Save & Next'));

  await heading(page, '% Lived');
  await drive.fill(page, TEN[1] ?? '', page.getByRole('textbox', { name: TEN[1] ?? '', exact: true }), '65');
  // Unrated until touched: all ten are rated before the step saves.
  for (const value of RANKED.filter((v) => v !== TEN[1])) {
    await drive.fill(page, value, page.getByRole('textbox', { name: value, exact: true }), '100');
  }
  await drive.press(page, 'Save & Next', button('Save & Next'));
  await heading(page, 'Thank You For Completing Your Pre-work');

  // The Guide opens the live session and gives the participant Meaningful Work.
  await guideOpensLiveSession(invited);

  // Home (from the footer), whose Next now opens the live session.
  await drive.press(page, 'Home', page.getByRole('contentinfo').getByRole('link', { name: 'Home' }));
  await page.getByText('Your live session is open').waitFor();
  await drive.press(page, 'Next', main.getByRole('button', { name: 'Next' }));
  await expect.poll(() => page.url()).toBe(`${product.url}/live`);

  // Live: agreement, edit, reveal (a swap), output, Meaningful Work, Finish.
  await heading(page, 'Values System');
  await drive.press(page, 'I Agree', button('I Agree'));
  await page.getByRole('heading', { name: 'Edit Your Values' }).waitFor();
  await drive.fill(page, '% lived, value 1', page.getByLabel('% lived, value 1', { exact: true }), '42');
  await drive.press(page, 'Save & Next', button('Save & Next'));
  await page.getByRole('heading', { name: 'Categorize Your Values' }).waitFor();

  const slot = await drive.swapDriver(page);
  await page.getByRole('button', { name: new RegExp(`^Driver Value: ${RANKED[slot]},`) }).waitFor();
  const participant = await apiAs(product.url, invited.email, NEW_PASSWORD);
  const swapped = swapDriver(RANKED, slot);
  await expect.poll(() => liveValues(participant)).toEqual(swapped);
  await drive.press(page, 'Next', button('Next'));

  await page.getByRole('heading', { name: 'My Values Output' }).waitFor();
  await drive.press(page, 'Next', button('Next'));
  await page.getByRole('heading', { name: 'My Meaningful Work' }).waitFor();
  const because = `Journey ${journeys} gives me purpose`;
  await drive.fill(
    page,
    'Meaningful Because',
    page.getByLabel('Meaningful Because', { exact: true }),
    because,
  );
  await drive.press(page, 'Save', button('Save'));
  await page.getByText('Saved').first().waitFor();
  await drive.press(page, 'Finish', button('Finish'));
  await expect.poll(() => page.url()).toBe(`${product.url}/login`);
  await context.close();

  // What the journey saved.
  const prework = await participant.request('GET', '/api/response/participant?prework=true');
  expect(prework.body).toMatchObject({
    values: RANKED,
    descriptions: ['', '', DEFINITION, ...Array(7).fill('')],
    percentLived: [65, ...Array(9).fill(100)],
  });
  const livePercents = swapDriver([42, ...Array(9).fill(100)], slot);
  const live = await participant.request('GET', '/api/response/participant?prework=false');
  expect(live.body).toMatchObject({ values: swapped, percentLived: livePercents });
  const mw = await participant.request('GET', '/api/response/meaningfulwork?prework=false');
  expect((mw.body.data as Record<string, string>)['mb-body']).toBe(because);
};

describe.runIf(browserTestsRun)(
  'the participant journey in Chromium, from the emailed link to Finish',
  () => {
    beforeAll(async () => {
      product = await startProduct();
      browser = await launchChromium();
      admin = await apiAs(product.url, product.adminEmail, product.adminPassword);
    });

    afterAll(async () => {
      await browser?.close();
      await product?.stop();
    });

    it('takes a participant invited by a Guide through pre-work, live and Meaningful Work by mouse', async () => {
      await journey(byMouse);
    });

    it('takes a participant invited by a Guide through pre-work, live and Meaningful Work by keyboard only', async () => {
      await journey(byKeyboard);
    });
  },
);
