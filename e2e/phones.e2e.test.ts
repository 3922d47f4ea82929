import { ORIGINAL_VALUES } from '@vs/domain';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from './axe.ts';
import { type Api, guideInvitesParticipant, guideOpensLiveSession, logonLinkFor } from './invitation.ts';
import {
  dragByTouch,
  graphicLabelSizes,
  PHONE_HEIGHT,
  phoneContext,
  scrollTop,
  shownGraphics,
  smallTapTargets,
  swipeUp,
  widerThanScreen,
} from './phone.ts';
import { apiAs, browserTestsRun, launchChromium, type Product, startProduct } from './product.ts';
import { screenshot, screenshotNote, takingScreenshots } from './screenshots.ts';

const DESKTOP = { width: 1280, height: 800 };
const PASSWORD = 'Phone1234x';
const COOKIE_TEXT = 'This site uses only essential cookies for authentication/login.';
/** The spec list's first ten values. */
const TEN = ORIGINAL_VALUES.slice(0, 10);

let product: Product;
let browser: Browser;
let admin: Api;
let invitations = 0;

/**
 * One participant screen on the phone: free of WCAG 2.2 AA violations, nothing wider than the
 * screen, every tap target at least 44 px; screenshots at the phone's width and (with `desktop`)
 * at 1280 px.
 */
const checkScreen = async (page: Page, width: number, name: string, desktop: boolean) => {
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 200)));
  await expectNoAxeViolations(page);
  expect(await widerThanScreen(page), `${name}: wider than the screen`).toEqual([]);
  expect(await smallTapTargets(page), `${name}: tap targets under 44 px`).toEqual([]);
  await screenshot(page, `${name}-${width}`);
  // The first screen, as the participant sees it before scrolling.
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, `${name}-${width}-first-screen`, { firstScreen: true });
  if (desktop) {
    await page.setViewportSize(DESKTOP);
    await screenshot(page, `${name}-1280`);
    await page.setViewportSize({ width, height: PHONE_HEIGHT });
  }
};

const heading = (page: Page, name: string) =>
  page.getByRole('heading', { level: 1, name, exact: true }).waitFor();

const rankOrder = (page: Page): Promise<string[]> => page.locator('.vs-prework-rank-value').allTextContents();

const liveValues = async (api: Api) =>
  (await api.request('GET', '/api/response/participant?prework=false')).body.values as string[];

/** The cookie notice is a bar of its own at the foot of the screen: at the end of the page nothing lies under it. */
const expectCookieBarClear = async (page: Page) => {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const layout = await page.evaluate(() => {
    const bar = document.querySelector('.vs-cookie-notice')?.getBoundingClientRect();
    const footer = document.querySelector('footer')?.getBoundingClientRect();
    return {
      barTop: bar?.top ?? 0,
      barBottom: bar?.bottom ?? 0,
      barWidth: bar?.width ?? 0,
      footerBottom: footer?.bottom ?? 0,
      viewport: { width: document.documentElement.clientWidth, height: window.innerHeight },
    };
  });
  expect(layout.footerBottom).toBeLessThanOrEqual(layout.barTop + 0.5);
  expect(layout.barBottom).toBeCloseTo(layout.viewport.height, 0);
  expect(layout.barWidth).toBeCloseTo(layout.viewport.width, 0);
  await page.evaluate(() => window.scrollTo(0, 0));
};

/**
 * The whole participant journey on a touch phone `width` px wide, from the emailed link to
 * Finish: every screen checked, the ranks and the reveal changed by touch.
 */
const journeyOnPhone = async (width: number, desktop: boolean) => {
  invitations += 1;
  const invited = await guideInvitesParticipant(admin, product, invitations);
  const link = await logonLinkFor(product, invited.email);
  const context = await phoneContext(browser, width);
  const page = await context.newPage();
  const button = (name: string) => page.getByRole('button', { name, exact: true });
  const main = page.getByRole('main');
  const check = (name: string) => checkScreen(page, width, name, desktop);

  // Create a Password, from the emailed link, with the cookie notice in its bar at the foot.
  await page.goto(link);
  await page.getByRole('heading', { name: 'Create a Password' }).waitFor();
  const cookieBar = page.getByRole('region', { name: 'Cookie notice' });
  await cookieBar.waitFor();
  // Announced once: its text arrives in a polite live region, which then stays as it is.
  const announcement = page.getByRole('status').filter({ hasText: COOKIE_TEXT });
  await announcement.waitFor();
  const announced = await announcement.elementHandle();
  await expectCookieBarClear(page);
  await check('01-create-password');
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm Password').fill(PASSWORD);
  await button('Set Password').tap();

  await page.getByRole('dialog', { name: 'Introducing Values System' }).waitFor();
  await check('02-first-login-introduction');
  await button('Get started').tap();
  await page.getByRole('dialog').waitFor({ state: 'detached' });
  await page.getByRole('heading', { name: 'Welcome to Values System' }).waitFor();
  // Still shown on the next page, but not announced again: the same live region, its text unchanged.
  await cookieBar.waitFor();
  expect(await announcement.count()).toBe(1);
  expect(await announced?.evaluate((region) => region.isConnected)).toBe(true);
  await expectCookieBarClear(page);
  await check('03-home-cookie-notice');
  await cookieBar.getByRole('button', { name: 'Confirm' }).tap();
  await cookieBar.waitFor({ state: 'detached' });
  await check('04-home-prework');
  await main.getByRole('button', { name: 'Next' }).tap();

  await heading(page, 'Values System');
  await check('05-prework-agreement');
  await button('I Agree').tap();
  await heading(page, 'Introduction');
  await check('06-prework-introduction');
  await button('Next').tap();
  await heading(page, 'Identify Your Values');
  await check('07-prework-identify-introduction');
  await button('Next').tap();

  await heading(page, 'Identify');
  for (const value of TEN) await page.getByRole('checkbox', { name: `Choose ${value}`, exact: true }).tap();
  await page.getByText('10 selected (0 remaining)').waitFor();
  await check('08-prework-identify');
  await button('Save & Next').tap();

  await heading(page, 'Define');
  await page
    .getByRole('textbox', { name: 'Definition of value 1', exact: true })
    .fill('Plenty to share with the people around me');
  await check('09-prework-define');
  await button('Save & Next').tap();

  await heading(page, 'Rank');
  const handles = page.getByRole('button', { name: /^Rank \d+ / });
  // A quick swipe over the values scrolls the page and moves nothing.
  await page.evaluate(() => window.scrollTo(0, 0));
  const before = await scrollTop(page);
  await swipeUp(page, handles.nth(3), 250);
  expect(await scrollTop(page)).toBeGreaterThan(before + 50);
  expect(await rankOrder(page)).toEqual([...TEN]);
  // A press, then a drag: the first value goes to rank 3.
  await dragByTouch(page, handles.nth(0), handles.nth(2));
  await expect.poll(() => rankOrder(page)).toEqual([TEN[1], TEN[2], TEN[0], ...TEN.slice(3)]);
  await check('10-prework-rank');
  await button('Save & Next').tap();

  await heading(page, '% Lived');
  const percents = page.locator('.vs-prework-lived input[type="text"]');
  expect(await percents.count()).toBe(10);
  for (const mode of await percents.evaluateAll((inputs) => inputs.map((i) => i.getAttribute('inputmode'))))
    expect(mode).toBe('numeric');
  await page.getByRole('textbox', { name: TEN[1], exact: true }).fill('65');
  // Unrated until touched: all ten are rated before the step saves.
  for (const value of [TEN[2], TEN[0], ...TEN.slice(3)]) {
    await page.getByRole('textbox', { name: value, exact: true }).fill('100');
  }
  await check('11-prework-lived');
  await button('Save & Next').tap();
  await heading(page, 'Thank You For Completing Your Pre-work');
  await check('12-prework-completion');

  // The footer's overlays: the agreement and the account form.
  const footer = page.getByRole('contentinfo');
  await footer.getByRole('button', { name: 'Agreement' }).tap();
  await page.getByRole('dialog', { name: 'Privacy and Agreement' }).waitFor();
  await check('13-agreement-dialog');
  await page.getByRole('dialog').getByRole('button', { name: 'Close', exact: true }).first().tap();
  await page.getByRole('dialog').waitFor({ state: 'detached' });
  await footer.getByRole('button', { name: 'Account' }).tap();
  await page.getByRole('dialog').waitFor();
  expect(await page.getByRole('dialog').getByLabel('Email').getAttribute('type')).toBe('email');
  await check('14-account-dialog');
  await page.keyboard.press('Escape');
  await page.getByRole('dialog').waitFor({ state: 'detached' });

  await guideOpensLiveSession(invited);
  await footer.getByRole('link', { name: 'Home' }).tap();
  await page.getByText('Your live session is open').waitFor();
  await check('15-home-live');
  await main.getByRole('button', { name: 'Next' }).tap();

  await heading(page, 'Values System');
  await check('16-live-agreement');
  await button('I Agree').tap();

  await page.getByRole('heading', { name: 'Edit Your Values' }).waitFor();
  const livePercents = page.getByLabel(/^% lived, value \d+$/);
  expect(await livePercents.count()).toBe(10);
  for (const mode of await livePercents.evaluateAll((inputs) =>
    inputs.map((i) => i.getAttribute('inputmode')),
  ))
    expect(mode).toBe('numeric');
  await dragByTouch(
    page,
    page.locator(`button[aria-label^="Move ${TEN[1]}, rank"]`),
    page.locator(`button[aria-label^="Move ${TEN[2]}, rank"]`),
  );
  await expect.poll(() => page.getByLabel('Value 2', { exact: true }).inputValue()).toBe(TEN[1]);
  await check('17-live-edit');
  await button('Save & Next').tap();

  await page.getByRole('heading', { name: 'Categorize Your Values' }).waitFor();
  const participant = await apiAs(product.url, invited.email, PASSWORD);
  const ranked = await liveValues(participant);
  await check('18-live-reveal');
  // A quick swipe over the cards scrolls the page and swaps nothing.
  await page.evaluate(() => window.scrollTo(0, 0));
  const top = await scrollTop(page);
  await swipeUp(page, page.locator('[data-slot="1"] button'), 250);
  expect(await scrollTop(page)).toBeGreaterThan(top + 50);
  expect(await liveValues(participant)).toEqual(ranked);
  // A press, then a drag: the Driver Value and Go To Value 1 swap.
  await dragByTouch(page, page.locator('[data-slot="0"] button'), page.locator('[data-slot="1"] button'));
  await page.getByRole('button', { name: new RegExp(`^Driver Value: ${ranked[1]},`) }).waitFor();
  await expect.poll(() => liveValues(participant)).toEqual([ranked[1], ranked[0], ...ranked.slice(2)]);
  await button('Next').tap();

  await page.getByRole('heading', { name: 'My Values Output' }).waitFor();
  await page.getByRole('heading', { name: 'Ideal Environment I Create' }).waitFor();
  const labels = await graphicLabelSizes(page);
  const smallest = Math.min(...labels.map((label) => label.size));
  screenshotNote(`graphic-labels-${width}.json`, { smallest, labels });
  expect(labels.map((label) => label.text)).toEqual(expect.arrayContaining([ranked[1], ranked[0]]));
  expect(smallest).toBeGreaterThanOrEqual(12);
  expect(await shownGraphics(page)).toEqual(['stack']);
  // Printed (the PDF's media), the drawing stays, whatever the width.
  await page.emulateMedia({ media: 'print' });
  expect(await shownGraphics(page)).toEqual(['drawing']);
  await page.emulateMedia({ media: 'screen' });
  await check('19-live-output');
  if (desktop) {
    // For the record: the drawing's labels on a desktop screen.
    await page.setViewportSize(DESKTOP);
    const drawn = await graphicLabelSizes(page);
    screenshotNote('graphic-labels-1280.json', { labels: drawn });
    await page.setViewportSize({ width, height: PHONE_HEIGHT });
  }
  await button('Next').tap();

  await page.getByRole('heading', { name: 'My Meaningful Work' }).waitFor();
  await check('20-live-meaningful-work');
  await button('Finish').tap();
  await expect.poll(() => page.url()).toBe(`${product.url}/login`);
  await page.getByRole('heading', { name: 'Login' }).waitFor();
  expect(await page.getByLabel('Email').getAttribute('type')).toBe('email');
  await check('21-login');
  await context.close();
};

describe.runIf(browserTestsRun)('a participant on a touch phone', () => {
  beforeAll(async () => {
    product = await startProduct();
    browser = await launchChromium();
    admin = await apiAs(product.url, product.adminEmail, product.adminPassword);
  });

  afterAll(async () => {
    await browser?.close();
    await product?.stop();
  });

  it('takes the whole pre-work and live journey by touch at 360 px, every screen checked', async () => {
    await journeyOnPhone(360, false);
  }, 600_000);

  // 390 px, with the desktop pictures, when screenshots are taken: its checks are those of 360 px,
  // the narrower phone (CI's time goes to checks, not to pictures).
  if (takingScreenshots) {
    it('takes the whole pre-work and live journey by touch at 390 px, with screenshots at 1280 px too', async () => {
      await journeyOnPhone(390, true);
    }, 600_000);
  }
});
