import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from './axe.ts';
import { browserTestsRun, launchChromium, type Product, startProduct } from './product.ts';

let product: Product;
let browser: Browser;

describe.runIf(browserTestsRun)('the API documentation at /api/docs in Chromium', () => {
  beforeAll(async () => {
    product = await startProduct();
    browser = await launchChromium();
  });

  afterAll(async () => {
    await browser?.close();
    await product?.stop();
  });

  it('shows every operation under the product CSP, and opens one by keyboard', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const refused: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') refused.push(message.text());
    });
    await page.goto(`${product.url}/api/docs`);
    await page.locator('.opblock').first().waitFor();
    const document = (await (await fetch(`${product.url}/api/openapi.json`)).json()) as {
      paths: Record<string, Record<string, unknown>>;
    };
    const operations = Object.values(document.paths).flatMap((methods) => Object.keys(methods)).length;
    await expect.poll(() => page.locator('.opblock').count()).toBe(operations);
    expect(refused).toEqual([]);

    const login = page.locator('#operations-auth-POST_api_auth_login button.opblock-summary-control');
    await login.focus();
    await page.keyboard.press('Enter');
    await page.locator('#operations-auth-POST_api_auth_login .opblock-body').waitFor();
    expect(await page.locator('#operations-auth-POST_api_auth_login').textContent()).toContain('password');
    await expectNoAxeViolations(page);
    await context.close();
  });
});
