import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from './axe.ts';
import {
  type ApiSession,
  arrowToTab,
  registerUser,
  screenshot,
  signedInConsole,
  TEST_PASSWORD,
  tabTo,
} from './console-session.ts';
import { apiAs, browserTestsRun, launchChromium, type Product, startProduct } from './product.ts';

/** The super-admin's Audit Log tab in the built product, driven by keyboard. */

let product: Product;
let browser: Browser;
let admin: ApiSession;

describe.runIf(browserTestsRun)('the audit log in Chromium', () => {
  beforeAll(async () => {
    product = await startProduct();
    browser = await launchChromium();
    admin = await apiAs(product.url, product.adminEmail, product.adminPassword);
  });

  afterAll(async () => {
    await browser?.close();
    await product?.stop();
  });

  it("lets a super-admin filter the audit log to one Guide's actions", async () => {
    await registerUser(admin, 1, 'Gina', 'Guidance');
    await registerUser(admin, 1, 'Otto', 'Other');
    // Each Guide signs in and registers a participant: logins and registrations by both.
    for (const [email, participant] of [
      ['gina.guidance@example.test', 'Pia'],
      ['otto.other@example.test', 'Paul'],
    ] as const) {
      const guide = await apiAs(product.url, email, TEST_PASSWORD);
      await registerUser(guide, 0, participant, 'Part');
    }

    const page = await signedInConsole(browser, product.url, product.adminEmail, product.adminPassword);
    await arrowToTab(page, 'Audit Log');
    const table = page.getByRole('table', { name: 'Audit Log' });
    await table
      .getByRole('cell', { name: /otto\.other@example\.test/ })
      .first()
      .waitFor();

    await tabTo(page, page.getByRole('searchbox', { name: 'Who (email or user id)' }));
    await page.keyboard.type('gina.guidance@example.test');
    await tabTo(page, page.getByRole('combobox', { name: 'Action' }));
    await page.getByRole('combobox', { name: 'Action' }).selectOption({ label: 'User registered' });
    await page.getByText('Showing the newest 1 entry').waitFor();
    const rows = table.locator('tbody tr').filter({ has: page.getByRole('cell') });
    await expect.poll(() => rows.count()).toBe(1);
    expect(await rows.first().getByRole('cell').allTextContents()).toEqual([
      expect.stringMatching(/\d{4}, \d\d:\d\d:\d\d$/),
      // By name with the email under it; the participant registered by name, the ids on hover.
      'Gina Guidance gina.guidance@example.test',
      'User registered',
      'Person: Pia Part',
      'access level: 0',
      expect.any(String),
    ]);
    await expectNoAxeViolations(page);
    await screenshot(page, 'audit-log-filtered');

    // Without the action filter: Gina's login and registration, nothing of Otto's.
    await page.getByRole('combobox', { name: 'Action' }).selectOption({ label: 'Any action' });
    await page.getByText('Showing the newest 2 entries').waitFor();
    expect(await table.getByRole('cell', { name: /otto\.other@example\.test/ }).count()).toBe(0);
    await page.setViewportSize({ width: 360, height: 780 });
    await expectNoAxeViolations(page);
    await screenshot(page, 'audit-log-360');
    await page.setViewportSize({ width: 1280, height: 900 });
  });
});
