import { readFile } from 'node:fs/promises';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from './axe.ts';
import { type ApiSession, registerUser, screenshot, signedInConsole, tabTo } from './console-session.ts';
import { apiAs, browserTestsRun, launchChromium, type Product, startProduct } from './product.ts';

const GUIDE = {
  forename: 'Gina',
  surname: 'Guide',
  email: 'gina.guide@example.test',
  password: 'Guide1234x',
};
let product: Product;
let browser: Browser;
let guide: ApiSession;

const ok = async (reply: Promise<{ status: number; body: Record<string, unknown> }>, status = 200) => {
  const { status: got, body } = await reply;
  expect(got, JSON.stringify(body)).toBe(status);
  return body;
};

// A Guide's whole run of an event from its dashboard (people, emails, reminders, MW, print, Live,
// close) is in console-journey.e2e.test.ts; this file keeps what that journey does not walk.
describe.runIf(browserTestsRun)('the Event Dashboard in Chromium', () => {
  beforeAll(async () => {
    product = await startProduct();
    browser = await launchChromium();
    const admin = await apiAs(product.url, product.adminEmail, product.adminPassword);
    await registerUser(admin, 1, GUIDE.forename, GUIDE.surname, GUIDE.email, GUIDE.password);
    guide = await apiAs(product.url, GUIDE.email, GUIDE.password);
  });

  afterAll(async () => {
    await browser?.close();
    await product?.stop();
  });

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
    await page.getByRole('link', { name: `Dashboard of ${importDay}` }).click();
    const dashboard = page.getByRole('article', { name: importDay });
    await dashboard
      .getByText("This event has no participants yet. Add one with the 'Add Participant' button.")
      .waitFor();
    await expectNoAxeViolations(page);
    await screenshot(page, 'dashboard-empty');

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
      'forename,surname,email,prework steps done,login email',
      'Irma,Import,irma.import@example.test,0,not sent',
      'Ivo,Import,ivo.import@example.test,0,not sent',
    ]);
  }, 120_000);
});
