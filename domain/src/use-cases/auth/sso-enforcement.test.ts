import { describe, expect, it } from 'vitest';
import { DEFAULT_ORG_ID } from '../../model/organisation.ts';
import type { SsoSettings } from '../../model/sso.ts';
import { GUIDE, SUPER_ADMIN } from '../../model/user.ts';
import { createTestDeps, makeUser } from '../../testing/index.ts';
import { login } from './login.ts';
import { requestPasswordReset } from './request-password-reset.ts';

const PASSWORD = 'Passw0rd!';
const SSO_REQUIRED = {
  kind: 'forbidden',
  code: 'AUTH.SSO_REQUIRED',
  message:
    'Your organisation signs you in through its identity provider. Use "Sign in with your organisation".',
};

const fromEnv: SsoSettings = {
  orgId: DEFAULT_ORG_ID,
  protocol: 'oidc',
  oidc: { issuer: 'https://idp.corp.test', clientId: 'values', clientSecret: 'shh' },
  saml: null,
  roles: { claim: 'groups', guideValues: ['guides'], adminValues: ['admins'] },
  emailDomains: ['corp.test'],
  enforced: true,
  participants: false,
};

const setUp = async (sso: SsoSettings | null = fromEnv) => {
  const base = createTestDeps();
  const deps = { ...base, config: { ...base.config, sso } };
  const guide = makeUser({ email: 'gus@corp.test', accessLevel: GUIDE });
  const root = makeUser({ email: 'root@corp.test', accessLevel: SUPER_ADMIN });
  const outsider = makeUser({ email: 'olga@elsewhere.test', accessLevel: GUIDE });
  for (const user of [guide, root, outsider]) await deps.store.users.insert(user);
  return { deps, guide, root, outsider };
};

const actions = async (deps: ReturnType<typeof createTestDeps>) =>
  (await deps.store.audit.list({ limit: 10 })).map((e) => [e.action, e.details.reason ?? null]);

describe('password sign-in where SSO is enforced', () => {
  it('refuses a Guide of an enforced domain with no session, whatever the password', async () => {
    const { deps, guide } = await setUp();
    await expect(login(deps, { email: 'GUS@corp.test', password: PASSWORD })).rejects.toMatchObject(
      SSO_REQUIRED,
    );
    await expect(login(deps, { email: guide.email, password: 'wrong' })).rejects.toMatchObject(SSO_REQUIRED);
    expect(await actions(deps)).toEqual([
      ['login.failed', 'sso_required'],
      ['login.failed', 'sso_required'],
    ]);
  });

  it('answers an unknown email of the domain alike (nothing tells whether the account exists)', async () => {
    const { deps } = await setUp();
    await expect(login(deps, { email: 'nobody@corp.test', password: PASSWORD })).rejects.toMatchObject(
      SSO_REQUIRED,
    );
  });

  it("keeps a super-admin's password working (break-glass), audited as such", async () => {
    const { deps, root } = await setUp();
    expect(await login(deps, { email: root.email, password: PASSWORD })).toMatchObject({ kind: 'session' });
    expect(await actions(deps)).toEqual([['login.break_glass', null]]);
    await expect(login(deps, { email: root.email, password: 'wrong' })).rejects.toMatchObject({
      code: 'AUTH.INVALID_CREDENTIALS',
    });
  });

  it('leaves other domains, and unenforced settings, to passwords', async () => {
    const { deps, outsider } = await setUp();
    expect(await login(deps, { email: outsider.email, password: PASSWORD })).toMatchObject({
      kind: 'session',
    });
    const relaxed = await setUp({ ...fromEnv, enforced: false });
    expect(await login(relaxed.deps, { email: relaxed.guide.email, password: PASSWORD })).toMatchObject({
      kind: 'session',
    });
    expect(await actions(relaxed.deps)).toEqual([['login.succeeded', null]]);
  });

  it("enforces an organisation's stored settings as the environment's", async () => {
    const { deps, guide } = await setUp(null);
    const { oidc: _secret, ...rest } = fromEnv;
    await deps.store.sso.saveSettings({
      ...rest,
      orgId: '00000000-0000-4000-8000-0000000ac3e0',
      oidc: { issuer: 'https://idp.corp.test', clientId: 'values', sealedClientSecret: 'not-opened-here' },
    });
    await expect(login(deps, { email: guide.email, password: PASSWORD })).rejects.toMatchObject(SSO_REQUIRED);
  });
});

describe('forgot-password where SSO is enforced', () => {
  it('sends nothing for an enforced domain and leads to SSO', async () => {
    const { deps, guide } = await setUp();
    await expect(requestPasswordReset(deps, { email: guide.email })).rejects.toMatchObject(SSO_REQUIRED);
    await expect(requestPasswordReset(deps, { email: 'nobody@corp.test' })).rejects.toMatchObject(
      SSO_REQUIRED,
    );
    expect(await deps.store.outbox.count()).toBe(0);
  });

  it("still resets a super-admin's password (break-glass)", async () => {
    const { deps, root } = await setUp();
    await requestPasswordReset(deps, { email: root.email });
    expect(await deps.store.outbox.count()).toBe(1);
  });
});
