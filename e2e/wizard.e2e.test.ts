import { ORIGINAL_VALUES } from '@vs/domain';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from './axe.ts';
import { cutOffText } from './cut-off-text.ts';
import { obscuredFocus } from './focus-obscured.ts';
import { type Api, guideInvitesParticipant, guideOpensLiveSession, logonLinkFor } from './invitation.ts';
import { PHONE_HEIGHT, phoneContext, smallTapTargets, widerThanScreen } from './phone.ts';
import { apiAs, browserTestsRun, launchChromium, type Product, startProduct } from './product.ts';
import { lostWithReaderSpacing, lostWithTextDoubled } from './reader-styles.ts';
import { screenshot } from './screenshots.ts';

/**
 * Issue 36's participant wizard on a 360 px phone, by taps alone: no drag anywhere (WCAG 2.5.7),
 * every screen axe-clean with best practices, nothing wider than the screen, every tap target at
 * least 44 px, the primary button on the first screen, messages beside what they are about; at
 * 320 px too, nothing wider than the screen and no text cut off (WCAG 1.4.10); at 360 px with a
 * reader's text spacing, nothing lost (WCAG 1.4.12); no control hidden when focused (WCAG 2.4.11).
 * Screenshots at 360 px and 1280 px go to SCREENSHOT_DIR when it is set.
 */
const WIDTH = 360;
const REFLOW_WIDTH = 320;
const DESKTOP = { width: 1280, height: 800 };
const PASSWORD = 'Wizard1234x';
/** The spec list's first ten values. */
const TEN = ORIGINAL_VALUES.slice(0, 10);

let product: Product;
let browser: Browser;
let admin: Api;

const checkScreen = async (page: Page, name: string) => {
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 200)));
  await expectNoAxeViolations(page, { bestPractice: true });
  expect(await widerThanScreen(page), `${name}: wider than the screen`).toEqual([]);
  expect(await smallTapTargets(page), `${name}: tap targets under 44 px`).toEqual([]);
  expect(await lostWithReaderSpacing(page), `${name}: lost with a reader's text spacing`).toEqual([]);
  expect(await obscuredFocus(page), `${name}: focused yet hidden (WCAG 2.4.11)`).toEqual([]);
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, `${name}-${WIDTH}-first-screen`, { firstScreen: true });
  await screenshot(page, `${name}-${WIDTH}`);
  // WCAG 1.4.10: at 320 px (1280 px at 400 % zoom) everything still reflows, nothing is cut off.
  await page.setViewportSize({ width: REFLOW_WIDTH, height: PHONE_HEIGHT });
  expect(await widerThanScreen(page), `${name}: wider than ${REFLOW_WIDTH} px`).toEqual([]);
  expect(await cutOffText(page), `${name}: text cut off at ${REFLOW_WIDTH} px`).toEqual([]);
  await screenshot(page, `${name}-${REFLOW_WIDTH}`);
  await page.setViewportSize(DESKTOP);
  await expectNoAxeViolations(page, { bestPractice: true });
  expect(await lostWithTextDoubled(page), `${name}: lost with its text at 200 % (WCAG 1.4.4)`).toEqual([]);
  await screenshot(page, `${name}-1280`);
  await page.setViewportSize({ width: WIDTH, height: PHONE_HEIGHT });
};

const heading = (page: Page, name: string) =>
  page.getByRole('heading', { level: 1, name, exact: true }).waitFor();

/** The page's one primary button of the wizard: pinned, so on the first screen before any scrolling. */
const expectPrimaryOnFirstScreen = async (page: Page, primary: Locator) => {
  await page.evaluate(() => window.scrollTo(0, 0));
  const box = await primary.boundingBox();
  expect(box, 'the primary button is shown').not.toBeNull();
  expect((box?.y ?? 0) + (box?.height ?? 0)).toBeLessThanOrEqual(PHONE_HEIGHT);
  expect(box?.y ?? -1).toBeGreaterThanOrEqual(0);
};

const overlaps = async (a: Locator, b: Locator): Promise<boolean> => {
  const [one, two] = await Promise.all([a.boundingBox(), b.boundingBox()]);
  if (!one || !two) return false;
  return (
    one.x < two.x + two.width &&
    two.x < one.x + one.width &&
    one.y < two.y + two.height &&
    two.y < one.y + one.height
  );
};

const liveValues = async (api: Api) =>
  (await api.request('GET', '/api/response/participant?prework=false')).body.values as string[];

describe.runIf(browserTestsRun)('the participant wizard on a 360 px phone, with no drag at all', () => {
  beforeAll(async () => {
    product = await startProduct();
    browser = await launchChromium();
    admin = await apiAs(product.url, product.adminEmail, product.adminPassword);
  });

  afterAll(async () => {
    await browser?.close();
    await product?.stop();
  });

  it('goes from the emailed link to Finish by taps and keys alone, every screen checked', async () => {
    const invited = await guideInvitesParticipant(admin, product, 1);
    const link = await logonLinkFor(product, invited.email);
    const context = await phoneContext(browser, WIDTH);
    // Whether a page ever showed the pre-work's invitation, to prove a Live participant never read it.
    await context.addInitScript(() => {
      const state = { sawPrework: false };
      Object.assign(window, { __wizard: state });
      new MutationObserver(() => {
        if (document.body?.textContent?.includes('Start with the pre-work')) state.sawPrework = true;
      }).observe(document, { subtree: true, childList: true, characterData: true });
    });
    const page = await context.newPage();
    const button = (name: string) => page.getByRole('button', { name, exact: true });
    const main = page.getByRole('main');
    const wordmark = page.locator('.vs-header .vs-brand');

    await page.goto(link);
    await page.getByRole('heading', { name: 'Create a Password' }).waitFor();
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Confirm Password').fill(PASSWORD);
    await button('Set Password').tap();
    await page.getByRole('dialog', { name: 'Introducing Values System' }).waitFor();
    await button('Get started').tap();
    await page.getByRole('region', { name: 'Cookie notice' }).getByRole('button', { name: 'Confirm' }).tap();

    // Home names the event, its date and its Guide.
    await page.getByRole('heading', { name: 'Welcome to Values System' }).waitFor();
    await main.getByText(invited.event.eventName).waitFor();
    await main.getByText('Guide: Gail Guide1').waitFor();
    await main.getByText(/Start with the pre-work/).waitFor();
    await checkScreen(page, 'w01-home-prework');
    await main.getByRole('button', { name: 'Next' }).tap();

    await heading(page, 'Values System');
    await button('I Agree').tap();
    await heading(page, 'Introduction');
    await button('Next').tap();
    await heading(page, 'Identify Your Values');
    expect(await main.getByText('Step 1 (of 4)').count()).toBe(1);
    await button('Next').tap();

    // Identify: the search narrows the list as one types, accents and case ignored.
    await heading(page, 'Identify');
    await main.getByText(invited.event.eventName).waitFor();
    const search = page.getByRole('searchbox', { name: 'Search values' });
    await search.fill('ADVEN');
    await page.getByRole('checkbox', { name: 'Choose Adventure', exact: true }).waitFor();
    expect(await page.getByRole('checkbox', { name: 'Choose Abundance', exact: true }).count()).toBe(0);
    await search.fill('');
    for (const value of TEN) await page.getByRole('checkbox', { name: `Choose ${value}`, exact: true }).tap();
    const eleventh = page.getByRole('checkbox').nth(10);
    const eleventhName = ((await eleventh.getAttribute('aria-label')) ?? '').replace(/^Choose /, '');
    await eleventh.tap();
    await page.getByText('11 selected (0 remaining)').waitFor();
    const chosen = page.getByRole('region', { name: 'Your chosen values' });
    expect(await chosen.getByRole('listitem').allTextContents()).toEqual([...TEN, eleventhName]);
    // Save & Next is on the first screen: no scrolling past a hundred values.
    const saveNext = button('Save & Next');
    await expectPrimaryOnFirstScreen(page, saveNext);
    await saveNext.tap();
    // The refusal shows beside the counter, not over it.
    const refusal = main.getByRole('alert').filter({ hasText: 'Please choose exactly 10 values' });
    await refusal.waitFor();
    expect(await overlaps(refusal, main.getByText('11 selected (0 remaining)'))).toBe(false);
    // A chip is removed from the keyboard: focus its button, press Enter.
    await chosen.getByRole('button', { name: `Remove ${eleventhName}` }).focus();
    await page.keyboard.press('Enter');
    await page.getByText('10 selected (0 remaining)').waitFor();
    await checkScreen(page, 'w02-prework-identify');
    await saveNext.tap();

    await heading(page, 'Define');
    // "Saved" shows beside the buttons, never over the wordmark.
    const saved = page.locator('.vs-wizard-flash').getByText('Saved');
    await saved.waitFor();
    expect(await overlaps(saved, wordmark)).toBe(false);
    await page
      .getByRole('textbox', { name: 'Definition of value 1', exact: true })
      .fill('Plenty to share with the people around me');
    await button('Save & Next').tap();

    // Rank by its arrow buttons.
    await heading(page, 'Rank');
    await button(`Move ${TEN[1]} up`).tap();
    await expect
      .poll(() => page.locator('.vs-prework-rank-value').allTextContents())
      .toEqual([TEN[1], TEN[0], ...TEN.slice(2)]);
    await checkScreen(page, 'w03-prework-rank');
    await button('Save & Next').tap();

    // % Lived: unrated until touched; the save waits for all ten.
    await heading(page, '% Lived');
    expect(await page.getByText('Not rated yet').count()).toBe(10);
    await checkScreen(page, 'w04-prework-lived-unrated');
    await button('Save & Next').tap();
    await main.getByRole('alert').waitFor();
    await heading(page, '% Lived');
    // A tap on a slider's track rates its value; a key moves it on; the box takes digits.
    const slider = page.getByRole('slider', { name: `${TEN[1]}: % lived` });
    const track = await slider.boundingBox();
    await slider.tap({ position: { x: (track?.width ?? 100) * 0.8, y: (track?.height ?? 44) / 2 } });
    await page.keyboard.press('ArrowRight');
    const box = page.getByRole('textbox', { name: TEN[1], exact: true });
    const tapped = Number(await box.inputValue());
    expect(tapped).toBeGreaterThan(60);
    for (const value of [TEN[0], ...TEN.slice(2)]) {
      await page.getByRole('textbox', { name: value, exact: true }).fill('70');
    }
    expect(await page.getByText('Not rated yet').count()).toBe(0);
    await checkScreen(page, 'w05-prework-lived');
    await button('Save & Next').tap();

    // The end: a recap of the ten values and when the live session is; Logout is not the primary.
    await heading(page, 'Thank You For Completing Your Pre-work');
    await main.getByText(/^Your live session with Gail Guide1 is on /).waitFor();
    expect(await main.locator('.vs-prework-recap li').count()).toBe(10);
    const inMain = (name: string) => main.getByRole('button', { name, exact: true });
    expect(await inMain('Logout').getAttribute('class')).toContain('vs-button-secondary');
    expect(await inMain('Download').getAttribute('class')).toContain('vs-button-primary');
    await checkScreen(page, 'w06-prework-completion');

    // Live: home never says "Start with the pre-work" first.
    await guideOpensLiveSession(invited);
    await page.goto(`${product.url}/`);
    await main.getByText('Your live session is open').waitFor();
    const sawPrework = await page.evaluate(
      () => (window as unknown as { __wizard: { sawPrework: boolean } }).__wizard.sawPrework,
    );
    expect(sawPrework).toBe(false);
    await checkScreen(page, 'w07-home-live');
    await main.getByRole('button', { name: 'Next' }).tap();
    await heading(page, 'Values System');
    await button('I Agree').tap();

    // Live Edit by its arrow buttons, as Rank.
    await page.getByRole('heading', { name: 'Edit Your Values' }).waitFor();
    expect(await main.getByText('Step 1 (of 4)').count()).toBe(1);
    await button(`Move ${TEN[0]} up`).tap();
    await expect.poll(() => page.getByLabel('Value 1', { exact: true }).inputValue()).toBe(TEN[0]);
    await checkScreen(page, 'w08-live-edit');
    await button('Save & Next').tap();

    // The reveal by two taps.
    await page.getByRole('heading', { name: 'Categorize Your Values' }).waitFor();
    const participant = await apiAs(product.url, invited.email, PASSWORD);
    const ranked = await liveValues(participant);
    await checkScreen(page, 'w09-live-reveal');
    await page.locator('[data-slot="0"] button').tap();
    expect(await page.locator('[data-slot="0"] button').getAttribute('aria-pressed')).toBe('true');
    await page.locator('[data-slot="9"] button').tap();
    await page.getByRole('button', { name: new RegExp(`^Driver Value: ${ranked[9]},`) }).waitFor();
    await expect.poll(() => liveValues(participant)).toEqual([ranked[9], ...ranked.slice(1, 9), ranked[0]]);
    await button('Next').tap();

    await page.getByRole('heading', { name: 'My Values Output' }).waitFor();
    await button('Next').tap();

    // Meaningful Work: Save is the primary, Reset marked destructive.
    await page.getByRole('heading', { name: 'My Meaningful Work' }).waitFor();
    await main.getByText(invited.event.eventName).waitFor();
    expect(await button('Save').getAttribute('class')).toContain('vs-button-primary');
    expect(await button('Reset').getAttribute('class')).toContain('vs-mw-reset');
    await expectPrimaryOnFirstScreen(page, button('Save'));
    await button('Save').tap();
    const mwSaved = page.locator('.vs-wizard-flash .vs-flash');
    await mwSaved.waitFor();
    expect(await overlaps(mwSaved, wordmark)).toBe(false);
    await checkScreen(page, 'w10-live-meaningful-work');
    await button('Finish').tap();
    await expect.poll(() => page.url()).toBe(`${product.url}/login`);
    await context.close();
  }, 900_000);
});
