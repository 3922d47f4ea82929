import { readFileSync } from 'node:fs';
import { ORIGINAL_VALUES } from '@vs/domain';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from './axe.ts';
import { cutOffText } from './cut-off-text.ts';
import { widerThanScreen } from './phone.ts';
import { apiAs, browserTestsRun, launchChromium, type Product, startProduct } from './product.ts';
import { screenshot } from './screenshots.ts';

/**
 * Participants in their own language (issue 35): a German one through Identify to Rank in German,
 * an Arabic one right to left, and the pseudo-locale (about 35 % longer) at 360 and 1280 px.
 * Screenshots go to SCREENSHOT_DIR (default /tmp/shots).
 */

/** The first ten default values (originalIndex 0-9) in English and in German. */
const TEN = ORIGINAL_VALUES.slice(0, 10);
const ZEHN = [
  'Fülle',
  'Akzeptanz',
  'Verantwortlichkeit',
  'Leistung',
  'Abenteuer',
  'Authentizität',
  'Autonomie',
  'Ausgeglichenheit',
  'Schönheit',
  'Zugehörigkeit',
] as const;

let product: Product;
let browser: Browser;
let admin: Awaited<ReturnType<typeof apiAs>>;
let people = 0;

const registerParticipant = async (language: string) => {
  people += 1;
  const email = `language${people}@example.test`;
  const password = 'Initial1x';
  const reply = await admin.request('POST', '/api/auth/register', {
    accessLevel: 0,
    forename: 'Lena',
    surname: `Lang${people}`,
    email,
    password,
    language,
  });
  expect(reply.status).toBe(201);
  return { email, password, language };
};

/** The shell's first-login introduction's button, in the language the shell speaks once signed in. */
const startButton = (language: string): string =>
  (
    JSON.parse(readFileSync(new URL(`../i18n/messages/${language}.json`, import.meta.url), 'utf8')) as Record<
      string,
      string
    >
  )['shell.intro.start'] ?? 'Get started';

/**
 * Signs in through the shell (English for a browser that asks for English) and opens the
 * participant home from the first-login introduction, which is already in the person's language.
 */
const signIn = async (
  page: Page,
  { email, password, language }: { email: string; password: string; language: string },
) => {
  await page.goto(`${product.url}/login`);
  await page.getByRole('button', { name: 'Confirm' }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.getByRole('button', { name: startButton(language) }).click();
};

const heading = (page: Page, name: string) =>
  page.getByRole('heading', { level: 1, name, exact: true }).waitFor();

describe.runIf(browserTestsRun)('participants in their own language, in Chromium', () => {
  beforeAll(async () => {
    product = await startProduct();
    browser = await launchChromium();
    admin = await apiAs(product.url, product.adminEmail, product.adminPassword);
  });

  afterAll(async () => {
    await browser?.close();
    await product?.stop();
  });

  it('takes a German participant from Identify to Rank in German, and stores the values by index', async () => {
    const person = await registerParticipant('de');
    const page = await (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
    await signIn(page, person);
    await page.getByRole('button', { name: 'Weiter' }).click();
    await heading(page, 'Values System');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('de');
    await page.getByRole('button', { name: 'Ich stimme zu' }).click();
    await heading(page, 'Einführung');
    expect(await page.title()).toBe('Einführung | Values System');
    await page.getByRole('button', { name: 'Weiter' }).click();
    await heading(page, 'Ihre Werte identifizieren');
    await page.getByRole('button', { name: 'Weiter' }).click();

    await heading(page, 'Identifizieren');
    for (const value of ZEHN)
      await page.getByRole('checkbox', { name: `${value} wählen`, exact: true }).click();
    await page.getByText('10 ausgewählt (0 übrig)').waitFor();
    await expectNoAxeViolations(page);
    await screenshot(page, 'languages-de-identify');
    await page.getByRole('button', { name: 'Speichern & weiter' }).click();

    await heading(page, 'Definieren');
    expect(await page.getByRole('textbox', { name: 'Wert 1', exact: true }).inputValue()).toBe('Fülle');
    await page.getByRole('button', { name: 'Speichern & weiter' }).click();

    await heading(page, 'Ordnen');
    expect(await page.locator('.vs-prework-rank-value').allTextContents()).toEqual([...ZEHN]);
    await page.getByRole('button', { name: 'Fülle nach unten verschieben' }).click();
    await expectNoAxeViolations(page);
    await screenshot(page, 'languages-de-rank');
    await page.getByRole('button', { name: 'Speichern & weiter' }).click();
    await heading(page, '% gelebt');

    // Stored by index under the English names: a spec section 7 client reads English.
    const saved = await (await apiAs(product.url, person.email, person.password)).request(
      'GET',
      '/api/response/participant?prework=true',
    );
    expect(saved.body).toMatchObject({
      values: [TEN[1], TEN[0], ...TEN.slice(2)],
      originalIndexes: [1, 0, 2, 3, 4, 5, 6, 7, 8, 9],
    });
  });

  it("lays an Arabic participant's pre-work out right to left, free of WCAG 2.2 AA violations", async () => {
    const person = await registerParticipant('ar');
    const page = await (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
    await signIn(page, person);
    await page.getByRole('button', { name: 'التالي' }).click();
    await page.getByRole('button', { name: 'أوافق' }).click();
    await heading(page, 'مقدمة');
    expect(await page.evaluate(() => [document.documentElement.dir, document.documentElement.lang])).toEqual([
      'rtl',
      'ar',
    ]);
    await expectNoAxeViolations(page);
    await screenshot(page, 'languages-ar-introduction');
    await page.getByRole('button', { name: 'التالي' }).click();
    await page.getByRole('button', { name: 'التالي' }).click();
    await heading(page, 'التحديد');
    await page.getByRole('checkbox', { name: 'اختيار الوفرة', exact: true }).click();
    await expectNoAxeViolations(page);
    await screenshot(page, 'languages-ar-identify');
    // The switcher sits at the line's end: on the left, right to left.
    const box = await page.locator('.vs-language-switcher select').boundingBox();
    expect(box?.x ?? 1280).toBeLessThan(640);
  });

  it('shows the pseudo-locale (35 % longer) at 320, 360 and 1280 px without sideways scrolling or text cut off', async () => {
    const person = await registerParticipant('en-XA');
    const page = await (await browser.newContext({ viewport: { width: 360, height: 740 } })).newPage();
    await signIn(page, person);
    const pages = ['home', 'agreement', 'introduction', 'identify-intro', 'identify'];
    for (const [i, name] of pages.entries()) {
      await page.locator('h1').first().waitFor();
      await page.waitForTimeout(200);
      // 320 px: WCAG 1.4.10's reflow width (1280 px at 400 % zoom).
      for (const width of [320, 360, 1280]) {
        await page.setViewportSize({ width, height: width === 1280 ? 800 : 740 });
        expect(await widerThanScreen(page), `${name} at ${width} px`).toEqual([]);
        expect(await cutOffText(page), `${name} at ${width} px: text cut off`).toEqual([]);
        await screenshot(page, `languages-pseudo-${name}-${width}`);
      }
      await page.setViewportSize({ width: 360, height: 740 });
      if (i < pages.length - 1) await page.getByRole('main').getByRole('button').last().click();
    }
    expect(await page.locator('h1').first().textContent()).toMatch(/^\[Îđéñţîƒý/);
  });

  it('finds text cut off in its box, and not text a person can scroll or only screen readers get', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.setContent(`
      <p style="width:80px;overflow:hidden;white-space:nowrap">Veranstaltungsdatum</p>
      <p style="width:80px;overflow:hidden;white-space:nowrap;text-overflow:ellipsis">Zugangsschluss</p>
      <p style="width:80px;height:20px;overflow:hidden">one two three four five six seven</p>
      <p style="width:80px;overflow:auto;white-space:nowrap">Scrolls sideways</p>
      <span style="position:absolute;width:1px;height:1px;overflow:hidden">For screen readers</span>
      <p style="width:300px;overflow:hidden">Fits</p>`);
    const found = await cutOffText(page);
    await context.close();
    expect(found.map((f) => f.split('"')[1])).toEqual([
      'Veranstaltungsdatum',
      'Zugangsschluss',
      'one two three four five six seven',
    ]);
  });

  it('downloads the Arabic font for Arabic pages only (the switcher names Arabic in itself on every page)', async () => {
    const fontsOn = async (locale: string) => {
      const context = await browser.newContext({ locale });
      const page = await context.newPage();
      const fonts: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('/font/')) fonts.push(request.url());
      });
      await page.goto(`${product.url}/login`);
      await page.getByRole('combobox').last().waitFor();
      await page.evaluate(() => document.fonts.ready);
      await context.close();
      return fonts.filter((url) => url.includes('noto-sans-arabic'));
    };
    expect(await fontsOn('en-GB')).toEqual([]);
    expect(await fontsOn('ar')).not.toEqual([]);
  });
});
