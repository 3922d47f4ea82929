import { randomUUID } from 'node:crypto';
import type { Browser, Locator, Page, Response } from 'playwright-core';
import { expect } from 'vitest';
import type { apiAs } from './product.ts';

/**
 * Helpers for the console browser tests (Guide and super-admin screens): sign in through the form
 * (past the first-login introduction and the cookie notice), move by keyboard, open a tab, wait
 * for a popup, take a screenshot, and seed users, values and event files through the API.
 */

/** The server's API as one signed-in user (apiAs). */
export type ApiSession = Awaited<ReturnType<typeof apiAs>>;

/** The password the tests give the users they register. */
export const TEST_PASSWORD = 'Initial1x';

/**
 * Registers a user through the API as `as` (a super-admin, or a Guide registering a participant)
 * and returns their uid. The email defaults to `forename.surname@example.test`, lower case.
 */
export const registerUser = async (
  as: ApiSession,
  accessLevel: 0 | 1 | 2,
  forename: string,
  surname: string,
  email = `${forename.toLowerCase()}.${surname.toLowerCase()}@example.test`,
  password = TEST_PASSWORD,
): Promise<string> => {
  const reply = await as.request('POST', '/api/auth/register', {
    accessLevel,
    forename,
    surname,
    email,
    password,
  });
  expect(reply.status, JSON.stringify(reply.body)).toBe(201);
  return (reply.body.user as { uid: string }).uid;
};

/** Ten values in rank order, for seeding a participant's pre-work step 1 (Identify). */
export const TEN_VALUES = [
  'Honesty',
  'Family',
  'Growth',
  'Health',
  'Humour',
  'Courage',
  'Learning',
  'Play',
  'Order',
  'Legacy',
] as const;

/**
 * An event file as docs/event-file.md describes it (version 1) for Upload Event: 'Uploaded
 * Retreat' (14 Mar 2026, facilitated by Olga Oldguide) with one participant, Rae Archive.
 */
export const uploadedRetreatFile = (eventType: 'Reg' | 'Non-reg') => ({
  version: 1,
  event: {
    eid: 'elsewhere-1',
    eventName: 'Uploaded Retreat',
    eventDate: '2026-03-14',
    accessClose: '2026-04-14',
    eventType,
    sessionAccess: 'Live',
    facilitator: { forename: 'Olga', surname: 'Oldguide' },
  },
  participants: [
    {
      uid: randomUUID(),
      forename: 'Rae',
      surname: 'Archive',
      email: 'rae.archive@example.test',
      accessLevel: 0,
      mwEnabled: false,
      responseCompleted: [false, false, false, false],
      emailSent: true,
      prework: null,
      live: null,
      meaningfulWork: null,
    },
  ],
});

/** A fresh 1280 px page in its own context (own cookies), in the time zone given, else the machine's. */
export const consolePage = async (browser: Browser, timezoneId?: string): Promise<Page> => {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 900 },
    acceptDownloads: true,
    ...(timezoneId ? { timezoneId } : {}),
  });
  return context.newPage();
};

/** How long a sign-in may take on a loaded machine. */
const SESSION_WAIT = { timeout: 60_000 };

/** The page's next reply to a POST at `path` of `url` that `accepts`. */
const replyTo = (page: Page, url: string, path: string, accepts: (reply: Response) => Promise<boolean>) =>
  page.waitForResponse(
    async (response) =>
      response.url() === `${url}${path}` && response.request().method() === 'POST' && accepts(response),
    SESSION_WAIT,
  );

/**
 * Signs in with the login form and waits for the session, not for a time: the login's reply (a
 * refused login fails here, with the server's words), then a session check that finds the session
 * valid (the shell makes one right after the login; its first-login flag says whether the
 * introduction is to show) and the console home; closes the introduction then, and the cookie
 * notice if shown.
 */
export const signInToConsole = async (page: Page, url: string, email: string, password: string) => {
  await page.goto(`${url}/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  const login = replyTo(page, url, '/api/auth/login', async () => true);
  // A check the login page made before the login answers `valid: false`: not this one.
  const session = replyTo(
    page,
    url,
    '/api/auth/loggedIn',
    async (reply) => (await reply.json().catch(() => null))?.valid === true,
  );
  await page.getByRole('button', { name: 'Login' }).click();
  const reply = await login;
  if (!reply.ok()) {
    // No session will come: its wait is left to time out unheeded.
    session.catch(() => undefined);
    throw new Error(`Login of ${email} refused: ${reply.status()} ${await reply.text()}`);
  }
  const { firstLogin } = (await (await session).json()) as { firstLogin?: boolean };
  // CSS, not role: the first-login introduction hides the tabs from the accessibility tree.
  await page.locator('[role="tablist"]').waitFor(SESSION_WAIT);
  if (firstLogin === true) {
    const intro = page.getByRole('dialog', { name: /^Introducing/ });
    await intro.getByRole('button', { name: 'Get started' }).click(SESSION_WAIT);
    await intro.waitFor({ state: 'detached' });
  }
  const cookies = page.getByRole('button', { name: 'Confirm' });
  if (await cookies.isVisible()) await cookies.click();
};

/** A fresh 1280 px page signed in to the console with the login form (see signInToConsole), optionally in a time zone. */
export const signedInConsole = async (
  browser: Browser,
  url: string,
  email: string,
  password: string,
  timezoneId?: string,
) => {
  const page = await consolePage(browser, timezoneId);
  await signInToConsole(page, url, email, password);
  return page;
};

/** Presses Tab until `target` has focus (keyboard only: no clicks). */
export const tabTo = async (page: Page, target: Locator, limit = 80) => {
  for (let presses = 0; presses < limit; presses += 1) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error(`Tab never reached ${target}`);
};

/**
 * Opens a console tab with the arrow keys from the tab that is open now (a text name matches
 * exactly). Tries again from the open tab while the console is still settling (on a busy machine
 * a late first render can take the focus away between presses).
 */
export const arrowToTab = async (page: Page, name: string | RegExp) => {
  const target = page.getByRole('tab', { name, exact: true });
  const selected = async () => (await target.getAttribute('aria-selected')) === 'true';
  await expect
    .poll(
      async () => {
        if (await selected()) return true;
        await tabTo(page, page.getByRole('tab', { selected: true }));
        for (let presses = 0; presses < 10; presses += 1) {
          if (await target.evaluate((element) => element === document.activeElement)) break;
          await page.keyboard.press('ArrowRight');
        }
        return selected();
      },
      { timeout: 20_000, interval: 250 },
    )
    .toBe(true);
};

/** The popup (spec 8's 1.5 s message) showing `text`. */
export const popup = (page: Page, text: string) => page.locator('.vs-popup').filter({ hasText: text });

/** Opens a console tab by its name (e.g. 'Participants'). */
export const openTab = async (page: Page, name: string | RegExp) => {
  await page.getByRole('tab', { name }).click();
};

/** The browser tests' screenshots (written only when SCREENSHOT_DIR is set). */
export { screenshot } from './screenshots.ts';
