import { describe, expect, it } from 'vitest';
import { DomainError, verbatim } from '../../errors/domain-error.ts';
import { DEFAULT_ORG_ID } from '../../model/organisation.ts';
import type { PendingSsoSignIn, SsoIdentity, SsoSettings } from '../../model/sso.ts';
import { GUIDE, PARTICIPANT, SUPER_ADMIN, type User } from '../../model/user.ts';
import type { IdentityProviders } from '../../ports/services.ts';
import { createTestDeps, makeOrganisation, makeUser, type TestDeps } from '../../testing/index.ts';
import { finishOidcSignIn } from './finish-oidc-sign-in.ts';
import { finishSamlSignIn } from './finish-saml-sign-in.ts';
import { startSsoSignIn } from './start-sso-sign-in.ts';

const ACME = makeOrganisation({}, { orgId: '00000000-0000-4000-8000-0000000ac3e0', slug: 'acme' });

const oidcSettings = (overrides: Partial<SsoSettings> = {}): SsoSettings => ({
  orgId: ACME.orgId,
  protocol: 'oidc',
  oidc: { issuer: 'https://idp.acme.test', clientId: 'values', clientSecret: 'shh' },
  saml: null,
  roles: { claim: 'groups', guideValues: ['guides'], adminValues: ['admins'] },
  emailDomains: ['acme.test'],
  enforced: false,
  participants: false,
  ...overrides,
});

const samlSettings = (): SsoSettings => ({
  ...oidcSettings(),
  protocol: 'saml',
  oidc: null,
  saml: {
    idpMetadataXml: '<EntityDescriptor/>',
    emailVerified: true,
    attributes: { email: 'email', forename: 'givenName', surname: 'sn' },
  },
});

const identity = (overrides: Partial<SsoIdentity> = {}): SsoIdentity => ({
  orgId: ACME.orgId,
  protocol: 'oidc',
  issuer: 'https://idp.acme.test',
  subject: 'sub-1',
  email: 'nina@acme.test',
  emailVerified: true,
  forename: 'Nina',
  surname: 'North',
  groups: ['guides'],
  ...overrides,
});

/** A provider port that asserts whatever the test says (the protocols are tested in @vs/sso). */
const fakeProvider = () => {
  const seen: PendingSsoSignIn[] = [];
  const state = {
    asserted: identity(),
    assertionId: 'assertion-1',
    fails: null as Error | null,
  };
  const providers: IdentityProviders = {
    authorizationUrl: async (settings, pending) => {
      seen.push(pending);
      return `https://idp.example/authorize?protocol=${settings.protocol}&state=${pending.state}`;
    },
    oidcIdentity: async () => {
      if (state.fails) throw state.fails;
      return state.asserted;
    },
    samlIdentity: async () => {
      if (state.fails) throw state.fails;
      return {
        ...state.asserted,
        protocol: 'saml',
        assertionId: state.assertionId,
        notOnOrAfter: new Date('2026-06-01T09:05:00Z'),
      };
    },
    samlMetadata: async () => '<EntityDescriptor/>',
  };
  return { providers, seen, state };
};

const setUp = async (settings: SsoSettings = oidcSettings()) => {
  const provider = fakeProvider();
  const deps = createTestDeps({ identityProviders: provider.providers });
  await deps.store.organisations.insert(ACME);
  const { oidc, ...rest } = settings;
  await deps.store.sso.saveSettings({
    ...rest,
    oidc: oidc && {
      issuer: oidc.issuer,
      clientId: oidc.clientId,
      sealedClientSecret: deps.secrets.seal(oidc.clientSecret),
    },
  });
  return { deps, provider };
};

const signIn = async (deps: TestDeps, provider: ReturnType<typeof fakeProvider>, returnTo?: string) => {
  await startSsoSignIn(deps, { email: 'nina@acme.test', returnTo });
  const pending = provider.seen.at(-1) as PendingSsoSignIn;
  return finishOidcSignIn(deps, {
    state: pending.state,
    callbackUrl: new URL(`http://localhost:3000/api/auth/oidc/callback?state=${pending.state}&code=c`),
  });
};

const auditActions = async (deps: TestDeps) =>
  (await deps.store.audit.list({ limit: 100 }))
    .map((e) => [e.action, e.details.reason ?? e.details.created ?? null])
    .reverse();

const refusal = (reason: string) =>
  expect.objectContaining({ kind: 'unauthenticated', code: `SSO.${reason.toUpperCase()}` });

describe('startSsoSignIn', () => {
  it('finds the provider by email domain and keeps a pending sign-in for ten minutes', async () => {
    const { deps, provider } = await setUp();
    const { url } = await startSsoSignIn(deps, { email: ' Nina@ACME.test', returnTo: '/console' });
    const pending = provider.seen[0] as PendingSsoSignIn;
    expect(url).toBe(`https://idp.example/authorize?protocol=oidc&state=${pending.state}`);
    expect(pending).toMatchObject({
      orgId: ACME.orgId,
      protocol: 'oidc',
      returnTo: '/console',
      expiresAt: new Date('2026-06-01T09:10:00.000Z'),
    });
    expect(new Set([pending.state, pending.nonce, pending.codeVerifier]).size).toBe(3);
    expect(await deps.store.sso.takePending(pending.state, deps.clock.now())).toEqual(pending);
  });

  it('finds the provider by organisation slug; SAML gets a request id and no verifier', async () => {
    const { deps, provider } = await setUp(samlSettings());
    await startSsoSignIn(deps, { orgSlug: 'ACME' });
    expect(provider.seen[0]).toMatchObject({ protocol: 'saml', codeVerifier: '', returnTo: '/' });
    expect(provider.seen[0]?.nonce).not.toBe(provider.seen[0]?.state);
  });

  it('lands on / for a return path that is not local', async () => {
    const { deps, provider } = await setUp();
    await startSsoSignIn(deps, { email: 'nina@acme.test', returnTo: '//evil.example' });
    expect(provider.seen[0]?.returnTo).toBe('/');
  });

  it('answers not-found for an unknown domain or slug, storing nothing', async () => {
    const { deps, provider } = await setUp();
    for (const input of [{ email: 'x@other.test' }, { orgSlug: 'nobody' }, { email: 'not-an-email' }])
      await expect(startSsoSignIn(deps, input)).rejects.toMatchObject({
        kind: 'not-found',
        code: 'SSO.NOT_CONFIGURED',
      });
    expect(provider.seen).toEqual([]);
  });

  it("uses the environment's provider for the default organisation and its domains", async () => {
    const provider = fakeProvider();
    const deps = createTestDeps({ identityProviders: provider.providers });
    const fromEnv = oidcSettings({ orgId: DEFAULT_ORG_ID, emailDomains: ['corp.test'] });
    const withEnv = { ...deps, config: { ...deps.config, sso: fromEnv } };
    await startSsoSignIn(withEnv, { email: 'a@corp.test' });
    await startSsoSignIn(withEnv, { orgSlug: 'default' });
    expect(provider.seen.map((p) => p.orgId)).toEqual([DEFAULT_ORG_ID, DEFAULT_ORG_ID]);
  });
});

describe('finishOidcSignIn', () => {
  it('makes a Guide of a new person in the organisation, with no password, and opens a session', async () => {
    const { deps, provider } = await setUp();
    const result = await signIn(deps, provider, '/console');
    expect(result).toMatchObject({ accessLevel: GUIDE, returnTo: '/console' });
    const user = (await deps.store.users.findById(result.uid)) as User;
    expect(user).toMatchObject({
      email: 'nina@acme.test',
      forename: 'Nina',
      surname: 'North',
      passwordHash: null,
      accessLevel: GUIDE,
      orgId: ACME.orgId,
      orgs: [{ orgId: ACME.orgId, role: 'guide' }],
    });
    expect(await deps.store.sessions.findSignedIn(deps.tokens.digest(result.token))).not.toBeNull();
    expect(await deps.store.sso.findIdentity('https://idp.acme.test', 'sub-1')).toBe(result.uid);
    expect(await auditActions(deps)).toEqual([
      ['sso.linked', true],
      ['sso.sign_in', null],
    ]);
  });

  it("makes a client admin of another organisation's admin value, a super-admin of the default one's", async () => {
    const { deps, provider } = await setUp();
    provider.state.asserted = identity({ groups: ['admins'] });
    const admin = await signIn(deps, provider);
    expect(await deps.store.users.findById(admin.uid)).toMatchObject({
      orgs: [{ orgId: ACME.orgId, role: 'client_admin' }],
    });

    const other = await setUp(oidcSettings({ orgId: DEFAULT_ORG_ID }));
    other.provider.state.asserted = identity({ orgId: DEFAULT_ORG_ID, groups: ['admins'] });
    const root = await signIn(other.deps, other.provider);
    expect(root.accessLevel).toBe(SUPER_ADMIN);
    expect(await other.deps.store.users.findById(root.uid)).toMatchObject({
      orgs: [],
      orgId: DEFAULT_ORG_ID,
    });
  });

  it('signs the linked person in again by issuer and subject, whatever their email is now', async () => {
    const { deps, provider } = await setUp();
    const first = await signIn(deps, provider);
    provider.state.asserted = identity({ email: 'nina.north@acme.test', emailVerified: false });
    const again = await signIn(deps, provider);
    expect(again.uid).toBe(first.uid);
  });

  it('refuses a replayed state: the pending sign-in is consumed once', async () => {
    const { deps, provider } = await setUp();
    await startSsoSignIn(deps, { email: 'nina@acme.test' });
    const pending = provider.seen[0] as PendingSsoSignIn;
    const finish = () =>
      finishOidcSignIn(deps, { state: pending.state, callbackUrl: new URL('http://localhost:3000/cb') });
    await finish();
    await expect(finish()).rejects.toEqual(refusal('expired'));
  });

  it('refuses an expired pending sign-in and an unknown state', async () => {
    const { deps, provider } = await setUp();
    await startSsoSignIn(deps, { email: 'nina@acme.test' });
    deps.clock.advance(10 * 60_000);
    const state = provider.seen[0]?.state as string;
    await expect(finishOidcSignIn(deps, { state, callbackUrl: new URL('http://x/') })).rejects.toEqual(
      refusal('expired'),
    );
    await expect(
      finishOidcSignIn(deps, { state: 'made-up', callbackUrl: new URL('http://x/') }),
    ).rejects.toEqual(refusal('expired'));
  });

  it("turns the provider's refusal into a plain one, audited", async () => {
    const { deps, provider } = await setUp();
    provider.state.fails = new DomainError(
      'unauthenticated',
      'OIDC.FAILED',
      verbatim('unexpected JWT "aud" (audience) claim value'),
    );
    await expect(signIn(deps, provider)).rejects.toEqual(refusal('provider'));
    expect(await auditActions(deps)).toEqual([['sso.refused', 'provider']]);
  });

  it('refuses an identity without an email', async () => {
    const { deps, provider } = await setUp();
    provider.state.asserted = identity({ email: null });
    await expect(signIn(deps, provider)).rejects.toEqual(refusal('no_email'));
    expect(await auditActions(deps)).toEqual([['sso.refused', 'no_email']]);
  });

  it('links an existing account only when the provider verified the email', async () => {
    const { deps, provider } = await setUp();
    const existing = makeUser({
      email: 'nina@acme.test',
      accessLevel: GUIDE,
      orgs: [
        { orgId: DEFAULT_ORG_ID, role: 'guide' },
        { orgId: ACME.orgId, role: 'guide' },
      ],
    });
    await deps.store.users.insert(existing);
    provider.state.asserted = identity({ emailVerified: false });
    await expect(signIn(deps, provider)).rejects.toEqual(refusal('unverified_email'));
    expect(await deps.store.sso.findIdentity('https://idp.acme.test', 'sub-1')).toBeNull();

    provider.state.asserted = identity();
    const linked = await signIn(deps, provider);
    expect(linked.uid).toBe(existing.uid);
    expect(await deps.store.users.findById(existing.uid)).toMatchObject({
      passwordHash: existing.passwordHash,
      orgs: [
        { orgId: DEFAULT_ORG_ID, role: 'guide' },
        { orgId: ACME.orgId, role: 'guide' },
      ],
    });
    expect((await auditActions(deps)).map(([action]) => action)).toEqual([
      'sso.refused',
      'sso.linked',
      'sso.sign_in',
    ]);
  });

  it("refuses, through an organisation's provider, accounts of elsewhere and emails outside its domains", async () => {
    const { deps, provider } = await setUp();
    const root = makeUser({ email: 'root@acme.test', accessLevel: SUPER_ADMIN });
    const elsewhere = makeUser({ email: 'gus@acme.test', accessLevel: GUIDE });
    for (const user of [root, elsewhere]) await deps.store.users.insert(user);
    for (const email of ['root@acme.test', 'gus@acme.test', 'someone@provider.test']) {
      provider.state.asserted = identity({ subject: email, email, groups: ['admins'] });
      await expect(signIn(deps, provider)).rejects.toEqual(refusal('foreign_account'));
    }
    expect(await deps.store.users.findById(root.uid)).toEqual(root);
    expect(await deps.store.users.findByEmail('someone@provider.test')).toBeNull();
    expect(await deps.store.sso.findIdentity('https://idp.acme.test', 'root@acme.test')).toBeNull();
  });

  it('refuses a person whose groups grant no role, ending their sessions; a newcomer is not created', async () => {
    const { deps, provider } = await setUp();
    const first = await signIn(deps, provider);
    provider.state.asserted = identity({ groups: ['finance'] });
    await expect(signIn(deps, provider)).rejects.toEqual(refusal('no_role'));
    expect(await deps.store.sessions.findSignedIn(deps.tokens.digest(first.token))).toBeNull();

    provider.state.asserted = identity({ subject: 'sub-2', email: 'new@acme.test', groups: [] });
    await expect(signIn(deps, provider)).rejects.toEqual(refusal('no_role'));
    expect(await deps.store.users.findByEmail('new@acme.test')).toBeNull();
  });

  it('moves the membership to the role the groups grant now', async () => {
    const { deps, provider } = await setUp();
    const first = await signIn(deps, provider);
    provider.state.asserted = identity({ groups: ['admins'] });
    await signIn(deps, provider);
    expect((await deps.store.users.findById(first.uid))?.orgs).toEqual([
      { orgId: ACME.orgId, role: 'client_admin' },
    ]);
  });

  it('signs participants in only when the organisation lets them, keeping them participants', async () => {
    const { deps, provider } = await setUp();
    const participant = makeUser({ email: 'nina@acme.test', accessLevel: PARTICIPANT, orgId: ACME.orgId });
    await deps.store.users.insert(participant);
    await expect(signIn(deps, provider)).rejects.toEqual(refusal('participants_off'));

    const open = await setUp(oidcSettings({ participants: true }));
    await open.deps.store.users.insert(participant);
    open.provider.state.asserted = identity({ groups: [] });
    const result = await signIn(open.deps, open.provider);
    expect(result).toMatchObject({ uid: participant.uid, accessLevel: PARTICIPANT });
  });

  it('refuses a pending sign-in whose organisation no longer has a provider', async () => {
    const { deps, provider } = await setUp();
    await startSsoSignIn(deps, { email: 'nina@acme.test' });
    const stored = await deps.store.sso.findSettings(ACME.orgId);
    if (stored === null) throw new Error('expected settings');
    await deps.store.sso.saveSettings({ ...stored, protocol: 'saml', oidc: null });
    const state = provider.seen[0]?.state as string;
    await expect(finishOidcSignIn(deps, { state, callbackUrl: new URL('http://x/') })).rejects.toEqual(
      refusal('not_configured'),
    );
  });
});

describe('finishSamlSignIn', () => {
  const samlSignIn = async (deps: TestDeps, provider: ReturnType<typeof fakeProvider>) => {
    await startSsoSignIn(deps, { orgSlug: 'acme' });
    const pending = provider.seen.at(-1) as PendingSsoSignIn;
    return finishSamlSignIn(deps, { relayState: pending.state, samlResponse: 'PHNhbWw+' });
  };

  it('signs in once per assertion: a replayed assertion is refused even with a fresh RelayState', async () => {
    const { deps, provider } = await setUp(samlSettings());
    expect(await samlSignIn(deps, provider)).toMatchObject({ accessLevel: GUIDE, returnTo: '/' });
    await expect(samlSignIn(deps, provider)).rejects.toEqual(refusal('replayed'));
    provider.state.assertionId = 'assertion-2';
    await expect(samlSignIn(deps, provider)).resolves.toMatchObject({ accessLevel: GUIDE });
  });

  it('refuses an OIDC state at the SAML endpoint', async () => {
    const { deps, provider } = await setUp();
    await startSsoSignIn(deps, { email: 'nina@acme.test' });
    const state = provider.seen[0]?.state as string;
    await expect(finishSamlSignIn(deps, { relayState: state, samlResponse: 'x' })).rejects.toEqual(
      refusal('expired'),
    );
  });
});
