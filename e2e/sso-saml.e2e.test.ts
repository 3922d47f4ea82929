import { SAML_TEST_ATTRIBUTES, type SamlTestIdpServer, serveSamlTestIdp } from '@vs/sso/testing/saml-idp';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from './axe.ts';
import { consolePage } from './console-session.ts';
import { ok } from './invitation.ts';
import { apiAs, browserTestsRun, launchChromium, type Product, startProduct } from './product.ts';

/**
 * Enterprise sign-in by SAML 2.0 in the browser (issue 34): an organisation's admin sets its
 * identity provider (a real samlify IdP run by this test) in the API; a Guide of the organisation
 * opens its page `/o/acme`, clicks "Sign in with your organisation", is signed in at the IdP, whose
 * page posts the signed response to our ACS, and lands on their console as a Guide of Acme.
 */

const EMAIL = 'sami.south@acme.test';
let product: Product;
let idp: SamlTestIdpServer;
let browser: Browser;

describe.runIf(browserTestsRun)('sign-in through the organisation (SAML)', () => {
  beforeAll(async () => {
    product = await startProduct();
    browser = await launchChromium();
    const admin = await apiAs(product.url, product.adminEmail, product.adminPassword);
    const created = await ok(admin.request('POST', '/api/org/create', { name: 'Acme', slug: 'acme' }));
    const spMetadataXml = await (await fetch(`${product.url}/api/auth/saml/metadata?org=acme`)).text();
    idp = await serveSamlTestIdp({
      spMetadataXml,
      user: { email: EMAIL, forename: 'Sami', surname: 'South', groups: ['guides'] },
    });
    await ok(
      admin.request('PUT', '/api/org/sso', {
        orgId: created.orgId,
        protocol: 'saml',
        saml: {
          idpMetadataXml: idp.metadataXml,
          emailVerified: true,
          attributes: {
            email: SAML_TEST_ATTRIBUTES.email,
            forename: SAML_TEST_ATTRIBUTES.forename,
            surname: SAML_TEST_ATTRIBUTES.surname,
          },
        },
        roles: { claim: SAML_TEST_ATTRIBUTES.groups, guideValues: ['guides'], adminValues: [] },
        emailDomains: ['acme.test'],
        enforced: false,
      }),
    );
  });

  afterAll(async () => {
    await browser?.close();
    await product?.stop();
    await idp?.close();
  });

  it("a Guide signs in at the organisation's IdP from its page and lands on their console", async () => {
    const page = await consolePage(browser);
    await page.goto(`${product.url}/o/acme`);
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Sign in with your organisation' }).click();
    // CSS, not role: the first-login introduction hides the tabs from the accessibility tree.
    await page.locator('[role="tablist"]').waitFor();
    expect(new URL(page.url()).origin).toBe(product.url);

    const admin = await apiAs(product.url, product.adminEmail, product.adminPassword);
    const members = await admin.request('GET', `/api/org/all`);
    const acme = (members.body.organisations as { orgId: string; slug: string }[]).find(
      (o) => o.slug === 'acme',
    );
    const list = await admin.request('GET', `/api/org/members?orgId=${acme?.orgId}`);
    expect(list.body.members).toEqual([expect.objectContaining({ email: EMAIL, role: 'guide' })]);
    await page.context().close();
  });
});
