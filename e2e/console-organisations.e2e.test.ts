import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from './axe.ts';
import {
  type ApiSession,
  arrowToTab,
  popup,
  registerUser,
  screenshot,
  signedInConsole,
  TEST_PASSWORD,
  tabTo,
} from './console-session.ts';
import { apiAs, browserTestsRun, launchChromium, type Product, startProduct } from './product.ts';

/**
 * Client organisations (issue 33) in the built product: a super-admin creates and brands one and
 * makes a Guide its client admin, by keyboard; the client admin then sees that organisation's
 * events and not the rest. A super-admin reads an organisation's usage, narrows the participants
 * to it and changes a member's role; its client admin reads the usage too.
 */

const POLL = { timeout: 15_000 };
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

let product: Product;
let browser: Browser;
let admin: ApiSession;

const activeEventNames = async (page: Page) => {
  const table = page.getByRole('table', { name: 'Active events' });
  await table.waitFor();
  return table.locator('tbody tr:not([aria-hidden]) td:first-child').allTextContents();
};

/** Nothing on the page is wider than the viewport (no sideways scrolling on a phone). */
const expectNoOverflow = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    page.viewportSize()?.width ?? 0,
  );

describe.runIf(browserTestsRun)('client organisations in Chromium', () => {
  beforeAll(async () => {
    product = await startProduct();
    browser = await launchChromium();
    admin = await apiAs(product.url, product.adminEmail, product.adminPassword);
  });

  afterAll(async () => {
    await browser?.close();
    await product?.stop();
  });

  it('a super-admin creates and brands an organisation and names its client admin, who sees only its events', async () => {
    await registerUser(admin, 1, 'Cara', 'Client');
    const otherGuide = await registerUser(admin, 1, 'Gus', 'Elsewhere');
    const elsewhere = await admin.request('POST', '/api/event/create', {
      eventName: 'Default Workshop',
      eventDate: '2030-06-15',
      eventType: 'Reg',
      sessionAccess: 'Pre-work',
      participants: [],
      facilitator: otherGuide,
    });
    expect(elsewhere.status).toBe(201);

    const page = await signedInConsole(browser, product.url, product.adminEmail, product.adminPassword);
    await arrowToTab(page, 'Organisations');
    const create = page.getByRole('button', { name: 'Create Organisation' });
    await tabTo(page, create);
    await page.keyboard.press('Enter');
    const createDialog = page.getByRole('dialog', { name: 'Create Organisation' });
    await createDialog.waitFor();
    await tabTo(page, createDialog.getByRole('textbox', { name: /^Name/ }));
    await page.keyboard.type('Acme Learning');
    await page.keyboard.press('Tab');
    await page.keyboard.type('acme');
    await tabTo(page, createDialog.getByRole('button', { name: 'Create', exact: true }));
    await page.keyboard.press('Enter');
    await createDialog.waitFor({ state: 'detached' });
    const table = page.getByRole('table', { name: 'Organisations' });
    await table.getByRole('cell', { name: 'Acme Learning', exact: true }).waitFor();
    await expectNoAxeViolations(page);
    await screenshot(page, 'organisations-1280');

    // Brand it: a colour too light for white text is refused by the server, by the field.
    await tabTo(page, page.getByRole('button', { name: 'Edit Acme Learning' }));
    await page.keyboard.press('Enter');
    const editor = page.getByRole('dialog', { name: 'Edit Acme Learning' });
    const accent = editor.getByRole('textbox', { name: 'Accent colour' });
    await tabTo(page, accent);
    await page.keyboard.type('#ffdd00');
    await page.keyboard.press('Enter');
    await editor.locator('.vs-field-error').filter({ hasText: 'is too light' }).waitFor();
    expect(await accent.getAttribute('aria-invalid')).toBe('true');
    await expectNoAxeViolations(page);
    await screenshot(page, 'organisation-accent-refused-1280');
    await accent.fill('');
    await page.keyboard.type('#1c4e80');
    await tabTo(page, editor.getByRole('textbox', { name: /^Sender name/ }));
    await page.keyboard.type('Acme Learning Team');
    await page.keyboard.press('Enter');
    await popup(page, 'Organisation updated').waitFor();
    expect(await accent.getAttribute('aria-invalid')).toBeNull();

    // Cara becomes its client admin, chosen from the Guides list.
    await tabTo(page, editor.getByRole('button', { name: 'Add Guide' }));
    await page.keyboard.press('Enter');
    const add = page.getByRole('dialog', { name: 'Add a Guide to Acme Learning' });
    await add.waitFor();
    await tabTo(page, add.getByRole('searchbox', { name: /Search Guides/ }));
    await page.keyboard.type('Cara');
    const guide = add.getByRole('combobox', { name: /^Guide/ });
    await expect.poll(() => guide.locator('option').count(), POLL).toBe(2);
    await guide.selectOption({ label: 'Cara Client (cara.client@example.test)' });
    await add.getByRole('combobox', { name: /^Role/ }).selectOption('client_admin');
    await tabTo(page, add.getByRole('button', { name: 'Add', exact: true }));
    await page.keyboard.press('Enter');
    await add.waitFor({ state: 'detached' });
    const members = editor.getByRole('table', { name: 'Members of Acme Learning' });
    await members.getByRole('row', { name: /Cara.*Client admin/ }).waitFor();
    await expectNoAxeViolations(page);
    await screenshot(page, 'organisation-editor-1280');
    await page.setViewportSize({ width: 360, height: 780 });
    await expectNoAxeViolations(page);
    await screenshot(page, 'organisation-editor-360');
    await page.keyboard.press('Escape');
    await editor.waitFor({ state: 'detached' });
    await expectNoOverflow(page);
    await screenshot(page, 'organisations-360');

    // An event of Acme's, facilitated by the other Guide: Cara sees it as its client admin.
    const orgs = await admin.request('GET', '/api/org/all');
    const acme = (orgs.body.organisations as { orgId: string; slug: string }[]).find(
      (o) => o.slug === 'acme',
    );
    await admin.request('POST', '/api/org/add_member', {
      orgId: acme?.orgId,
      uid: otherGuide,
      role: 'guide',
    });
    const inAcme = await admin.request('POST', '/api/event/create', {
      eventName: 'Acme Kick-off',
      eventDate: '2030-07-01',
      eventType: 'Reg',
      sessionAccess: 'Pre-work',
      participants: [],
      facilitator: otherGuide,
      orgId: acme?.orgId,
    });
    expect(inAcme.status).toBe(201);

    const cara = await signedInConsole(browser, product.url, 'cara.client@example.test', TEST_PASSWORD);
    await expect.poll(() => activeEventNames(cara), POLL).toEqual(['Acme Kick-off']);
    await cara.getByRole('row', { name: /Acme Kick-off.*Acme Learning/ }).waitFor();
    await expectNoAxeViolations(cara);
    await screenshot(cara, 'client-admin-events-1280');
    await arrowToTab(cara, 'Organisation');
    const own = cara.getByRole('table', { name: 'Your organisations' });
    await own.getByRole('cell', { name: 'Acme Learning', exact: true }).waitFor();
    await tabTo(cara, own.getByRole('button', { name: 'Edit Acme Learning' }));
    await cara.keyboard.press('Enter');
    const caraEditor = cara.getByRole('dialog', { name: 'Edit Acme Learning' });
    await caraEditor
      .getByRole('table', { name: 'Members of Acme Learning' })
      .getByRole('row', { name: /Gus/ })
      .waitFor();
    expect(await caraEditor.getByRole('textbox', { name: /Short name/ }).count()).toBe(0);
    await expectNoAxeViolations(cara);
    await screenshot(cara, 'client-admin-organisation-1280');
    await cara.keyboard.press('Escape');
    await cara.setViewportSize({ width: 360, height: 780 });
    await arrowToTab(cara, 'Active Events');
    await expect.poll(() => activeEventNames(cara), POLL).toEqual(['Acme Kick-off']);
    await expectNoAxeViolations(cara);
    await expectNoOverflow(cara);
    await screenshot(cara, 'client-admin-events-360');
  });

  it("a super-admin reads an organisation's usage, filters participants by it and changes a role; its client admin reads the usage", async () => {
    const created = await admin.request('POST', '/api/org/create', { name: 'Northwind', slug: 'northwind' });
    const orgId = created.body.orgId as string;
    const register = async (accessLevel: 0 | 1, forename: string, surname: string, inOrg = true) => {
      const reply = await admin.request('POST', '/api/auth/register', {
        accessLevel,
        forename,
        surname,
        email: `${forename.toLowerCase()}.${surname.toLowerCase()}@example.test`,
        password: TEST_PASSWORD,
        ...(inOrg ? { orgId } : {}),
      });
      expect(reply.status, JSON.stringify(reply.body)).toBe(201);
      return (reply.body.user as { uid: string }).uid;
    };
    const nora = await register(1, 'Nora', 'North');
    await register(1, 'Gil', 'North');
    await admin.request('POST', '/api/org/add_member', { orgId, uid: nora, role: 'client_admin' });
    const pia = await register(0, 'Pia', 'North');
    await register(0, 'Dee', 'Fault', false);
    // Held today: this month's usage counts it and its participant.
    const today = new Date().toISOString().slice(0, 10);
    const event = await admin.request('POST', '/api/event/create', {
      eventName: 'Northwind Day',
      eventDate: today,
      eventType: 'Reg',
      sessionAccess: 'Pre-work',
      participants: [pia],
      facilitator: nora,
      orgId,
    });
    expect(event.status, JSON.stringify(event.body)).toBe(201);

    // The organisation switch in the console's head narrows the Participants list on the server.
    const page = await signedInConsole(browser, product.url, product.adminEmail, product.adminPassword);
    await arrowToTab(page, 'Participants');
    const participants = page.getByRole('table', { name: 'Participants' });
    await participants.getByRole('cell', { name: 'Dee', exact: true }).waitFor();
    const orgSwitch = page.getByRole('combobox', { name: 'Organisation' });
    await tabTo(page, orgSwitch);
    await orgSwitch.selectOption({ label: 'Northwind' });
    await participants.getByRole('cell', { name: 'Dee', exact: true }).waitFor({ state: 'detached' });
    const firstNames = () =>
      participants.locator('tbody tr:not([aria-hidden]) td:first-child').allTextContents();
    await expect.poll(firstNames, POLL).toEqual(['Pia']);
    await expectNoAxeViolations(page);
    await screenshot(page, 'participants-by-organisation-1280');
    await orgSwitch.selectOption({ label: 'All organisations' });

    // The usage in the organisation's editor: this month's row and the totals.
    await arrowToTab(page, 'Organisations');
    await tabTo(page, page.getByRole('button', { name: 'Edit Northwind' }));
    await page.keyboard.press('Enter');
    const editor = page.getByRole('dialog', { name: 'Edit Northwind' });
    const usage = editor.getByRole('table', { name: /^Usage of Northwind/ });
    await usage.waitFor();
    const now = new Date();
    const month = `${MONTHS[now.getUTCMonth()]} ${now.getUTCFullYear()}`;
    await usage.getByRole('row', { name: `${month} 1 1 0 0` }).waitFor();
    await usage.getByRole('row', { name: 'Total 1 1 0 0' }).waitFor();
    expect(await editor.getByRole('combobox', { name: 'From' }).inputValue()).toMatch(/^\d{4}-\d{2}$/);
    await tabTo(page, editor.getByRole('button', { name: 'Download CSV' }));
    const download = page.waitForEvent('download');
    await page.keyboard.press('Enter');
    expect((await download).suggestedFilename()).toMatch(
      /^usage-northwind-\d{4}-\d{2}-01-to-\d{4}-\d{2}-\d{2}\.csv$/,
    );

    // Gil becomes a client admin in place, by keyboard.
    const gilRole = editor.getByRole('combobox', { name: 'Role of Gil North' });
    await tabTo(page, gilRole);
    await gilRole.selectOption('client_admin');
    await popup(page, 'Role changed').waitFor();
    await expectNoAxeViolations(page);
    await usage.scrollIntoViewIfNeeded();
    await screenshot(page, 'organisation-usage-1280');
    await page.setViewportSize({ width: 360, height: 780 });
    await tabTo(page, editor.getByRole('region', { name: /^Usage of Northwind/ }));
    await expectNoAxeViolations(page);
    await expectNoOverflow(page);
    await screenshot(page, 'organisation-usage-360');
    // The figures beyond the screen's edge scroll into view by keyboard, the months staying put.
    const region = editor.getByRole('region', { name: /^Usage of Northwind/ });
    for (let presses = 0; presses < 8; presses += 1) await page.keyboard.press('ArrowRight');
    await expect.poll(() => region.evaluate((element) => element.scrollLeft), POLL).toBeGreaterThan(0);
    await screenshot(page, 'organisation-usage-scrolled-360');

    const noraPage = await signedInConsole(browser, product.url, 'nora.north@example.test', TEST_PASSWORD);
    await arrowToTab(noraPage, 'Organisation');
    await tabTo(noraPage, noraPage.getByRole('button', { name: 'Edit Northwind' }));
    await noraPage.keyboard.press('Enter');
    const own = noraPage.getByRole('dialog', { name: 'Edit Northwind' });
    await own
      .getByRole('table', { name: /^Usage of Northwind/ })
      .getByRole('row', { name: 'Total 1 1 0 0' })
      .waitFor();
    await expectNoAxeViolations(noraPage);
    await own.getByRole('region', { name: /^Usage of Northwind/ }).scrollIntoViewIfNeeded();
    await screenshot(noraPage, 'client-admin-usage-1280');
    await noraPage.setViewportSize({ width: 360, height: 780 });
    await expectNoAxeViolations(noraPage);
    await screenshot(noraPage, 'client-admin-usage-360');
  });
});
