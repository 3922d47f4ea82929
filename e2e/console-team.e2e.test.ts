import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Download, Locator, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from './axe.ts';
import {
  type ApiSession,
  arrowToTab,
  openTab,
  popup,
  registerUser,
  screenshot,
  signedInConsole,
  TEST_PASSWORD,
  tabTo,
} from './console-session.ts';
import { apiAs, browserTestsRun, launchChromium, type Product, startProduct } from './product.ts';

/**
 * The Expired Events and Team Output screens (spec 2.13, 2.14) in the built product, seeded through
 * the API. A closed event only becomes "pending removal" 30 days after it closed, so the product
 * first runs on today's calendar (a Guide closes 'Old Retreat'), then again on the same data with
 * its clock 32 days on (shifted-clock.ts), where everything else is seeded and tested.
 */

const GUIDE = { forename: 'Gwen', surname: 'Guide', email: 'gwen@example.test' };
/** Past the 30 retention days (so 'Old Retreat' is pending removal), short of the 7 days' grace after them. */
const CLOCK_SHIFT_DAYS = 32;
const VALUES = [
  'Honesty',
  'Courage',
  'Growth',
  'Family',
  'Humour',
  'Learning',
  'Health',
  'Play',
  'Order',
  'Legacy',
];

let dataDir: string;
let product: Product;
let browser: Browser;
let admin: ApiSession;
let guide: ApiSession;
let springOffsiteDate: string;

/** A calendar date `days` from the real today (the shifted product's today is CLOCK_SHIFT_DAYS on). */
const dateIn = (days: number): string => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

const createEvent = async (
  eventName: string,
  sessionAccess: 'Live' | 'Pre-work',
  eventDate: string,
  participants: readonly string[],
): Promise<string> => {
  const reply = await guide.request('POST', '/api/event/create', {
    eventName,
    eventDate,
    // Open well past the shifted today, within the year after the event date that MAX_ACCESS_DAYS allows.
    accessClose: dateIn(CLOCK_SHIFT_DAYS + 300),
    eventType: 'Reg',
    sessionAccess,
    participants,
  });
  expect(reply.status).toBe(201);
  return (reply.body.event as { eid: string }).eid;
};

const closeEvent = async (eid: string) => {
  expect((await guide.request('PUT', '/api/event/facilitatorclose', { eid })).status).toBe(200);
};

/**
 * The participant's pre-work as the Guide saves it by id: Identify (VALUES in rank order; its first
 * save leaves the definitions empty), then Define (a definition per value).
 */
const saveValues = async (uid: string) => {
  const values = VALUES.map((value, index) => ({ value, originalIndex: index }));
  const identify = await guide.request('PUT', '/api/response/participant_byid?prework=true', {
    uid,
    values,
    completedMark: 0,
  });
  expect(identify.status).toBe(200);
  const define = await guide.request('PUT', '/api/response/participant_byid?prework=true', {
    uid,
    values,
    descriptions: VALUES.map((value) => `What ${value.toLowerCase()} means to me`),
    percentLived: VALUES.map(() => 80),
    completedMark: 1,
  });
  expect(define.status).toBe(200);
};

/** A fresh 1280 px page signed in to the console with the login form. */
const signedIn = (email: string, password = TEST_PASSWORD): Promise<Page> =>
  signedInConsole(browser, product.url, email, password);

/** Server requests other than the session check (which runs every second in these tests). */
const isServerCall = (request: Request) =>
  request.url().startsWith(product.url) && !request.url().includes('/api/auth/loggedIn');

/** Waits until the page has asked the server for nothing (but the session check) for 1.5 s. */
const waitForQuietNetwork = async (page: Page) => {
  let last = Date.now();
  const seen = (request: Request) => {
    if (isServerCall(request)) last = Date.now();
  };
  page.on('request', seen);
  page.on('requestfinished', seen);
  await expect.poll(() => Date.now() - last, { timeout: 30_000, interval: 250 }).toBeGreaterThan(1_500);
  page.off('request', seen);
  page.off('requestfinished', seen);
};

/** Clicks `button` and returns the download it starts. */
const downloadFrom = async (page: Page, button: Locator): Promise<Download> => {
  const [download] = await Promise.all([page.waitForEvent('download', { timeout: 60_000 }), button.click()]);
  return download;
};

const bytesOf = async (download: Download): Promise<Buffer> => {
  const path = await download.path();
  const bytes = await readFile(path);
  const dir = process.env.SCREENSHOT_DIR;
  if (dir) await writeFile(join(dir, download.suggestedFilename()), bytes);
  return bytes;
};

/** The page sizes of a PDF in points, rounded (jsPDF writes one MediaBox per page). */
const pageBoxes = (pdf: Buffer): string[] =>
  [...pdf.toString('latin1').matchAll(/\/MediaBox \[([\d. ]+)\]/g)].map((match) =>
    (match[1] ?? '')
      .split(' ')
      .map((n) => Math.round(Number(n)))
      .join(' '),
  );
const A4_LANDSCAPE = '0 0 842 595';

describe.runIf(browserTestsRun)('console Expired Events and Team Output in Chromium', () => {
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'vs-e2e-team-'));
    // Today: the Guide runs an event and closes it.
    const today = await startProduct({ DATA_DIR: dataDir });
    try {
      admin = await apiAs(today.url, today.adminEmail, today.adminPassword);
      await registerUser(admin, 1, GUIDE.forename, GUIDE.surname, GUIDE.email);
      guide = await apiAs(today.url, GUIDE.email, TEST_PASSWORD);
      const olga = await registerUser(guide, 0, 'Olga', 'Older');
      await closeEvent(await createEvent('Old Retreat', 'Pre-work', dateIn(1), [olga]));
    } finally {
      await today.stop();
    }
    // 32 days on: 'Old Retreat' is pending removal; the other events are made now.
    product = await startProduct({
      DATA_DIR: dataDir,
      E2E_CLOCK_SHIFT_DAYS: String(CLOCK_SHIFT_DAYS),
      NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --import=${new URL('./shifted-clock.ts', import.meta.url).href}`,
    });
    browser = await launchChromium();
    admin = await apiAs(product.url, product.adminEmail, product.adminPassword);
    guide = await apiAs(product.url, GUIDE.email, TEST_PASSWORD);
    const [ada, alan, grace, sam] = [
      await registerUser(guide, 0, 'Ada', 'Lovelace'),
      await registerUser(guide, 0, 'Alan', 'Turing'),
      await registerUser(guide, 0, 'Grace', 'Hopper'),
      await registerUser(guide, 0, 'Sam', 'Spring'),
    ];
    const eventDate = dateIn(CLOCK_SHIFT_DAYS + 7);
    await createEvent('Leaders Day', 'Live', eventDate, [ada, alan]);
    await createEvent('Board Summit', 'Pre-work', eventDate, [grace]);
    // A team too tall for one readable page: its PDF is split over pages at row edges.
    const crowd = await Promise.all(
      Array.from({ length: 30 }, (_, index) => registerUser(guide, 0, `Member${index + 1}`, 'Crowd')),
    );
    await createEvent('Big Team', 'Pre-work', eventDate, crowd);
    springOffsiteDate = dateIn(CLOCK_SHIFT_DAYS + 3);
    await closeEvent(await createEvent('Spring Offsite', 'Pre-work', springOffsiteDate, [sam]));
    await saveValues(ada);
    await saveValues(grace);
  });

  afterAll(async () => {
    await browser?.close();
    await product?.stop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('shows a Guide their closed events and those pending removal, searchable by name', async () => {
    const page = await signedIn(GUIDE.email);
    await openTab(page, /^Removed Events/);
    const closed = page.getByRole('table', { name: 'Closed events' });
    const spring = closed.getByRole('row', { name: /Spring Offsite/ });
    await spring.waitFor();
    const cells = await spring.getByRole('cell').allTextContents();
    expect(cells.slice(0, 6)).toEqual([
      'Spring Offsite',
      expect.stringMatching(/^\d{1,2} [A-Z][a-z]{2} \d{4}$/),
      expect.stringMatching(/^\d{1,2} [A-Z][a-z]{2} \d{4}$/),
      'Gwen Guide',
      '1',
      'Regular',
    ]);
    await spring.getByRole('button', { name: 'Download Files of Spring Offsite' }).waitFor();
    await spring.getByRole('button', { name: 'Remove Event Spring Offsite' }).waitFor();
    await page.getByRole('heading', { name: 'Events Pending Removal' }).waitFor();
    const pending = page.getByRole('table', { name: 'Events pending removal' });
    await pending.getByRole('row', { name: /Old Retreat/ }).waitFor();
    expect(await pending.getByRole('button', { name: /Remove|Download/ }).count()).toBe(0);
    await expectNoAxeViolations(page);
    await screenshot(page, 'expired-events-guide');

    const search = page.getByRole('searchbox', { name: 'Search by event name' });
    await search.fill('OFFSITE');
    await spring.waitFor();
    await search.fill('gala');
    await page.getByText("You're all caught up! No closed events found.").waitFor();
    await expectNoAxeViolations(page);
    await screenshot(page, 'expired-events-searched-empty');
  });

  it('shows a super-admin every Guide’s closed events on Expired Events', async () => {
    const page = await signedIn(product.adminEmail, product.adminPassword);
    await openTab(page, /^Expired Events/);
    await page.getByText(/^Closed events of every Guide\./).waitFor();
    await page
      .getByRole('table', { name: 'Closed events' })
      .getByRole('row', { name: /Spring Offsite/ })
      .waitFor();
    await page
      .getByRole('table', { name: 'Events pending removal' })
      .getByRole('row', { name: /Old Retreat/ })
      .waitFor();
    await expectNoAxeViolations(page);
    await screenshot(page, 'expired-events-admin');
  });

  it('downloads a closed event’s files as the zip the server names', async () => {
    const page = await signedIn(GUIDE.email);
    await openTab(page, /^Removed Events/);
    const download = await downloadFrom(
      page,
      page.getByRole('button', { name: 'Download Files of Spring Offsite' }),
    );
    expect(download.suggestedFilename()).toBe(`Spring Offsite ${springOffsiteDate}.zip`);
    const zip = await readFile(await download.path());
    expect(zip.subarray(0, 2).toString('latin1')).toBe('PK');
    await expect
      .poll(() =>
        page.getByRole('button', { name: 'Download Files of Spring Offsite' }).getAttribute('aria-busy'),
      )
      .toBeNull();
  });

  it('removes a closed event after the spec’s confirmation, by keyboard only', async () => {
    const page = await signedIn(GUIDE.email);
    await arrowToTab(page, /^Removed Events/);
    const remove = page.getByRole('button', { name: 'Remove Event Spring Offsite' });
    await tabTo(page, remove);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('alertdialog', { name: 'Remove Spring Offsite?' });
    await dialog.waitFor();
    await dialog
      .getByText(
        'Please ensure you have downloaded the event files before deletion. This action will remove the event and all participants from the system. It cannot be undone, however, if you have downloaded the event files you will be able to upload the event for editing.',
      )
      .waitFor();
    expect(
      await dialog.getByRole('button', { name: 'Cancel' }).evaluate((el) => el === document.activeElement),
    ).toBe(true);
    await expectNoAxeViolations(page);
    await screenshot(page, 'remove-event-dialog');
    await tabTo(page, dialog.getByRole('button', { name: 'Remove Event' }), 3);
    await page.keyboard.press('Enter');
    await popup(page, 'Successfully Closed Event').waitFor();
    await dialog.waitFor({ state: 'detached' });
    await page.getByText("You're all caught up! No closed events found.").waitFor();
    await expect
      .poll(() =>
        page
          .getByRole('searchbox', { name: 'Search by event name' })
          .evaluate((el) => el === document.activeElement),
      )
      .toBe(true);
    const closed = await guide.request('GET', '/api/event/summaries?status=closed');
    expect(closed.body.events).toEqual([]);
    await screenshot(page, 'expired-events-after-removal');
  });

  it('shows the team output of the Guide’s active events, searchable by any of several terms', async () => {
    const page = await signedIn(GUIDE.email);
    await openTab(page, 'Team Output');
    const leaders = page.getByRole('article', { name: 'Leaders Day (Live)' });
    await leaders.waitFor();
    await page.getByRole('article', { name: 'Board Summit (Pre-work)' }).waitFor();
    const ada = leaders.getByRole('row', { name: /^Ada Lovelace/ });
    expect(await ada.getByRole('cell').allTextContents()).toEqual([
      'HonestyWhat honesty means to me',
      'LegacyWhat legacy means to me',
      'CourageGrowthFamilyHumour',
      'HumourWhat humour means to me',
      'LearningHealthPlayOrder',
      'OrderWhat order means to me',
    ]);
    expect(
      await leaders
        .getByRole('row', { name: /^Alan Turing/ })
        .getByRole('cell')
        .allTextContents(),
    ).toEqual(['No values yet']);
    expect(await page.getByRole('searchbox', { name: 'Search events' }).getAttribute('placeholder')).toBe(
      'Search by event name (separate by comma)',
    );
    await expectNoAxeViolations(page);
    await screenshot(page, 'team-output');

    const search = page.getByRole('searchbox', { name: 'Search events' });
    await search.fill('board');
    await leaders.waitFor({ state: 'detached' });
    await search.fill('leaders, BOARD');
    await leaders.waitFor();
    await page.getByRole('article', { name: 'Board Summit (Pre-work)' }).waitFor();
    await search.fill('gala');
    await page
      .getByText("No events with name 'gala' found, please change your search or add an event.")
      .waitFor();
    await expectNoAxeViolations(page);
    await screenshot(page, 'team-output-empty');
  });

  it('makes the team PDFs in the browser, without asking the server', async () => {
    const page = await signedIn(GUIDE.email);
    await openTab(page, 'Team Output');
    await page.getByRole('article', { name: 'Leaders Day (Live)' }).waitFor();
    // The PDF tools and fonts load while the screen opens; after that, nothing may be fetched.
    await waitForQuietNetwork(page);
    const calls: string[] = [];
    page.on('request', (request) => {
      if (isServerCall(request)) calls.push(request.url());
    });

    const one = await downloadFrom(page, page.getByRole('button', { name: 'Download Leaders Day (Live)' }));
    expect(one.suggestedFilename()).toBe('Leaders Day [Live].pdf');
    const onePdf = await bytesOf(one);
    expect(onePdf.subarray(0, 4).toString('latin1')).toBe('%PDF');
    expect(pageBoxes(onePdf)).toEqual([A4_LANDSCAPE]);

    await page.getByRole('searchbox', { name: 'Search events' }).fill('leaders board');
    await page.getByRole('article', { name: 'Board Summit (Pre-work)' }).waitFor();
    const some = await downloadFrom(page, page.getByRole('button', { name: 'Download All' }));
    expect(some.suggestedFilename()).toBe('leaders_boardTeamOutput.pdf');
    const somePdf = await bytesOf(some);
    expect(somePdf.subarray(0, 4).toString('latin1')).toBe('%PDF');
    expect(pageBoxes(somePdf)).toEqual([A4_LANDSCAPE, A4_LANDSCAPE]);

    await page.getByRole('searchbox', { name: 'Search events' }).fill('big');
    const big = await downloadFrom(page, page.getByRole('button', { name: 'Download Big Team (Pre-work)' }));
    expect(big.suggestedFilename()).toBe('Big Team [Pre-work].pdf');
    const bigPages = pageBoxes(await bytesOf(big));
    expect(bigPages.length).toBeGreaterThan(1);
    expect(new Set(bigPages)).toEqual(new Set([A4_LANDSCAPE]));

    await page.getByRole('searchbox', { name: 'Search events' }).fill('');
    const all = await downloadFrom(page, page.getByRole('button', { name: 'Download All' }));
    expect(all.suggestedFilename()).toBe('TeamOutput.pdf');
    const allPdf = await bytesOf(all);
    expect(allPdf.subarray(0, 4).toString('latin1')).toBe('%PDF');
    expect(pageBoxes(allPdf)).toHaveLength(2 + bigPages.length);

    expect(calls).toEqual([]);
    await expect
      .poll(() => page.getByRole('button', { name: 'Download All' }).getAttribute('aria-busy'))
      .toBeNull();
  });
});
