import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';

/**
 * Where the browser tests write screenshots, for people to look at the screens: SCREENSHOT_DIR when
 * set. Without it (CI) nothing is written, and what is done only for a picture (a 390 px walk, a
 * desktop copy of a phone screen) is not done either: the checks stay the same.
 */
export const SCREENSHOT_DIR = process.env.SCREENSHOT_DIR;
export const takingScreenshots = SCREENSHOT_DIR !== undefined && SCREENSHOT_DIR !== '';

/**
 * Saves a screenshot as `{SCREENSHOT_DIR}/{name}.png` (the whole page unless `firstScreen`, which
 * keeps what shows before scrolling) when SCREENSHOT_DIR is set; does nothing otherwise.
 */
export const screenshot = async (page: Page, name: string, { firstScreen = false } = {}): Promise<void> => {
  if (!takingScreenshots || SCREENSHOT_DIR === undefined) return;
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: join(SCREENSHOT_DIR, `${name}.png`), fullPage: !firstScreen });
};

/** Writes `{SCREENSHOT_DIR}/{name}` (a measurement kept beside the pictures) when SCREENSHOT_DIR is set. */
export const screenshotNote = (name: string, data: unknown): void => {
  if (!takingScreenshots || SCREENSHOT_DIR === undefined) return;
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  writeFileSync(join(SCREENSHOT_DIR, name), JSON.stringify(data, null, 2));
};
