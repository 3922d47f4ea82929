import { readFile } from 'node:fs/promises';
import { AxeBuilder } from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXPERIMENTAL, WCAG_22_AA } from './axe.ts';
import { screenshot, signedInConsole, TEN_VALUES, tabTo } from './console-session.ts';
import { seedGuideEvent } from './guide-event-seed.ts';
import { phoneContext, smallTapTargets, widerThanScreen } from './phone.ts';
import { browserTestsRun, launchChromium, type Product, startProduct } from './product.ts';

/**
 * Issue 39: a follow-up email's one-tap link opened on a phone. The event's first point is a few
 * seconds after the start of its date (already passed), so the lifecycle sweep (every 2 s here)
 * queues the email at once; the Guide then downloads the impact report.
 */
const PEOPLE = [
  { forename: 'Fran', surname: 'Follow', email: 'fran.follow@example.test', password: 'Fran1234x' },
  { forename: 'Otto', surname: 'Optout', email: 'otto.optout@example.test', password: 'Otto1234x' },
];
const GUIDE = { forename: 'Gus', surname: 'Guide', email: 'gus.guide@example.test', password: 'Guide1234x' };
const EVENT_NAME = 'Follow-up Day';
const WORKSHOP_LIVED = 60;

let product: Product;
let browser: Browser;

/** A Guide's Pre-work event with a follow-up now and one in 90 days; both people finished their pre-work. */
const seed = () =>
  seedGuideEvent(product, {
    guide: GUIDE,
    people: PEOPLE,
    percentLived: WORKSHOP_LIVED,
    event: { eventName: EVENT_NAME, sessionAccess: 'Pre-work', followUpDays: [0.0001, 90] },
  });

/** The follow-up email's link (`/followup/<token>`, or its opt-out) to `email`, from the dev mailbox. */
const followUpLinkFor = async (email: string, optOut = false): Promise<string> => {
  const pattern = optOut ? /href="([^"]*\/followup\/[^"/]+\/opt-out)"/ : /href="([^"]*\/followup\/[^"/]+)"/;
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const html = await (await fetch(`${product.url}/dev/mailbox`)).text();
        const article = html.split('<article>').find((part) => part.includes(`To ${email} at`));
        link = article?.match(pattern)?.[1];
        return link;
      },
      { timeout: 30_000 },
    )
    .toBeDefined();
  return (link as string).replaceAll('&amp;', '&');
};

/** axe: WCAG 2.2 AA, best practices and the experimental rules. */
const expectAxeClean = async (page: Page) => {
  const results = await new AxeBuilder({ page })
    .withTags([...WCAG_22_AA, 'best-practice', EXPERIMENTAL])
    .analyze();
  expect(
    results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);
};

beforeAll(async () => {
  if (!browserTestsRun) return;
  product = await startProduct({ LIFECYCLE_SWEEP_SECONDS: '2' });
  browser = await launchChromium();
  await seed();
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await product?.stop();
});

describe.runIf(browserTestsRun)('the follow-up by its emailed link', () => {
  it('on a 360 px phone: rates each value by slider or number, by keyboard alone, submits and sees then and now', async () => {
    const link = await followUpLinkFor(PEOPLE[0]?.email ?? '');
    const context = await phoneContext(browser, 360);
    const page = await context.newPage();
    await page.goto(link);
    await page.getByRole('heading', { name: 'Your values today' }).waitFor();
    await expect.poll(() => page.getByRole('slider').count()).toBe(10);
    expect(await page.getByText(`At the workshop: ${WORKSHOP_LIVED} %`).count()).toBe(10);
    expect(await widerThanScreen(page)).toEqual([]);
    expect(await smallTapTargets(page)).toEqual([]);
    await expectAxeClean(page);
    await screenshot(page, 'followup-360');

    // By keyboard: the first slider up by ten, the second value typed.
    const firstSlider = page.getByRole('slider', { name: `${TEN_VALUES[0]}: % lived today` });
    await tabTo(page, firstSlider);
    for (let step = 0; step < 10; step += 1) await page.keyboard.press('ArrowRight');
    const numbers = page.getByRole('spinbutton', { name: 'Today, % lived' });
    expect(await numbers.first().inputValue()).toBe('70');
    await tabTo(page, numbers.nth(1));
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('15');
    expect(await page.getByRole('slider', { name: `${TEN_VALUES[1]}: % lived today` }).inputValue()).toBe(
      '15',
    );
    const note = page.getByRole('textbox', { name: 'What changed? (optional)' });
    await tabTo(page, note);
    await page.keyboard.type('A new job');
    await page.getByText('9 of 280 characters').waitFor();
    await tabTo(page, page.getByRole('button', { name: 'Submit' }));
    await page.keyboard.press('Enter');

    await page.getByRole('heading', { name: 'Thank you' }).waitFor();
    await page.getByText('The values that moved most').waitFor();
    expect(await page.locator('.vs-fu-moved').getByRole('listitem').allTextContents()).toEqual([
      `${TEN_VALUES[1]}: from 60 % to 15 % (-45 points)`,
      `${TEN_VALUES[0]}: from 60 % to 70 % (+10 points)`,
    ]);
    expect(await page.locator('.vs-fu-alignment dd').allTextContents()).toEqual(['60 %', '54 %']);
    expect(await widerThanScreen(page)).toEqual([]);
    await expectAxeClean(page);
    await screenshot(page, 'followup-360-result');

    // The link again: the answer stands and shows.
    await page.reload();
    await page.getByRole('heading', { name: 'Thank you' }).waitFor();
    await context.close();
  });

  it("the Guide downloads the event's impact report from its dashboard, rendered by the PDF worker", async () => {
    const page = await signedInConsole(browser, product.url, GUIDE.email, GUIDE.password);
    await page.getByRole('link', { name: `Dashboard of ${EVENT_NAME}` }).click();
    const section = page.getByRole('region', { name: 'Follow-ups' });
    const button = section.getByRole('button', { name: 'Download impact report' });
    const downloaded = page.waitForEvent('download');
    await tabTo(page, button);
    await page.keyboard.press('Enter');
    const download = await downloaded;
    expect(download.suggestedFilename()).toBe(
      `${EVENT_NAME} ${new Date().toISOString().slice(0, 10)} Impact.pdf`,
    );
    const pdf = await readFile((await download.path()) ?? '');
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    await page.context().close();
  }, 120_000);

  it('at 1280 px: the page, and a link that is not valid', async () => {
    const link = await followUpLinkFor(PEOPLE[1]?.email ?? '');
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await page.goto(link);
    await expect.poll(() => page.getByRole('slider').count()).toBe(10);
    await expectAxeClean(page);
    await screenshot(page, 'followup-1280');
    await page.goto(`${product.url}/followup/not-a-token`);
    expect(await page.getByRole('alert').textContent()).toBe(
      'This follow-up link is not valid or has expired.',
    );
    await expectAxeClean(page);
    await context.close();
  });

  it('opt-out: opening the link changes nothing; the button stops every later follow-up', async () => {
    const email = PEOPLE[1]?.email ?? '';
    const link = await followUpLinkFor(email, true);
    const context = await phoneContext(browser, 360);
    const page = await context.newPage();
    await page.goto(link);
    const button = page.getByRole('button', { name: 'Stop follow-up emails' });
    await button.waitFor();
    expect(await widerThanScreen(page)).toEqual([]);
    await expectAxeClean(page);
    await screenshot(page, 'followup-opt-out-360');
    await tabTo(page, button);
    await page.keyboard.press('Enter');
    await page.getByText('Done: you will receive no more follow-up emails.').waitFor();
    await screenshot(page, 'followup-opt-out-done-360');
    await context.close();
  });
});
