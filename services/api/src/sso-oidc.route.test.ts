import { DEFAULT_ORG_ID, GUIDE, type Organisation, type StoredSsoSettings, SUPER_ADMIN } from '@vs/domain';
import { createTestDeps, makeOrganisation, makeUser } from '@vs/domain/testing';
import { createTestApp, recordingLogger, TEST_ORIGIN, type TestClient } from '@vs/http/testing';
import { createCryptoSecretTokens } from '@vs/security';
import { createIdentityProviders, OIDC_CALLBACK_PATH } from '@vs/sso';
import { startTestOidcIdp, type TestOidcIdp } from '@vs/sso/testing/oidc-idp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

// The SSO routes against a real OpenID provider (oidc-provider on 127.0.0.1) and the real OIDC
// adapter: no part of the protocol is stood in for.

const ACME: Organisation = makeOrganisation(
  {},
  { orgId: '00000000-0000-4000-8000-0000000ac3e0', slug: 'acme' },
);
let idp: TestOidcIdp;

beforeAll(async () => {
  idp = await startTestOidcIdp({ redirectUris: [`${TEST_ORIGIN}${OIDC_CALLBACK_PATH}`] });
});
afterAll(() => idp.close());

const account = (claims: Record<string, unknown> = {}) => ({
  email: 'nina@acme.test',
  email_verified: true,
  given_name: 'Nina',
  family_name: 'North',
  groups: ['guides'],
  ...claims,
});

const setUp = async (overrides: Partial<StoredSsoSettings> = {}, log = recordingLogger()) => {
  // Real tokens: a PKCE verifier has 43 characters at least.
  const deps = createTestDeps({
    identityProviders: createIdentityProviders({ publicUrl: TEST_ORIGIN }),
    tokens: createCryptoSecretTokens(),
  });
  const t = await createTestApp({ deps, logger: log.logger });
  await deps.store.organisations.insert(ACME);
  await deps.store.sso.saveSettings({
    orgId: ACME.orgId,
    protocol: 'oidc',
    oidc: {
      issuer: idp.issuer,
      clientId: idp.client.clientId,
      sealedClientSecret: deps.secrets.seal(idp.client.clientSecret),
    },
    saml: null,
    roles: { claim: 'groups', guideValues: ['guides'], adminValues: ['admins'] },
    emailDomains: ['acme.test'],
    enforced: false,
    participants: false,
    ...overrides,
  });
  return t;
};

type App = Awaited<ReturnType<typeof setUp>>;

const cookieOf = (headers: Headers): string | null =>
  /vs_session=([^;]+)/.exec(headers.get('set-cookie') ?? '')?.[1] ?? null;

/** Starts at /api/auth/sso/start, signs in at the provider, and returns the callback's answer. */
const signInThroughIdp = async (
  t: App,
  query = 'email=nina@acme.test',
  browser: TestClient = t.anonymous,
) => {
  const start = await browser.request('GET', `/api/auth/sso/start?${query}`);
  expect(start.status).toBe(302);
  const callback = await idp.completeSignIn(start.headers.get('location') ?? '');
  expect(callback.pathname).toBe(OIDC_CALLBACK_PATH);
  const done = await browser.request('GET', `${callback.pathname}${callback.search}`);
  return {
    callback,
    status: done.status,
    location: done.headers.get('location'),
    cookie: cookieOf(done.headers),
  };
};

const ssoAudit = async (t: App) =>
  (await t.deps.store.audit.list({ limit: 50 }))
    .filter((e) => e.action.startsWith('sso.'))
    .map((e) => [e.action, e.details.reason ?? null]);

describe('OIDC sign-in through the routes', () => {
  beforeEach(() => {
    idp.setAccount('nina', account());
    idp.signInAs('nina');
  });

  it('makes a new Guide with the mapped role, sets the session cookie as login does and lands where asked', async () => {
    const t = await setUp();
    const result = await signInThroughIdp(
      t,
      `email=nina@acme.test&returnTo=${encodeURIComponent('/console?tab=events')}`,
    );
    expect(result).toMatchObject({ status: 302, location: '/console?tab=events' });
    expect(result.cookie).not.toBeNull();
    const user = await t.deps.store.users.findByEmail('nina@acme.test');
    expect(user).toMatchObject({
      accessLevel: GUIDE,
      passwordHash: null,
      orgs: [{ orgId: ACME.orgId, role: 'guide' }],
    });
    const session = await t.withCookie(result.cookie ?? '').request('POST', '/api/auth/loggedIn');
    expect(session.body).toMatchObject({ valid: true, accessLevel: GUIDE });
    expect(await ssoAudit(t)).toEqual([
      ['sso.sign_in', null],
      ['sso.linked', null],
    ]);
  });

  it('starts by organisation slug too', async () => {
    const t = await setUp();
    expect(await signInThroughIdp(t, 'org=acme')).toMatchObject({ status: 302, location: '/' });
  });

  it('falls back to / for a return path that would leave the site (open redirect refused)', async () => {
    const t = await setUp();
    for (const returnTo of ['//evil.example/x', 'https://evil.example/', '/\\evil.example'])
      expect(
        await signInThroughIdp(t, `email=nina@acme.test&returnTo=${encodeURIComponent(returnTo)}`),
      ).toMatchObject({
        status: 302,
        location: '/',
      });
  });

  it('refuses a replayed state: the second use of the callback lands on the login page without a session', async () => {
    const t = await setUp();
    const first = await signInThroughIdp(t);
    expect(first.cookie).not.toBeNull();
    const again = await t.anonymous.request('GET', `${first.callback.pathname}${first.callback.search}`);
    expect(again.status).toBe(302);
    expect(again.headers.get('location')).toBe('/login?sso_error=expired');
    expect(cookieOf(again.headers)).toBeNull();
  });

  it('refuses a code from another provider (wrong issuer)', async () => {
    const impostor = await startTestOidcIdp({ redirectUris: [`${TEST_ORIGIN}${OIDC_CALLBACK_PATH}`] });
    try {
      impostor.setAccount('nina', account());
      impostor.signInAs('nina');
      const t = await setUp();
      const start = await t.anonymous.request('GET', '/api/auth/sso/start?email=nina@acme.test');
      const url = new URL(start.headers.get('location') ?? '');
      const callback = await impostor.completeSignIn(`${impostor.issuer}${url.pathname}${url.search}`);
      const done = await t.anonymous.request('GET', `${callback.pathname}${callback.search}`);
      expect(done.headers.get('location')).toBe('/login?sso_error=provider');
      expect(cookieOf(done.headers)).toBeNull();
      expect(await ssoAudit(t)).toEqual([['sso.refused', 'provider']]);
    } finally {
      await impostor.close();
    }
  });

  it('refuses a code issued to another client (wrong audience), the reason logged and never shown', async () => {
    const log = recordingLogger();
    const t = await setUp({}, log);
    const start = await t.anonymous.request('GET', '/api/auth/sso/start?email=nina@acme.test');
    const url = new URL(start.headers.get('location') ?? '');
    url.searchParams.set('client_id', idp.otherClient.clientId);
    const callback = await idp.completeSignIn(url.href);
    const done = await t.anonymous.request('GET', `${callback.pathname}${callback.search}`);
    expect(done.headers.get('location')).toBe('/login?sso_error=provider');
    expect(done.body).toEqual({ text: '' });
    expect(await t.deps.store.users.findByEmail('nina@acme.test')).toBeNull();
    const warning = log.lines.find((line) => line.message === 'SSO sign-in failed');
    expect(warning?.fields.cause).toEqual(expect.stringMatching(/\w/));
  });

  it('refuses an identity without an email', async () => {
    idp.setAccount('nina', account({ email: undefined, email_verified: undefined }));
    const t = await setUp();
    expect(await signInThroughIdp(t)).toMatchObject({ location: '/login?sso_error=no_email', cookie: null });
  });

  it('links an existing account only when the provider verified the email', async () => {
    const t = await setUp();
    const existing = makeUser({
      email: 'nina@acme.test',
      accessLevel: GUIDE,
      orgs: [{ orgId: ACME.orgId, role: 'guide' }],
    });
    await t.deps.store.users.insert(existing);
    idp.setAccount('nina', account({ email_verified: false }));
    expect(await signInThroughIdp(t)).toMatchObject({
      location: '/login?sso_error=unverified_email',
      cookie: null,
    });
    idp.setAccount('nina', account());
    const linked = await signInThroughIdp(t);
    expect(linked).toMatchObject({ status: 302, location: '/' });
    expect(await t.deps.store.sso.findIdentity(idp.issuer, 'nina')).toBe(existing.uid);
    expect(await ssoAudit(t)).toEqual([
      ['sso.sign_in', null],
      ['sso.linked', null],
      ['sso.refused', 'unverified_email'],
    ]);
  });

  it('refuses a person whose role claim was removed, and ends their sessions', async () => {
    const t = await setUp();
    const first = await signInThroughIdp(t);
    idp.setAccount('nina', account({ groups: ['finance'] }));
    expect(await signInThroughIdp(t)).toMatchObject({ location: '/login?sso_error=no_role', cookie: null });
    const old = await t.withCookie(first.cookie ?? '').request('POST', '/api/auth/loggedIn');
    expect(old.body).toMatchObject({ valid: false });
  });

  it('makes a super-admin of the default organisation provider admin value', async () => {
    const t = await setUp({ orgId: DEFAULT_ORG_ID });
    idp.setAccount('nina', account({ groups: ['admins'] }));
    expect(await signInThroughIdp(t)).toMatchObject({ status: 302 });
    expect(await t.deps.store.users.findByEmail('nina@acme.test')).toMatchObject({
      accessLevel: SUPER_ADMIN,
      orgs: [],
    });
  });

  it('answers an email no provider serves with the login page', async () => {
    const t = await setUp();
    const start = await t.anonymous.request('GET', '/api/auth/sso/start?email=someone@other.test');
    expect(start.status).toBe(302);
    expect(start.headers.get('location')).toBe('/login?sso_error=not_configured');
  });

  it('refuses malformed starts and callbacks with 400, storing nothing', async () => {
    const t = await setUp();
    for (const path of [
      '/api/auth/sso/start',
      '/api/auth/sso/start?email=not-an-email',
      '/api/auth/sso/start?email=nina@acme.test&org=acme',
      '/api/auth/oidc/callback?code=x',
    ]) {
      const response = await t.anonymous.request('GET', path);
      expect(response.status, path).toBe(400);
    }
    expect(await t.deps.store.sso.deleteExpired(new Date('2100-01-01'))).toBe(0);
  });
});

describe('passwords where SSO is enforced', () => {
  it('refuses a Guide of an enforced domain with AUTH.SSO_REQUIRED and no session; a super-admin keeps the break-glass', async () => {
    const t = await setUp({ enforced: true });
    const guide = makeUser({ email: 'gus@acme.test', accessLevel: GUIDE });
    const root = makeUser({ email: 'root@acme.test', accessLevel: SUPER_ADMIN });
    for (const user of [guide, root]) await t.deps.store.users.insert(user);
    const refused = await t.anonymous.request('POST', '/api/auth/login', {
      email: guide.email,
      password: 'Passw0rd!',
    });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({
      success: false,
      code: 'AUTH.SSO_REQUIRED',
      message:
        'Your organisation signs you in through its identity provider. Use "Sign in with your organisation".',
    });
    expect(cookieOf(refused.headers)).toBeNull();
    const reset = await t.anonymous.request('POST', '/api/auth/reset_password_email', { email: guide.email });
    expect(reset.body).toMatchObject({ code: 'AUTH.SSO_REQUIRED' });
    expect(await t.deps.store.outbox.count()).toBe(0);

    const glass = await t.anonymous.request('POST', '/api/auth/login', {
      email: root.email,
      password: 'Passw0rd!',
    });
    expect(glass.status).toBe(200);
    expect(cookieOf(glass.headers)).not.toBeNull();
    expect((await t.deps.store.audit.list({ limit: 5 }))[0]?.action).toBe('login.break_glass');
  });
});

describe('the SAML assertion consumer and metadata', () => {
  it('takes a cross-site POST (only there): an unknown RelayState lands on the login page', async () => {
    const t = await setUp();
    const acs = await t.app.request(`${TEST_ORIGIN}/api/auth/saml/acs`, {
      method: 'POST',
      headers: { origin: 'https://idp.example.test', 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        SAMLResponse: 'PHNhbWxwOlJlc3BvbnNlLz4=',
        RelayState: 'unknown',
      }).toString(),
    });
    expect(acs.status).toBe(302);
    expect(acs.headers.get('location')).toBe('/login?sso_error=expired');
    const elsewhere = await t.app.request(`${TEST_ORIGIN}/api/auth/logout`, {
      method: 'POST',
      headers: { origin: 'https://idp.example.test' },
    });
    expect(elsewhere.status).toBe(403);
    const malformed = await t.app.request(`${TEST_ORIGIN}/api/auth/saml/acs`, {
      method: 'POST',
      headers: { origin: 'https://idp.example.test', 'content-type': 'application/x-www-form-urlencoded' },
      body: 'RelayState=x',
    });
    expect(malformed.status).toBe(400);
  });

  it('answers 404 for the metadata of an unknown organisation', async () => {
    const t = await setUp();
    expect((await t.anonymous.request('GET', '/api/auth/saml/metadata?org=nobody')).status).toBe(404);
  });
});
