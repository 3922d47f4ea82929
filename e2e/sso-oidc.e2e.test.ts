import { startTestOidcIdp, type TestOidcIdp } from '@vs/sso/testing/oidc-idp';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from './axe.ts';
import { consolePage } from './console-session.ts';
import { apiAs, browserTestsRun, launchChromium, type Product, startProduct } from './product.ts';

/**
 * Enterprise sign-in in the browser (issue 34): a Guide clicks "Sign in with your organisation",
 * gives their work email, signs in at the organisation's OpenID provider (a real oidc-provider run
 * by this test) and lands on their console; the account exists with the role their groups map to.
 * The product takes the provider from its environment (OIDC_*), as a deployment would.
 */

const EMAIL = 'nora.north@acme.test';
let idp: TestOidcIdp;
let product: Product | undefined;
let browser: Browser;

describe.runIf(browserTestsRun)('sign-in through the organisation (OIDC)', () => {
  beforeAll(async () => {
    // The provider first (the product is pointed at its issuer); it learns the product's callback
    // at its first request.
    idp = await startTestOidcIdp({
      redirectUris: () => (product ? [`${product.url}/api/auth/oidc/callback`] : []),
    });
    idp.setAccount('nora', {
      email: EMAIL,
      email_verified: true,
      given_name: 'Nora',
      family_name: 'North',
      groups: ['values-guides'],
    });
    idp.signInAs('nora');
    product = await startProduct({
      OIDC_ISSUER: idp.issuer,
      OIDC_CLIENT_ID: idp.client.clientId,
      OIDC_CLIENT_SECRET: idp.client.clientSecret,
      OIDC_GUIDE_VALUES: 'values-guides',
      OIDC_ADMIN_VALUES: 'values-admins',
      OIDC_EMAIL_DOMAINS: 'acme.test',
      SSO_ENFORCED: 'true',
    });
    browser = await launchChromium();
  });

  afterAll(async () => {
    await browser?.close();
    await product?.stop();
    await idp?.close();
  });

  it('a Guide signs in at the provider and lands on their console, made a Guide by their groups', async () => {
    const running = product as Product;
    const page = await consolePage(browser);
    await page.goto(`${running.url}/login`);
    await page.getByRole('button', { name: 'Sign in with your organisation' }).click();
    await page.getByLabel('Work email').fill(EMAIL);
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Continue' }).click();
    // CSS, not role: the first-login introduction hides the tabs from the accessibility tree.
    await page.locator('[role="tablist"]').waitFor();
    expect(new URL(page.url()).origin).toBe(running.url);
    const intro = page.getByRole('dialog', { name: /^Introducing/ });
    if (await intro.isVisible().catch(() => false)) {
      await intro.getByRole('button', { name: 'Get started' }).click();
      await intro.waitFor({ state: 'detached' });
    }
    await expectNoAxeViolations(page);

    const admin = await apiAs(running.url, running.adminEmail, running.adminPassword);
    const guides = await admin.request('GET', `/api/user/facilitators`);
    expect(JSON.stringify(guides.body)).toContain(EMAIL);
    await page.context().close();
  });

  it('a password typed for the enforced domain leads to the provider instead of a password error', async () => {
    const running = product as Product;
    const page = await consolePage(browser);
    await page.goto(`${running.url}/login`);
    await page.getByLabel('Email').fill(EMAIL);
    await page.getByLabel('Password').fill('not-a-password-of-ours');
    await page.getByRole('button', { name: 'Login' }).click();
    await page.locator('[role="tablist"]').waitFor();
    expect(new URL(page.url()).origin).toBe(running.url);
    await page.context().close();
  });

  it("an organisation's own page goes straight to its provider", async () => {
    const running = product as Product;
    const page = await consolePage(browser);
    await page.goto(`${running.url}/o/default`);
    await page.getByRole('button', { name: 'Sign in with your organisation' }).click();
    await page.locator('[role="tablist"]').waitFor();
    expect(new URL(page.url()).origin).toBe(running.url);
    await page.context().close();
  });

  it('a failed sign-in lands on the login page with a plain message', async () => {
    const running = product as Product;
    const page = await consolePage(browser);
    await page.goto(`${running.url}/login?sso_error=no_role`);
    await expect(page.getByRole('alert').textContent()).resolves.toContain(
      'Your organisation has not given you access to this service.',
    );
    await expectNoAxeViolations(page);
    await page.context().close();
  });
});
