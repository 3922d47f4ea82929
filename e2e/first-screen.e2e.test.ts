import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from './axe.ts';
import { cutOffText } from './cut-off-text.ts';
import { guideInvitesParticipant, type Invitation } from './invitation.ts';
import { PHONE_HEIGHT, widerThanScreen } from './phone.ts';
import { apiAs, browserTestsRun, launchChromium, type Product, startProduct } from './product.ts';
import { screenshot } from './screenshots.ts';

/**
 * Issue 36: a participant's home comes drawn on the server, so a slow phone shows it before any
 * script has come (the largest paint: bench/frontend-load.bench.ts). Without JavaScript the page
 * is that first screen alone, with the participant's event, inert; with it, the app's own home
 * takes its place without anything moving, and only one home is left.
 */
let product: Product;
let browser: Browser;
let invitation: Invitation;
let cookie: { name: string; value: string; url: string };

const WIDTH = 360;

const signedInPage = async (javaScriptEnabled: boolean): Promise<{ context: BrowserContext; page: Page }> => {
  const context = await browser.newContext({
    viewport: { width: WIDTH, height: PHONE_HEIGHT },
    javaScriptEnabled,
  });
  await context.addCookies([cookie]);
  const page = await context.newPage();
  await page.goto(`${product.url}/`);
  return { context, page };
};

/** Where the home's card and its heading are on the page. */
const placeOfHome = async (page: Page) => ({
  card: await page.locator('.vs-participant-home').boundingBox(),
  heading: await page.locator('.vs-participant-home h1').boundingBox(),
});

describe.runIf(browserTestsRun)("a participant's home drawn on the server first", () => {
  beforeAll(async () => {
    product = await startProduct();
    browser = await launchChromium();
    const admin = await apiAs(product.url, product.adminEmail, product.adminPassword);
    invitation = await guideInvitesParticipant(admin, product, 1);
    const login = await fetch(`${product.url}/api/auth/login`, {
      method: 'POST',
      headers: { origin: product.url, 'content-type': 'application/json' },
      body: JSON.stringify({ email: invitation.email, password: 'Initial1x' }),
    });
    expect(login.status).toBe(200);
    const [pair = ''] = (login.headers.get('set-cookie') ?? '').split(';');
    const split = pair.indexOf('=');
    cookie = { name: pair.slice(0, split), value: pair.slice(split + 1), url: product.url };
  });

  afterAll(async () => {
    await browser?.close();
    await product?.stop();
  });

  it('shows the home with its event before any script runs, then the app takes its place without a move', async () => {
    const before = await signedInPage(false);
    const text = (await before.page.locator('#vs-first-screen').textContent()) ?? '';
    expect(await before.page.getByRole('heading', { name: 'Welcome to Values System' }).isVisible()).toBe(
      true,
    );
    expect(text).toContain(invitation.event.eventName);
    expect(text).toContain('Guide: Gail Guide1');
    expect(text).toContain('Start with the pre-work');
    expect(await before.page.locator('#vs-first-screen .vs-header button').textContent()).toBe('Logout');
    expect(await widerThanScreen(before.page)).toEqual([]);
    expect(await cutOffText(before.page)).toEqual([]);
    const drawn = await placeOfHome(before.page);
    await screenshot(before.page, `first-screen-${WIDTH}`);
    await before.context.close();

    const after = await signedInPage(true);
    await after.page.locator('#vs-first-screen').waitFor({ state: 'detached' });
    await after.page.locator('#root .vs-participant-home').waitFor();
    // The first login's introduction covers home; it is the app's, not the first screen's.
    await after.page.getByRole('button', { name: 'Get started' }).click();
    expect(await after.page.locator('.vs-participant-home').count()).toBe(1);
    expect(await placeOfHome(after.page)).toEqual(drawn);
    await expectNoAxeViolations(after.page, { bestPractice: true });
    await screenshot(after.page, `first-screen-app-${WIDTH}`);
    await after.context.close();
  });
});
