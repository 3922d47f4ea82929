import { readFile } from 'node:fs/promises';
import type { Browser, Download, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from './axe.ts';
import {
  type ApiSession,
  openTab,
  registerUser,
  screenshot,
  signedInConsole,
  TEN_VALUES,
  tabTo,
} from './console-session.ts';
import { apiAs, browserTestsRun, launchChromium, type Product, startProduct } from './product.ts';

const GUIDE = {
  forename: 'Gina',
  surname: 'Guide',
  email: 'gina.guide@example.test',
  password: 'Guide1234x',
};
const EXISTING = {
  forename: 'Ezra',
  surname: 'Existing',
  email: 'ezra.existing@example.test',
  password: 'Ezra1234x',
};
const NEWCOMER = {
  forename: 'Nia',
  surname: 'Newcomer',
  email: 'nia.newcomer@example.test',
  password: 'Nia12345x',
};
const EVENT_NAME = 'Dashboard Day';
const PERSONAL_MESSAGE = 'See you on Friday at ten.';
const CLOSE_TEXT = `Are you sure you want to close event ${EVENT_NAME}? This will move the event to the 'Expired Events' page and you and all participants will no longer be able to view their responses.`;

let product: Product;
let browser: Browser;
let guide: ApiSession;
let eid: string;
let existingUid: string;

const ok = async (reply: Promise<{ status: number; body: Record<string, unknown> }>, status = 200) => {
  const { status: got, body } = await reply;
  expect(got, JSON.stringify(body)).toBe(status);
  return body;
};

/** The Guide (with Meaningful Work), their event, and a participant with step 1 of the pre-work saved. */
const seed = async () => {
  const admin = await apiAs(product.url, product.adminEmail, product.adminPassword);
  const guideUid = await registerUser(admin, 1, GUIDE.forename, GUIDE.surname, GUIDE.email, GUIDE.password);
  await ok(
    admin.request('PUT', '/api/user/update', { uid: guideUid, ...GUIDE, password: '', mwEnabled: true }),
  );
  guide = await apiAs(product.url, GUIDE.email, GUIDE.password);
  const created = await ok(
    guide.request('POST', '/api/event/create', {
      eventName: EVENT_NAME,
      eventDate: new Date().toISOString().slice(0, 10),
      eventType: 'Reg',
      sessionAccess: 'Pre-work',
      participants: [],
    }),
    201,
  );
  eid = (created.event as { eid: string }).eid;
  existingUid = await registerUser(
    guide,
    0,
    EXISTING.forename,
    EXISTING.surname,
    EXISTING.email,
    EXISTING.password,
  );
  const self = await apiAs(product.url, EXISTING.email, EXISTING.password);
  await ok(
    self.request('PUT', '/api/response/participant?prework=true', {
      values: TEN_VALUES.map((value, originalIndex) => ({ value, originalIndex })),
      descriptions: TEN_VALUES.map(() => ''),
      percentLived: TEN_VALUES.map(() => 100),
      completedMark: 0,
    }),
  );
};

const dashboardOf = (page: Page) => page.getByRole('dialog', { name: EVENT_NAME });

const openDashboard = async (page: Page) => {
  await page.getByRole('button', { name: `Dashboard of ${EVENT_NAME}` }).click();
  await dashboardOf(page)
    .getByRole('table', { name: `Participants of ${EVENT_NAME}` })
    .or(dashboardOf(page).getByText('This event has no participants yet.'))
    .first()
    .waitFor();
};

/** Every file the page downloads while `action` runs, by suggested name, once `count` arrived. */
const downloadsDuring = async (page: Page, count: number, action: () => Promise<void>) => {
  const downloads: Download[] = [];
  const listener = (download: Download) => downloads.push(download);
  page.on('download', listener);
  await action();
  await expect.poll(() => downloads.length, { timeout: 60_000 }).toBe(count);
  page.off('download', listener);
  return downloads.map((download) => download.suggestedFilename());
};

const mailboxHtml = async () => (await fetch(`${product.url}/dev/mailbox`)).text();

/**
 * Axe and a screenshot at 1280 px, then at 360 px (scrolled to `shown` when given), back at
 * desktop width.
 */
const inspectAtBothWidths = async (page: Page, name: string, shown?: Locator) => {
  await expectNoAxeViolations(page);
  await screenshot(page, `${name}-1280`);
  await page.setViewportSize({ width: 360, height: 740 });
  await shown?.scrollIntoViewIfNeeded();
  await expectNoAxeViolations(page);
  await screenshot(page, `${name}-360`);
  await page.setViewportSize({ width: 1280, height: 800 });
};

describe.runIf(browserTestsRun)('the Event Dashboard in Chromium', () => {
  beforeAll(async () => {
    product = await startProduct();
    browser = await launchChromium();
    await seed();
  });

  afterAll(async () => {
    await browser?.close();
    await product?.stop();
  });

  // The whole dashboard journey; each login email now shows "on its way" until the dashboard sees it delivered (a 3 s refresh).
  it('lets a Guide run an event from its dashboard, from adding people to closing it', async () => {
    const page = await signedInConsole(browser, product.url, GUIDE.email, GUIDE.password);
    await openDashboard(page);
    const dashboard = dashboardOf(page);
    await dashboard
      .getByText("This event has no participants yet. Add one with the 'Add Participant' button.")
      .waitFor();
    await expectNoAxeViolations(page);
    await screenshot(page, 'dashboard-empty');

    // Add the existing participant by keyboard alone.
    await tabTo(page, dashboard.getByRole('button', { name: 'Add Participant' }));
    await page.keyboard.press('Enter');
    const add = page.getByRole('dialog', { name: 'Add Participant' });
    await add.getByRole('list', { name: 'People found' }).waitFor();
    await expect.poll(() => add.getByText('GUIDE', { exact: true }).count()).toBe(1);
    await expectNoAxeViolations(page);
    await screenshot(page, 'add-participant-existing');
    await tabTo(page, add.getByRole('searchbox', { name: 'Search participants and Guides' }));
    await page.keyboard.type('Ezra');
    await expect.poll(() => add.getByRole('listitem').count()).toBe(1);
    await tabTo(page, add.getByRole('button', { name: `Add ${EXISTING.forename} ${EXISTING.surname}` }));
    await page.keyboard.press('Enter');
    await add.waitFor({ state: 'detached' });
    await dashboard.getByRole('cell', { name: EXISTING.email }).waitFor();

    // Add a brand-new participant with a set-up link.
    await dashboard.getByRole('button', { name: 'Add Participant' }).click();
    await add.getByRole('tab', { name: 'New participant' }).click();
    await add.getByLabel('First Name').fill(NEWCOMER.forename);
    await add.getByLabel('Last Name').fill(NEWCOMER.surname);
    await add.getByLabel('Email').fill(NEWCOMER.email);
    await add.getByLabel(/^Password/).fill('weak');
    await add.getByRole('button', { name: 'Add Participant' }).click();
    await add.locator('.vs-field-error').waitFor();
    await expectNoAxeViolations(page);
    await screenshot(page, 'add-participant-new-invalid');
    await add.getByLabel(/^Password/).fill(NEWCOMER.password);
    await add.getByRole('checkbox', { name: 'Send a set-up link' }).check();
    await add.getByRole('button', { name: 'Add Participant' }).click();
    await add.waitFor({ state: 'detached' });
    await dashboard.getByRole('cell', { name: NEWCOMER.email }).waitFor();
    await dashboard.getByRole('heading', { name: /^Participants: 2/ }).waitFor();
    await screenshot(page, 'dashboard-emails-not-sent');

    // Send Ezra's login email by keyboard alone, with a personal message.
    await tabTo(
      page,
      dashboard.getByRole('button', {
        name: `Login email not sent: ${EXISTING.forename} ${EXISTING.surname}`,
      }),
    );
    await page.keyboard.press('Enter');
    const send = page.getByRole('dialog', { name: 'Send login email' });
    await send.getByText(`To ${EXISTING.forename} ${EXISTING.surname} (${EXISTING.email})`).waitFor();
    await expectNoAxeViolations(page);
    await screenshot(page, 'send-login-email');
    await tabTo(page, send.getByLabel('Message (optional)'));
    await page.keyboard.type(PERSONAL_MESSAGE);
    await tabTo(page, send.getByRole('button', { name: 'Send', exact: true }));
    await page.keyboard.press('Enter');
    await send.waitFor({ state: 'detached' });
    const sentIcon = dashboard.getByRole('button', {
      name: `Login email has been sent: ${EXISTING.forename} ${EXISTING.surname}`,
    });
    await sentIcon.waitFor();
    expect(await sentIcon.getAttribute('title')).toBe('Login email has been sent');
    await expect
      .poll(
        async () => {
          const article = (await mailboxHtml())
            .split('<article>')
            .find((part) => part.includes(`To ${EXISTING.email} at`));
          return article?.includes(PERSONAL_MESSAGE) ?? false;
        },
        { timeout: 15_000 },
      )
      .toBe(true);

    // Send all: only the newcomer is still waiting for one.
    await dashboard.getByRole('button', { name: 'Send all logon emails' }).click();
    await dashboard.locator('.vs-send-all-status', { hasText: '1 logon email queued' }).waitFor();
    await dashboard
      .getByRole('button', { name: `Login email has been sent: ${NEWCOMER.forename} ${NEWCOMER.surname}` })
      .waitFor();
    await expect
      .poll(async () => (await mailboxHtml()).includes(`To ${NEWCOMER.email} at`), { timeout: 15_000 })
      .toBe(true);

    // Remind the unfinished (both have pre-work left): asked first, naming how many; a second
    // reminder within 12 hours is not offered.
    await dashboard.getByRole('button', { name: 'Remind unfinished (2)' }).click();
    const remind = page.getByRole('alertdialog', { name: 'Remind unfinished' });
    await remind.getByText(/^Send a reminder to the 2 participants who have not finished/).waitFor();
    await inspectAtBothWidths(page, 'remind-unfinished-confirm');
    await remind.getByRole('button', { name: 'Send 2 reminders' }).click();
    await remind.waitFor({ state: 'detached' });
    await dashboard.locator('.vs-send-all-status', { hasText: '2 reminders queued' }).waitFor();
    expect(await dashboard.getByRole('button', { name: 'Remind unfinished (0)' }).isDisabled()).toBe(true);
    // Beside each login email, the reminder turns from on its way to sent without a reload.
    await expect.poll(() => dashboard.getByText(/^Reminder sent \d/).count(), { timeout: 15_000 }).toBe(2);
    await expect
      .poll(
        async () => {
          const article = (await mailboxHtml())
            .split('<article>')
            .find(
              (part) => part.includes('a reminder to finish your pre-work') && part.includes(EXISTING.email),
            );
          return article?.includes('/reset_password/') ?? false;
        },
        { timeout: 15_000 },
      )
      .toBe(true);
    await inspectAtBothWidths(page, 'dashboard-reminded', dashboard.getByText(/^Reminder sent \d/).first());

    // Meaningful Work for Ezra: the count gains the MW count in brackets.
    const heading = dashboard.getByRole('heading', { name: /^Participants: 2/ });
    expect(await heading.textContent()).toBe('Participants: 2 (0), 0 with Meaningful Work');
    await dashboard
      .getByRole('checkbox', { name: `MW Access for ${EXISTING.forename} ${EXISTING.surname}` })
      .check();
    await expect.poll(() => heading.textContent()).toBe('Participants: 2 (1), 1 with Meaningful Work');
    await expectNoAxeViolations(page);
    await screenshot(page, 'dashboard-filled');

    // Print: the newcomer has nothing to print; Ezra's pre-work PDF comes named by the server.
    expect(
      await dashboard
        .getByRole('button', { name: `Print ${NEWCOMER.forename} ${NEWCOMER.surname}` })
        .isDisabled(),
    ).toBe(true);
    const printEzra = dashboard.getByRole('button', {
      name: `Print ${EXISTING.forename} ${EXISTING.surname}`,
    });
    expect(await downloadsDuring(page, 1, () => printEzra.click())).toEqual([
      'Ezra_Existing-ValuesSystem.pdf',
    ]);
    await expect.poll(() => printEzra.getAttribute('aria-busy')).toBeNull();

    // Remove the newcomer after confirming.
    await dashboard.getByRole('button', { name: `Remove ${NEWCOMER.forename} ${NEWCOMER.surname}` }).click();
    const remove = page.getByRole('alertdialog', { name: 'Remove Participant' });
    await remove.waitFor();
    await expectNoAxeViolations(page);
    await screenshot(page, 'remove-participant');
    await remove.getByRole('button', { name: 'Remove' }).click();
    await remove.waitFor({ state: 'detached' });
    await dashboard.getByRole('cell', { name: NEWCOMER.email }).waitFor({ state: 'detached' });

    // Switch the event to Live and save; Print now gives the live output and the MW sheet.
    await dashboard.getByLabel('Session Access').selectOption('Live');
    await dashboard.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Event updated').waitFor();
    const saved = await ok(guide.request('GET', `/api/event?eid=${eid}`));
    expect((saved.event as { sessionAccess: string }).sessionAccess).toBe('Live');
    expect(await downloadsDuring(page, 2, () => printEzra.click())).toEqual([
      'Ezra_Existing-ValuesSystem-Live.pdf',
      'Ezra_Existing-MeaningfulWork.pdf',
    ]);

    // View opens the participant's live session.
    await dashboard.getByRole('button', { name: `View ${EXISTING.forename} ${EXISTING.surname}` }).click();
    await expect.poll(() => page.url()).toBe(`${product.url}/live/${existingUid}`);

    // Close the event: the spec's question, then it moves to Removed Events.
    await page.goto(`${product.url}/`);
    await page.getByRole('tablist').waitFor();
    await openDashboard(page);
    await dashboard.getByRole('button', { name: 'Close Event' }).click();
    const close = page.getByRole('alertdialog', { name: 'Close Event' });
    await close.getByText(CLOSE_TEXT, { exact: true }).waitFor();
    await expectNoAxeViolations(page);
    await screenshot(page, 'close-event');
    await close.getByRole('button', { name: 'Close Event' }).click();
    await dashboard.waitFor({ state: 'detached' });
    await page.getByText('Event closed').waitFor();
    await page.getByRole('button', { name: `Dashboard of ${EVENT_NAME}` }).waitFor({ state: 'detached' });
    await page.getByRole('tab', { name: /Removed Events.*1 expired/ }).waitFor();
    await openTab(page, /Removed Events/);
  }, 120_000);

  it('lets a Guide import participants from a spreadsheet: an error, fixed, imported, then exported', async () => {
    const importDay = 'Import Day';
    await ok(
      guide.request('POST', '/api/event/create', {
        eventName: importDay,
        eventDate: new Date().toISOString().slice(0, 10),
        eventType: 'Reg',
        sessionAccess: 'Pre-work',
        participants: [],
      }),
      201,
    );
    const page = await signedInConsole(browser, product.url, GUIDE.email, GUIDE.password);
    await page.getByRole('button', { name: `Dashboard of ${importDay}` }).click();
    const dashboard = page.getByRole('dialog', { name: importDay });
    await dashboard.getByText('This event has no participants yet.', { exact: false }).waitFor();

    // By keyboard: Import CSV opens the dialog.
    await tabTo(page, dashboard.getByRole('button', { name: 'Import CSV' }));
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Import Participants' });
    const file = dialog.getByLabel('Participant file (CSV)');
    const upload = (text: string) =>
      file.setInputFiles({ name: 'people.csv', mimeType: 'text/csv', buffer: Buffer.from(text) });

    // Excel's kind of file, with one bad address: every row is shown, the bad one marked.
    await upload(
      '\uFEFFforename;surname;email\r\nIrma;Import;irma.import@example.test\r\nIvo;Import;ivo.import@\r\n',
    );
    await dialog.getByText(/1 row has an error: nothing was imported/).waitFor();
    const errorRow = dialog.locator('tr[data-status=error]');
    expect(await errorRow.textContent()).toContain('email: Enter a valid email address');
    expect(await dialog.getByRole('button', { name: 'Import 2 participants' }).isDisabled()).toBe(true);
    await expectNoAxeViolations(page);
    await screenshot(page, 'import-participants-error');
    await page.setViewportSize({ width: 360, height: 780 });
    await screenshot(page, 'import-participants-error-360');
    await page.setViewportSize({ width: 1280, height: 900 });

    // Fixed, previewed, then imported.
    await upload(
      'forename;surname;email\r\nIrma;Import;irma.import@example.test\r\nIvo;Import;ivo.import@example.test\r\n',
    );
    await dialog.getByText('Ready to import 2 participants (2 new, 0 existing)').waitFor();
    await expectNoAxeViolations(page);
    await screenshot(page, 'import-participants-preview');
    await dialog.getByRole('button', { name: 'Import 2 participants' }).click();
    await dialog.getByText('2 participants imported (2 new, 0 existing)').waitFor();
    await dialog.getByRole('button', { name: 'Close', exact: true }).last().click();
    await dialog.waitFor({ state: 'detached' });
    await dashboard.getByRole('cell', { name: 'irma.import@example.test' }).waitFor();
    await dashboard.getByRole('cell', { name: 'ivo.import@example.test' }).waitFor();

    // Export CSV: the provider's own record of the event's people.
    const downloaded = page.waitForEvent('download');
    await dashboard.getByRole('button', { name: 'Export CSV' }).click();
    const download = await downloaded;
    expect(download.suggestedFilename()).toBe('Import-Day-participants.csv');
    const exported = await readFile((await download.path()) ?? '', 'utf8');
    expect(exported.split('\r\n')).toEqual([
      'forename,surname,email,prework steps done,logon email',
      'Irma,Import,irma.import@example.test,0,not sent',
      'Ivo,Import,ivo.import@example.test,0,not sent',
    ]);
  }, 120_000);
});
