import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from './axe.ts';
import { screenshot, signedInConsole, tabTo } from './console-session.ts';
import { seedGuideEvent } from './guide-event-seed.ts';
import { browserTestsRun, launchChromium, type Product, startProduct } from './product.ts';

const GUIDE = {
  forename: 'Gina',
  surname: 'Guide',
  email: 'gina.progress@example.test',
  password: 'Guide1234x',
};
const PEOPLE = [
  { forename: 'Lena', surname: 'Live', email: 'lena.live@example.test', password: 'Lena1234x' },
  { forename: 'Omar', surname: 'Other', email: 'omar.other@example.test', password: 'Omar1234x' },
];
const EVENT_NAME = 'Progress Day';
/** 3 s: long enough not to flag someone moving through the steps, short enough to wait for. */
const IDLE_MINUTES = '0.05';
/** The promise: a step change reaches the Guide's dashboard within 2 s, without reload. */
const LIVE_WITHIN_MS = 2000;

let product: Product;
let browser: Browser;

/** The Guide, and their Live event with two participants whose pre-work is done. */
const seed = () =>
  seedGuideEvent(product, {
    guide: GUIDE,
    people: PEOPLE,
    percentLived: 60,
    event: { eventName: EVENT_NAME, sessionAccess: 'Live' },
  });

/** A participant signed in, in a browser context of their own, on the live wizard's first step. */
const participantOnLive = async (person: (typeof PEOPLE)[number]): Promise<Page> => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.goto(`${product.url}/login`);
  await page.getByLabel('Email').fill(person.email);
  await page.getByLabel('Password').fill(person.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect.poll(() => page.url()).toBe(`${product.url}/`);
  await page.getByRole('button', { name: 'Confirm', exact: true }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect.poll(() => page.url()).toBe(`${product.url}/live`);
  await page.getByRole('button', { name: 'I Agree' }).waitFor();
  return page;
};

/** The dashboard's one participants table, which carries each person's progress. */
const progressTable = (page: Page) =>
  page.getByRole('table', { name: `Participants of ${EVENT_NAME}`, exact: true });

/** The text of a participant's row in the Guide's progress table. */
const rowText = async (page: Page, name: string): Promise<string> =>
  (await progressTable(page).getByRole('row').filter({ hasText: name }).first().textContent()) ?? '';

/** Waits at most LIVE_WITHIN_MS for the participant's row to show `step`. */
const expectStep = async (page: Page, name: string, step: string) => {
  await expect.poll(() => rowText(page, name), { timeout: LIVE_WITHIN_MS, interval: 100 }).toContain(step);
};

describe.runIf(browserTestsRun)('live progress on the Event Dashboard in Chromium', () => {
  beforeAll(async () => {
    product = await startProduct({ IDLE_MINUTES });
    browser = await launchChromium();
    await seed();
  });

  afterAll(async () => {
    await browser?.close();
    await product?.stop();
  });

  it("shows each participant's live step within 2 s without reload, then the idle ones", async () => {
    const dashboard = await signedInConsole(browser, product.url, GUIDE.email, GUIDE.password);
    await dashboard.getByRole('link', { name: `Dashboard of ${EVENT_NAME}` }).click();
    await progressTable(dashboard).waitFor();
    await dashboard.getByText('Updating live').waitFor();
    const [lena, omar] = PEOPLE.map((person) => `${person.forename} ${person.surname}`) as [string, string];
    expect(await rowText(dashboard, lena)).toContain('Not started');
    const navigations: string[] = [];
    dashboard.on('framenavigated', (frame) => navigations.push(frame.url()));

    const lenaPage = await participantOnLive(PEOPLE[0] as (typeof PEOPLE)[number]);
    await expectStep(dashboard, lena, 'Agreement');
    const omarPage = await participantOnLive(PEOPLE[1] as (typeof PEOPLE)[number]);
    await expectStep(dashboard, omar, 'Agreement');

    await lenaPage.getByRole('button', { name: 'I Agree' }).click();
    await expectStep(dashboard, lena, 'Edit');
    await omarPage.getByRole('button', { name: 'I Agree' }).click();
    await expectStep(dashboard, omar, 'Edit');
    await lenaPage.getByRole('button', { name: 'Save & Next' }).click();
    await expectStep(dashboard, lena, 'Reveal');
    await lenaPage.getByRole('button', { name: 'Next' }).click();
    await expectStep(dashboard, lena, 'Output');
    expect(await rowText(dashboard, omar)).toContain('Edit');
    expect(navigations).toEqual([]);

    // Nobody moves: after the idle time (3 s here) both are flagged, in words.
    await expect.poll(() => rowText(dashboard, lena), { timeout: 10_000 }).toContain('Idle');
    await expect.poll(() => rowText(dashboard, omar), { timeout: 10_000 }).toContain('Idle');
    await dashboard
      .getByText(
        '2 of 2 finished pre-work · Agreement 0 · Edit 1 · Reveal 0 · Output 1 · Meaningful Work 0 · 2 idle',
      )
      .waitFor();

    // Keyboard: the filter and the sort are reachable and work.
    const filter = dashboard.getByLabel('Show');
    await tabTo(dashboard, filter);
    await dashboard.keyboard.press('ArrowDown');
    await expect.poll(() => filter.inputValue()).toBe('idle');
    await tabTo(dashboard, progressTable(dashboard).getByRole('button', { name: /Live step/ }));
    await dashboard.keyboard.press('Enter');
    await expect
      .poll(() =>
        progressTable(dashboard)
          .getByRole('columnheader', { name: /Live step/ })
          .getAttribute('aria-sort'),
      )
      .toBe('descending');

    await dashboard.getByRole('heading', { name: 'Participants', exact: true }).scrollIntoViewIfNeeded();
    await expectNoAxeViolations(dashboard);
    await screenshot(dashboard, 'live-progress-1280');
    await dashboard.setViewportSize({ width: 360, height: 740 });
    await dashboard.getByRole('heading', { name: 'Participants', exact: true }).scrollIntoViewIfNeeded();
    await expectNoAxeViolations(dashboard);
    await screenshot(dashboard, 'live-progress-360');

    // Moving again clears the flag.
    await omarPage.getByRole('button', { name: 'Save & Next' }).click();
    await omarPage.getByRole('heading', { name: 'Categorize Your Values' }).waitFor();
    await dashboard.getByLabel('Show').selectOption('all');
    await expectStep(dashboard, omar, 'Reveal');
    await expect.poll(() => rowText(dashboard, omar), { timeout: LIVE_WITHIN_MS }).toContain('Active');
  });
});
