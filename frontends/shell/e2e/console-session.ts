import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';

/**
 * Helpers for the console browser tests (Guide and super-admin screens): sign in through the form,
 * dismiss the first-login introduction and the cookie notice, open a tab, take a screenshot.
 */

/** A fresh 1280 px page in its own context (own cookies). */
export const consolePage = async (browser: Browser): Promise<Page> => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, acceptDownloads: true });
  return context.newPage();
};

/** Signs in with the login form and waits for the console home; closes the introduction and cookie notice if shown. */
export const signInToConsole = async (page: Page, url: string, email: string, password: string) => {
  await page.goto(`${url}/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
  // CSS, not role: the first-login introduction hides the tabs from the accessibility tree.
  await page.locator('[role="tablist"]').waitFor();
  const intro = page.getByRole('dialog', { name: /^Introducing/ });
  if (await intro.isVisible().catch(() => false)) {
    await intro.getByRole('button', { name: 'Get started' }).click();
    await intro.waitFor({ state: 'detached' });
  }
  const cookies = page.getByRole('button', { name: 'Confirm' });
  if (await cookies.isVisible().catch(() => false)) await cookies.click();
};

/** Opens a console tab by its name (e.g. 'Participants'). */
export const openTab = async (page: Page, name: string | RegExp) => {
  await page.getByRole('tab', { name }).click();
};

/**
 * Saves a full-page screenshot as `{SCREENSHOT_DIR}/{name}.png` when SCREENSHOT_DIR is set (for
 * looking at the screens); does nothing otherwise, so CI writes no files.
 */
export const screenshot = async (page: Page, name: string) => {
  const dir = process.env.SCREENSHOT_DIR;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: join(dir, `${name}.png`), fullPage: true });
};
