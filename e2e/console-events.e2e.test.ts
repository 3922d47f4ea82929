import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from './axe.ts';
import {
  type ApiSession,
  registerUser,
  screenshot,
  signedInConsole,
  TEST_PASSWORD,
  tabTo,
  uploadedRetreatFile,
} from './console-session.ts';
import { apiAs, browserTestsRun, launchChromium, type Product, startProduct } from './product.ts';

const EMPTY_STATE =
  "No events found. Try adding one with the 'Add Event' button or uploading with the 'Upload Event' button.";
const DELETE_EVENT_TEXT =
  'Please ensure you have downloaded the event files before deletion. This action will remove the event and all participants from the system. It cannot be undone, however, if you have downloaded the event files you will be able to upload the event for editing.';

/** Lists load over the network: give them more than expect.poll's default second on a busy machine. */
const POLL = { timeout: 15_000 };

let product: Product;
let browser: Browser;
let admin: ApiSession;
let files: string;
let adminPage: Page;

const activeEventNames = async (page: Page) => {
  const table = page.getByRole('table', { name: 'Active events' });
  await table.waitFor();
  return table.locator('tbody tr:not([aria-hidden]) td:first-child').allTextContents();
};

describe.runIf(browserTestsRun)('console: the Events screen', () => {
  beforeAll(async () => {
    product = await startProduct();
    browser = await launchChromium();
    admin = await apiAs(product.url, product.adminEmail, product.adminPassword);
    files = await mkdtemp(join(tmpdir(), 'vs-events-e2e-'));
    adminPage = await signedInConsole(browser, product.url, product.adminEmail, product.adminPassword);
  });

  afterAll(async () => {
    await browser?.close();
    await product?.stop();
    if (files) await rm(files, { recursive: true, force: true });
  });

  it("shows a super-admin the spec's empty state, Add Event and Upload Event", async () => {
    const page = adminPage;
    await page.getByRole('tab', { name: 'Active Events' }).waitFor();
    expect(await page.getByText(EMPTY_STATE).textContent()).toBe(EMPTY_STATE);
    await page.getByRole('searchbox', { name: 'Search by event name' }).waitFor();
    await page.getByRole('button', { name: 'Add Event' }).waitFor();
    await page.getByRole('button', { name: 'Upload Event' }).waitFor();
    await expectNoAxeViolations(page);
    await screenshot(page, 'events-empty');
  });

  it('adds an event with an existing participant by keyboard alone, and lists it', async () => {
    await registerUser(admin, 0, 'Pat', 'Keyboard');
    await registerUser(admin, 0, 'Quinn', 'Other');
    const page = adminPage;
    await tabTo(page, page.getByRole('button', { name: 'Add Event' }));
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Add Event' });
    await dialog.waitFor();
    await dialog.getByRole('checkbox', { name: /Pat Keyboard/ }).waitFor();
    await expectNoAxeViolations(page);
    await screenshot(page, 'add-event-dialog');

    await tabTo(page, dialog.getByRole('textbox', { name: /^Name/ }));
    await page.keyboard.type('Keyboard Workshop');
    await tabTo(page, dialog.getByRole('combobox', { name: /^Event Type/ }));
    await page.keyboard.press('ArrowDown'); // Discount
    await tabTo(page, dialog.getByRole('searchbox', { name: 'Search participants' }));
    await page.keyboard.type('pat key');
    const pat = dialog.getByRole('checkbox', { name: /Pat Keyboard/ });
    await expect.poll(() => dialog.getByRole('checkbox').count(), POLL).toBe(1);
    await tabTo(page, pat);
    await page.keyboard.press('Space');
    expect(await pat.isChecked()).toBe(true);
    await dialog.getByRole('heading', { name: 'Chosen (1)' }).waitFor();
    await screenshot(page, 'add-event-dialog-filled');
    await tabTo(page, dialog.getByRole('button', { name: 'Save' }));
    await page.keyboard.press('Enter');
    await page.getByText('Event created', { exact: true }).waitFor();
    await dialog.waitFor({ state: 'detached' });

    await expect.poll(() => activeEventNames(page), POLL).toEqual(['Keyboard Workshop']);
    const row = page.getByRole('row', { name: /Keyboard Workshop/ });
    expect(await row.getByRole('cell').allTextContents()).toEqual([
      'Keyboard Workshop',
      expect.stringMatching(/^\d{1,2} [A-Z][a-z]{2} \d{4}$/),
      expect.stringMatching(/^\d{1,2} [A-Z][a-z]{2} \d{4}$/),
      'Super Admin',
      '1',
      'Discount',
      'Pre-work',
      'Dashboard of Keyboard Workshop',
    ]);
  });

  it('searches by event name and opens an event Dashboard', async () => {
    for (const [eventName, eventDate] of [
      ['Spring Gathering', '2031-04-01'],
      ['Autumn Summit', '2030-10-01'],
    ] as const) {
      const reply = await admin.request('POST', '/api/event/create', {
        eventName,
        eventDate,
        eventType: 'Reg',
        sessionAccess: 'Live',
        participants: [],
      });
      expect(reply.status).toBe(201);
    }
    const page = adminPage;
    await page.reload();
    await expect.poll(() => activeEventNames(page), POLL).toHaveLength(3);
    expect((await activeEventNames(page))[0]).toBe('Spring Gathering');
    await expectNoAxeViolations(page);
    await screenshot(page, 'events-filled');

    const search = page.getByRole('searchbox', { name: 'Search by event name' });
    await search.fill('SUMMIT');
    await expect.poll(() => activeEventNames(page), POLL).toEqual(['Autumn Summit']);
    await screenshot(page, 'events-search');
    await search.fill('nothing like this');
    await page.getByText(EMPTY_STATE).waitFor();
    await search.fill('');

    // The dashboard is a page of its own: linkable, and the browser's Back returns to the list.
    await page.getByRole('link', { name: 'Dashboard of Autumn Summit' }).click();
    const dashboard = page.getByRole('article', { name: 'Autumn Summit' });
    await dashboard.getByRole('heading', { level: 1, name: 'Autumn Summit' }).waitFor();
    expect(page.url()).toMatch(new RegExp(`^${product.url}/events/[0-9a-f-]{36}$`));
    await expectNoAxeViolations(page);
    await page.goBack();
    await dashboard.waitFor({ state: 'detached' });
    await page.getByRole('table', { name: 'Active events' }).waitFor();
    await page.goForward();
    await dashboard.waitFor();
    await page.reload();
    await dashboard.getByRole('heading', { level: 1, name: 'Autumn Summit' }).waitFor();
    await dashboard.getByRole('link', { name: 'Active Events' }).click();
    await page.getByRole('table', { name: 'Active events' }).waitFor();
  });

  it('uploads an event file, views it, downloads its files and removes it', async () => {
    const page = adminPage;
    await page.getByRole('button', { name: 'Upload Event' }).click();
    const dialog = page.getByRole('dialog', { name: 'Upload Event' });
    await dialog.waitFor();
    await expectNoAxeViolations(page);
    await screenshot(page, 'upload-event-dialog');
    await dialog.getByRole('button', { name: 'Upload' }).click();
    await dialog.getByText('Please select a file').waitFor();
    await expectNoAxeViolations(page);
    await screenshot(page, 'upload-event-dialog-no-file');

    const notJson = join(files, 'event.txt');
    await writeFile(notJson, JSON.stringify(uploadedRetreatFile('Non-reg')));
    await dialog.getByLabel('Event file').setInputFiles(notJson);
    await dialog.getByRole('button', { name: 'Upload' }).click();
    await dialog.getByText('The event file must be a .json file').waitFor();

    const path = join(files, 'event.json');
    await writeFile(path, JSON.stringify(uploadedRetreatFile('Non-reg')));
    await dialog.getByLabel('Event file').setInputFiles(path);
    await dialog.getByRole('button', { name: 'Upload' }).click();
    await page.getByText('Event uploaded', { exact: true }).waitFor();
    await dialog.waitFor({ state: 'detached' });

    await page.getByRole('heading', { name: 'Uploaded Events' }).waitFor();
    const uploads = page.getByRole('table', { name: 'Uploaded events' });
    const row = uploads.getByRole('row', { name: /Uploaded Retreat/ });
    expect((await row.getByRole('cell').allTextContents()).slice(0, 4)).toEqual([
      'Uploaded Retreat',
      '14 Mar 2026',
      '14 Apr 2026',
      'Olga Oldguide',
    ]);
    await expectNoAxeViolations(page);
    await screenshot(page, 'uploaded-events');

    await row.getByRole('button', { name: 'View Event Uploaded Retreat' }).click();
    const view = page.getByRole('dialog', { name: 'Uploaded Retreat' });
    await view.getByRole('cell', { name: 'rae.archive@example.test' }).waitFor();
    expect(await view.getByRole('row', { name: /Rae/ }).getByRole('cell').allTextContents()).toEqual([
      'Rae',
      'Archive',
      'rae.archive@example.test',
      '0 of 4',
      'No',
    ]);
    await expectNoAxeViolations(page);
    await screenshot(page, 'uploaded-event-view');
    await view.getByRole('button', { name: 'Close' }).last().click();
    await view.waitFor({ state: 'detached' });

    // The zip is asked for, polled until ready, then downloaded: no request waits for the build.
    const archiveCalls: string[] = [];
    const recordArchiveCall = (request: { method(): string; url(): string }) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/api/event/event_file')) archiveCalls.push(`${request.method()} ${pathname}`);
    };
    page.on('request', recordArchiveCall);
    // The ready zip is held back a moment, so the busy button and its status can be checked.
    const held = Promise.withResolvers<void>();
    await page.route('**/api/event/event_file_download?*', async (route) => {
      await held.promise;
      await route.continue();
    });
    const downloadButton = row.getByRole('button', { name: 'Download Files of Uploaded Retreat' });
    const downloaded = page.waitForEvent('download');
    await tabTo(page, downloadButton);
    await page.keyboard.press('Enter');
    await row.getByRole('status').getByText('Downloading files…').waitFor();
    expect(await downloadButton.getAttribute('aria-busy')).toBe('true');
    await expectNoAxeViolations(page);
    await screenshot(page, 'download-files-busy');
    held.resolve();
    const download = await downloaded;
    expect(download.suggestedFilename()).toBe('Uploaded Retreat 2026-03-14.zip');
    expect(await download.failure()).toBeNull();
    await expect.poll(() => downloadButton.getAttribute('aria-busy'), POLL).toBeNull();
    page.off('request', recordArchiveCall);
    await page.unroute('**/api/event/event_file_download?*');
    expect(archiveCalls[0]).toBe('POST /api/event/event_file_request');
    expect(archiveCalls.at(-1)).toBe('GET /api/event/event_file_download');
    expect(new Set(archiveCalls.slice(1, -1))).toEqual(new Set(['GET /api/event/event_file_status']));

    await row.getByRole('button', { name: 'Remove Upload of Uploaded Retreat' }).click();
    const confirm = page.getByRole('alertdialog');
    await confirm.getByText(DELETE_EVENT_TEXT).waitFor();
    await expectNoAxeViolations(page);
    await screenshot(page, 'remove-upload-confirm');
    await confirm.getByRole('button', { name: 'Remove Upload' }).click();
    await page.getByText('Event Deleted Successfully', { exact: true }).waitFor();
    await page.getByRole('heading', { name: 'Uploaded Events' }).waitFor({ state: 'detached' });
  });

  it('shows a Guide only their own events and no Upload Event', async () => {
    const guideUid = await registerUser(admin, 1, 'Gail', 'Guide');
    const reply = await admin.request('POST', '/api/event/create', {
      eventName: "Gail's Group",
      eventDate: '2030-06-15',
      eventType: 'Non-reg',
      sessionAccess: 'Pre-work',
      participants: [],
      facilitator: guideUid,
    });
    expect(reply.status).toBe(201);
    const page = await signedInConsole(browser, product.url, 'gail.guide@example.test', TEST_PASSWORD);
    await expect.poll(() => activeEventNames(page), POLL).toEqual(["Gail's Group"]);
    expect(
      await page
        .getByRole('row', { name: /Gail's Group/ })
        .getByRole('cell')
        .nth(3)
        .textContent(),
    ).toBe('Gail Guide');
    expect(await page.getByRole('button', { name: 'Upload Event' }).count()).toBe(0);
    expect(await page.getByRole('heading', { name: 'Uploaded Events' }).count()).toBe(0);
    await expectNoAxeViolations(page);
    await screenshot(page, 'guide-events');

    await page.getByRole('button', { name: 'Add Event' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Event' });
    await expect
      .poll(() => dialog.getByRole('textbox', { name: 'Facilitator' }).inputValue(), POLL)
      .toBe('Gail Guide');
    await expectNoAxeViolations(page);
    await screenshot(page, 'guide-add-event-dialog');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
  });

  it('keeps the picked calendar date whatever the time zone of the Guide and of the reader', async () => {
    await registerUser(admin, 1, 'Tessa', 'Zone');
    // Pago Pago is UTC-11 and Kiritimati UTC+14: at any instant their calendars differ by a day.
    const west = await signedInConsole(
      browser,
      product.url,
      'tessa.zone@example.test',
      TEST_PASSWORD,
      'Pacific/Pago_Pago',
    );
    await west.getByRole('button', { name: 'Add Event' }).click();
    const dialog = west.getByRole('dialog', { name: 'Add Event' });
    await dialog.getByRole('textbox', { name: /^Name/ }).fill('New Year Circle');
    await dialog.getByLabel(/^Event Date/).fill('2030-12-31');
    expect(await dialog.getByLabel(/^Access Close/).inputValue()).toBe('2031-01-31');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });
    const dates = (page: Page) =>
      page
        .getByRole('row', { name: /New Year Circle/ })
        .getByRole('cell')
        .evaluateAll((cells) => cells.slice(1, 3).map((cell) => cell.textContent));
    await expect.poll(() => dates(west), POLL).toEqual(['31 Dec 2030', '31 Jan 2031']);

    const guide = await apiAs(product.url, 'tessa.zone@example.test', TEST_PASSWORD);
    const saved = (await guide.request('GET', '/api/event/all')).body.events as {
      eventDate: string;
      accessClose: string;
    }[];
    expect(saved.map(({ eventDate, accessClose }) => [eventDate, accessClose])).toEqual([
      ['2030-12-31', '2031-01-31'],
    ]);

    const east = await signedInConsole(
      browser,
      product.url,
      'tessa.zone@example.test',
      TEST_PASSWORD,
      'Pacific/Kiritimati',
    );
    await expect.poll(() => dates(east), POLL).toEqual(['31 Dec 2030', '31 Jan 2031']);
    await east.getByRole('link', { name: 'Dashboard of New Year Circle' }).click();
    const dashboard = east.getByRole('article', { name: 'New Year Circle' });
    await expect.poll(() => dashboard.getByLabel(/^Event Date/).inputValue(), POLL).toBe('2030-12-31');
    expect(await dashboard.getByLabel(/^Access Close/).inputValue()).toBe('2031-01-31');
    await west.context().close();
    await east.context().close();
  });
});
