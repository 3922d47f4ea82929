import { randomUUID } from 'node:crypto';
import type { Browser, Locator, Page } from 'playwright-core';
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
  uploadedRetreatFile,
} from './console-session.ts';
import { apiAs, browserTestsRun, launchChromium, type Product, startProduct } from './product.ts';

/**
 * The people screens (spec 2.7, 2.11, 2.12) in the built product: the super-admin's Guides and
 * Super-Admins screens driven by keyboard only, a Guide's Participants screen and Account.
 */

const PARTICIPANTS_EMPTY =
  "No participants found. Please add a participant with the 'Add Participant' button or by doing it directly from an event on the 'Active Events' tab.";

let product: Product;
let browser: Browser;
let admin: ApiSession;

interface Listed {
  uid: string;
  forename: string;
  surname: string;
  email: string;
  portal_link: string;
  mwEnabled: boolean;
}

const listed = async (
  list: 'facilitators' | 'superadmins' | 'participants',
  q: string,
): Promise<Listed[]> => {
  const reply = await admin.request('GET', `/api/user/${list}?q=${encodeURIComponent(q)}`);
  return reply.body.users as Listed[];
};

/** Fills a dialog's fields in order with the keyboard: Tab to each, then type. */
const typeInto = async (page: Page, dialog: Locator, values: Record<string, string>) => {
  for (const [label, value] of Object.entries(values)) {
    const input = dialog.getByLabel(label, { exact: true });
    await tabTo(page, input);
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type(value);
  }
};

describe.runIf(browserTestsRun)('console people screens in Chromium', () => {
  beforeAll(async () => {
    product = await startProduct();
    browser = await launchChromium();
    admin = await apiAs(product.url, product.adminEmail, product.adminPassword);
  });

  afterAll(async () => {
    await browser?.close();
    await product?.stop();
  });

  it('lets the super-admin add, edit and search Guides and add and delete a Super-Admin, by keyboard only', async () => {
    const page = await signedInConsole(browser, product.url, product.adminEmail, product.adminPassword);

    // Guides: the empty state, then Add Guide.
    await arrowToTab(page, 'Guides');
    await page.getByText("No guides found. Please add a guide with the 'Add Guide' button.").waitFor();
    await expectNoAxeViolations(page);
    await screenshot(page, 'guides-empty');
    await tabTo(page, page.getByRole('button', { name: 'Add Guide' }));
    await page.keyboard.press('Enter');
    const add = page.getByRole('dialog', { name: 'Add Guide' });
    await add.waitFor();
    await expectNoAxeViolations(page);
    await screenshot(page, 'add-guide-dialog');
    await typeInto(page, add, {
      'First Name': 'Gina',
      'Last Name': 'Guidance',
      Email: 'gina@example.test',
      Password: 'Guide1234x',
    });
    await page.keyboard.press('Enter'); // submits the form from its last field
    await popup(page, 'User registered').waitFor();
    await add.waitFor({ state: 'detached' });
    const guides = page.getByRole('table', { name: 'Guides' });
    await guides.getByRole('cell', { name: 'gina@example.test' }).waitFor();

    // A second Guide, so the search has something to leave out.
    await tabTo(page, page.getByRole('button', { name: 'Add Guide' }));
    await page.keyboard.press('Enter');
    await typeInto(page, page.getByRole('dialog', { name: 'Add Guide' }), {
      'First Name': 'Otto',
      'Last Name': 'Other',
      Email: 'otto@example.test',
      Password: 'Guide1234x',
    });
    await page.keyboard.press('Enter');
    await guides.getByRole('cell', { name: 'otto@example.test' }).waitFor();
    await page.getByText('Showing 1-2 of 2').waitFor();
    await expectNoAxeViolations(page);
    await screenshot(page, 'guides');

    // Edit Guide: portal link and Meaningful Work.
    await tabTo(page, page.getByRole('button', { name: 'Edit Gina Guidance' }));
    await page.keyboard.press('Enter');
    const edit = page.getByRole('dialog', { name: 'Edit Guide' });
    await edit.waitFor();
    expect(await edit.getByLabel('Portal Link').inputValue()).toBe('');
    await typeInto(page, edit, { 'Portal Link': 'https://portal.example.test/gina' });
    await tabTo(page, edit.getByRole('checkbox', { name: 'Enable Meaningful Work' }));
    await page.keyboard.press('Space');
    expect(await edit.getByRole('checkbox', { name: 'Enable Meaningful Work' }).isChecked()).toBe(true);
    await expectNoAxeViolations(page);
    await screenshot(page, 'edit-guide-dialog');
    await tabTo(page, edit.getByRole('button', { name: 'Save' }));
    await page.keyboard.press('Enter');
    await popup(page, 'The user has been updated').waitFor();
    await edit.waitFor({ state: 'detached' });
    const [gina] = await listed('facilitators', 'gina');
    expect(gina).toMatchObject({ portal_link: 'https://portal.example.test/gina', mwEnabled: true });

    // Search by first or last name.
    await tabTo(page, page.getByRole('searchbox', { name: 'Search by first or last name' }));
    await page.keyboard.type('Guid');
    await page.getByText('Showing 1-1 of 1').waitFor();
    expect(await guides.getByRole('cell', { name: 'otto@example.test' }).count()).toBe(0);
    await guides.getByRole('cell', { name: 'gina@example.test' }).waitFor();
    await screenshot(page, 'guides-searched');

    // Super-Admins: add one, then delete them after the spec's confirmation.
    await arrowToTab(page, 'Super-Admins');
    const admins = page.getByRole('table', { name: 'Super-Admins' });
    await admins.getByRole('cell', { name: product.adminEmail }).waitFor();
    await tabTo(page, page.getByRole('button', { name: 'Add Super-Admin' }));
    await page.keyboard.press('Enter');
    const addAdmin = page.getByRole('dialog', { name: 'Add Super-Admin' });
    await addAdmin.waitFor();
    await typeInto(page, addAdmin, {
      'First Name': 'Sue',
      'Last Name': 'Superior',
      Email: 'sue@example.test',
      Password: 'Super1234x',
    });
    await page.keyboard.press('Enter');
    await admins.getByRole('cell', { name: 'sue@example.test' }).waitFor();
    expect(await listed('superadmins', 'sue')).toHaveLength(1);
    await expectNoAxeViolations(page);
    await screenshot(page, 'super-admins');

    await tabTo(page, page.getByRole('button', { name: 'Edit Sue Superior' }));
    await page.keyboard.press('Enter');
    const editAdmin = page.getByRole('dialog', { name: 'Edit Super-Admin' });
    await editAdmin.waitFor();
    expect(await editAdmin.getByLabel('Portal Link').count()).toBe(0);
    expect(await editAdmin.getByRole('checkbox').count()).toBe(0);
    await expectNoAxeViolations(page);
    await screenshot(page, 'edit-super-admin-dialog');
    await tabTo(page, editAdmin.getByRole('button', { name: 'Delete' }));
    await page.keyboard.press('Enter');
    const confirm = page.getByRole('alertdialog', { name: 'Delete Super-Admin' });
    await confirm
      .getByText(
        'Please confirm you want to delete Sue Superior with email sue@example.test from the system. This cannot be undone.',
      )
      .waitFor();
    await expectNoAxeViolations(page);
    await screenshot(page, 'delete-super-admin-confirm');
    await tabTo(page, confirm.getByRole('button', { name: 'Delete' }), 5);
    await page.keyboard.press('Enter');
    await popup(page, 'The user has been deleted').waitFor();
    await admins.getByRole('cell', { name: 'sue@example.test' }).waitFor({ state: 'detached' });
    expect(await listed('superadmins', 'sue')).toEqual([]);
    // Focus continues from the Add button, not the top of the page.
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Add Super-Admin');
  });

  it('shows a Guide only their own participants and lets them edit one', async () => {
    await registerUser(admin, 1, 'Greta', 'Mine', 'greta@example.test');
    await registerUser(admin, 1, 'Gus', 'Theirs', 'gus@example.test');
    const greta = await apiAs(product.url, 'greta@example.test', TEST_PASSWORD);
    const gus = await apiAs(product.url, 'gus@example.test', TEST_PASSWORD);
    await registerUser(greta, 0, 'Pia', 'Mine', 'pia@example.test');
    await registerUser(gus, 0, 'Quentin', 'Theirs', 'quentin@example.test');

    const page = await signedInConsole(browser, product.url, 'greta@example.test', TEST_PASSWORD);
    await openTab(page, 'Participants');
    const table = page.getByRole('table', { name: 'Participants' });
    await table.getByRole('cell', { name: 'pia@example.test' }).waitFor();
    expect(await table.getByRole('cell', { name: 'quentin@example.test' }).count()).toBe(0);
    await page.getByText('Showing 1-1 of 1').waitFor();
    await expectNoAxeViolations(page);
    await screenshot(page, 'guide-participants');

    await page.getByRole('button', { name: 'Edit Pia Mine' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Participant' });
    await edit.getByLabel('Last Name').fill('Minor');
    // Only super-admins set other people's passwords; a Guide sends a logon email instead.
    expect(await edit.getByLabel('New Password', { exact: true }).count()).toBe(0);
    await expectNoAxeViolations(page);
    await screenshot(page, 'edit-participant-dialog');
    await edit.getByRole('button', { name: 'Save' }).click();
    await popup(page, 'The user has been updated').waitFor();
    await table.getByRole('cell', { name: 'Minor', exact: true }).waitFor();
    await apiAs(product.url, 'pia@example.test', TEST_PASSWORD);

    // A search that matches only another Guide's participant finds nothing here.
    await page.getByRole('searchbox', { name: 'Search by first or last name' }).fill('Quentin');
    await page.getByText(PARTICIPANTS_EMPTY).waitFor();
    await expectNoAxeViolations(page);
    await screenshot(page, 'guide-participants-empty');
  });

  it('lets a Guide edit their email template and account, and opens their portal in a new tab', async () => {
    await registerUser(admin, 1, 'Tess', 'Template', 'tess@example.test');
    const [tess] = await listed('facilitators', 'tess');
    const page = await signedInConsole(browser, product.url, 'tess@example.test', TEST_PASSWORD);
    await openTab(page, 'Account');
    const template = page.getByRole('region', { name: 'Login Email Template' });
    const body = template.getByLabel('Body');
    await expect.poll(() => body.inputValue()).toMatch(/^You have been invited to take part/);
    const reminder = page.getByRole('region', { name: 'Reminder Email Template' }).getByLabel('Body');
    await expect.poll(() => reminder.inputValue()).toMatch(/^A friendly reminder/);
    const portal = page.getByRole('button', { name: 'Your Portal' });
    expect(await portal.isDisabled()).toBe(true);
    await expectNoAxeViolations(page);
    await screenshot(page, 'account');

    await template.getByLabel('Closing').fill('See you on the day.');
    await template.getByRole('button', { name: 'Save Template' }).click();
    await popup(page, 'Your email template has been saved').waitFor();
    const saved = await apiAs(product.url, 'tess@example.test', TEST_PASSWORD);
    const stored = (await saved.request('GET', '/api/user/email_template')).body.template as {
      closing: string;
    };
    expect(stored.closing).toBe('See you on the day.');

    const details = page.getByRole('region', { name: 'Your Details' });
    await details.getByLabel('First Name').fill('Tessa');
    await details.getByLabel('Password', { exact: true }).fill('Better123x');
    await details.getByLabel('Confirm Password').fill('Better123y');
    await details.getByRole('button', { name: 'Save Details' }).click();
    await details.getByText('Passwords do not match').waitFor();
    await expectNoAxeViolations(page);
    await screenshot(page, 'account-passwords-differ');
    await details.getByLabel('Confirm Password').fill('Better123x');
    await details.getByRole('button', { name: 'Save Details' }).click();
    await details.getByText('Please enter your current password to change your email or password.').waitFor();
    await details.getByLabel('Current Password').fill(TEST_PASSWORD);
    await details.getByRole('button', { name: 'Save Details' }).click();
    await popup(page, 'Your account has been updated').waitFor();
    const renamed = await apiAs(product.url, 'tess@example.test', 'Better123x');
    expect(((await renamed.request('GET', '/api/user/info')).body.user as Listed).forename).toBe('Tessa');

    // With a portal link set by a super-admin, 'Your Portal' opens it in a new tab.
    const update = await admin.request('PUT', '/api/user/update', {
      uid: tess?.uid,
      forename: 'Tessa',
      surname: 'Template',
      email: 'tess@example.test',
      portalLink: `${product.url}/portal-${randomUUID()}`,
    });
    expect(update.status).toBe(200);
    await page.reload();
    await page.getByRole('region', { name: 'Your Details' }).waitFor();
    await expect.poll(() => page.getByRole('button', { name: 'Your Portal' }).isEnabled()).toBe(true);
    const [opened] = await Promise.all([
      page.context().waitForEvent('page'),
      page.getByRole('button', { name: 'Your Portal' }).click(),
    ]);
    await expect.poll(() => opened.url()).toMatch(/\/portal-/);
  });

  it('shows the super-admin every participant, paged, and the uploaded participants', async () => {
    const seeded = Array.from({ length: 55 }, (_, i) => String(i + 1).padStart(2, '0'));
    for (const n of seeded) await registerUser(admin, 0, `Page${n}`, `Person${n}`, `page${n}@example.test`);
    const upload = await admin.request('POST', '/api/event/upload_event', {
      eventFile: uploadedRetreatFile('Reg'),
    });
    expect(upload.status).toBeLessThan(300);

    const page = await signedInConsole(browser, product.url, product.adminEmail, product.adminPassword);
    await openTab(page, 'Participants');
    const summary = page.locator('.vs-people-page-summary');
    await expect.poll(() => summary.textContent()).toMatch(/^Showing 1-50 of \d+$/);
    const total = Number((await summary.textContent())?.match(/of (\d+)/)?.[1]);
    expect(total).toBeGreaterThanOrEqual(seeded.length);
    const uploaded = page.getByRole('table', { name: 'Uploaded Participants' });
    await uploaded.getByRole('cell', { name: 'rae.archive@example.test' }).waitFor();
    await expectNoAxeViolations(page);
    await screenshot(page, 'admin-participants');

    await page.getByRole('button', { name: 'Next page' }).click();
    await page.getByText(`Showing 51-${total} of ${total}`).waitFor();
    expect(await page.getByRole('button', { name: 'Next page' }).getAttribute('aria-disabled')).toBe('true');
    await screenshot(page, 'admin-participants-page-2');

    await page.getByRole('searchbox', { name: 'Search by first or last name' }).fill('Page07');
    await page.getByText('Showing 1-1 of 1').waitFor();
    await page.getByRole('button', { name: 'Edit Page07 Person07' }).waitFor();

    // Add Participant (the events area's dialog, without an event) refreshes the list.
    await page.getByRole('button', { name: 'Add Participant' }).click();
    const add = page.getByRole('dialog', { name: 'Add Participant' });
    await add.waitFor();
    await expectNoAxeViolations(page);
    await screenshot(page, 'add-participant-dialog');
    await add.getByLabel('First Name').fill('Nina');
    await add.getByLabel('Last Name').fill('Newcomer');
    await add.getByLabel('Email').fill('nina@example.test');
    await add.getByLabel(/^Password/).fill('Newcomer1x');
    await add.getByRole('button', { name: 'Add Participant' }).click();
    await add.waitFor({ state: 'detached' });
    await page.getByRole('searchbox', { name: 'Search by first or last name' }).fill('Nina');
    await page.getByRole('button', { name: 'Edit Nina Newcomer' }).waitFor();
  });
});
