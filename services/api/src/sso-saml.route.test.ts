import { GUIDE, type Organisation, type StoredSsoSettings } from '@vs/domain';
import { createTestDeps, makeOrganisation, makeUser } from '@vs/domain/testing';
import { createTestApp, TEST_ORIGIN } from '@vs/http/testing';
import { createCryptoSecretTokens } from '@vs/security';
import { createIdentityProviders, createSamlProtocol } from '@vs/sso';
import {
  createSamlTestIdp,
  SAML_TEST_ATTRIBUTES,
  type SamlTestResponseOptions,
  type SamlTestUser,
} from '@vs/sso/testing/saml-idp';
import { describe, expect, it } from 'vitest';

// The SAML routes end to end: the real SAML adapter (node-saml) and a real test IdP (samlify),
// composed as the services compose them; only the browser is played by the test.

const ACME: Organisation = makeOrganisation(
  {},
  { orgId: '00000000-0000-4000-8000-0000000ac3e0', slug: 'acme' },
);
const NINA: SamlTestUser = {
  email: 'nina@acme.test',
  forename: 'Nina',
  surname: 'North',
  groups: ['guides'],
};

const setUp = async (overrides: { emailVerified?: boolean } = {}) => {
  const deps = createTestDeps({ tokens: createCryptoSecretTokens() });
  const saml = createSamlProtocol({ publicUrl: TEST_ORIGIN, organisations: deps.store.organisations });
  const withProviders = {
    ...deps,
    identityProviders: createIdentityProviders({ publicUrl: TEST_ORIGIN, saml }),
  };
  const t = await createTestApp({ deps: withProviders });
  await deps.store.organisations.insert(ACME);
  const idp = createSamlTestIdp({ spMetadataXml: await saml.samlMetadata('acme') });
  const settings: StoredSsoSettings = {
    orgId: ACME.orgId,
    protocol: 'saml',
    oidc: null,
    saml: {
      idpMetadataXml: idp.metadataXml,
      emailVerified: overrides.emailVerified ?? true,
      attributes: {
        email: SAML_TEST_ATTRIBUTES.email,
        forename: SAML_TEST_ATTRIBUTES.forename,
        surname: SAML_TEST_ATTRIBUTES.surname,
      },
    },
    roles: { claim: SAML_TEST_ATTRIBUTES.groups, guideValues: ['guides'], adminValues: ['hr-admins'] },
    emailDomains: ['acme.test'],
    enforced: false,
    participants: false,
  };
  await deps.store.sso.saveSettings(settings);
  return { ...t, idp };
};

type App = Awaited<ReturnType<typeof setUp>>;

/** The IdP's page posting to the ACS: a cross-site form post. */
const postToAcs = (t: App, form: { SAMLResponse: string; RelayState: string }) =>
  t.app.request(`${TEST_ORIGIN}/api/auth/saml/acs`, {
    method: 'POST',
    headers: { origin: 'https://idp.example.test', 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(form).toString(),
  });

const signIn = async (t: App, user: SamlTestUser = NINA, options: SamlTestResponseOptions = {}) => {
  const start = await t.anonymous.request('GET', '/api/auth/sso/start?org=acme&returnTo=%2Fconsole');
  expect(start.status).toBe(302);
  const url = start.headers.get('location') ?? '';
  const form = {
    SAMLResponse: await t.idp.respond(url, user, options),
    RelayState: new URL(url).searchParams.get('RelayState') ?? '',
  };
  const done = await postToAcs(t, form);
  return {
    form,
    status: done.status,
    location: done.headers.get('location'),
    cookie: /vs_session=([^;]+)/.exec(done.headers.get('set-cookie') ?? '')?.[1] ?? null,
  };
};

describe('SAML sign-in through the routes', () => {
  it('makes a new Guide from the assertion and lands with the session cookie; the same response again is refused', async () => {
    const t = await setUp();
    const first = await signIn(t);
    expect(first).toMatchObject({ status: 302, location: '/console' });
    expect(first.cookie).not.toBeNull();
    expect(await t.deps.store.users.findByEmail('nina@acme.test')).toMatchObject({
      forename: 'Nina',
      surname: 'North',
      accessLevel: GUIDE,
      passwordHash: null,
      orgs: [{ orgId: ACME.orgId, role: 'guide' }],
    });
    const replay = await postToAcs(t, first.form);
    expect(replay.headers.get('location')).toBe('/login?sso_error=expired');
    expect(replay.headers.get('set-cookie')).toBeNull();
  });

  it('makes a client admin of the admin group', async () => {
    const t = await setUp();
    await signIn(t, { ...NINA, groups: ['hr-admins'] });
    expect(await t.deps.store.users.findByEmail('nina@acme.test')).toMatchObject({
      orgs: [{ orgId: ACME.orgId, role: 'client_admin' }],
    });
  });

  it.each([
    ['an unsigned assertion', { unsignedAssertion: true }],
    ['a tampered signature', { tamperedSignature: true }],
    ['an expired assertion', { expired: true }],
    ['another audience', { audience: 'https://elsewhere.example.test/saml' }],
  ] as const)('refuses %s without a session', async (_case, options) => {
    const t = await setUp();
    expect(await signIn(t, NINA, options)).toMatchObject({
      location: '/login?sso_error=provider',
      cookie: null,
    });
    expect(await t.deps.store.users.findByEmail('nina@acme.test')).toBeNull();
  });

  it('refuses an assertion without an email (the adapter refuses it), audited with its code', async () => {
    const t = await setUp();
    expect(await signIn(t, NINA, { omitEmail: true })).toMatchObject({
      location: '/login?sso_error=provider',
      cookie: null,
    });
    const [entry] = await t.deps.store.audit.list({ limit: 1 });
    expect(entry).toMatchObject({
      action: 'sso.refused',
      orgId: ACME.orgId,
      details: { reason: 'provider', providerCode: 'SSO.SAML_NO_EMAIL' },
    });
  });

  it("links an existing account only when the organisation says its provider's emails are verified", async () => {
    const unverified = await setUp({ emailVerified: false });
    const member = makeUser({
      email: 'nina@acme.test',
      accessLevel: GUIDE,
      orgs: [{ orgId: ACME.orgId, role: 'guide' }],
    });
    await unverified.deps.store.users.insert(member);
    expect(await signIn(unverified)).toMatchObject({
      location: '/login?sso_error=unverified_email',
      cookie: null,
    });

    const verified = await setUp();
    await verified.deps.store.users.insert(member);
    expect(await signIn(verified)).toMatchObject({ location: '/console' });
    expect(await verified.deps.store.sso.findIdentity(verified.idp.entityId, 'nina@acme.test')).toBe(
      member.uid,
    );
  });

  it('serves the service provider metadata for the organisation', async () => {
    const t = await setUp();
    const metadata = await t.anonymous.request('GET', '/api/auth/saml/metadata?org=acme');
    expect(metadata.status).toBe(200);
    expect(metadata.headers.get('content-type')).toContain('application/samlmetadata+xml');
    expect(String(metadata.body.text)).toContain(`${TEST_ORIGIN}/api/auth/saml/acs`);
  });
});
