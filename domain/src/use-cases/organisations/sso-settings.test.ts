import { describe, expect, it } from 'vitest';
import { actorOf } from '../../model/actor.ts';
import { DEFAULT_ORG_ID } from '../../model/organisation.ts';
import type { SsoSettings } from '../../model/sso.ts';
import { GUIDE } from '../../model/user.ts';
import { createTestDeps, makeOrganisation, makeUser, seedCast } from '../../testing/index.ts';
import { getSsoSettings } from './get-sso-settings.ts';
import { type UpdateSsoSettingsInput, updateSsoSettings } from './update-sso-settings.ts';

const ACME = makeOrganisation({}, { orgId: '00000000-0000-4000-8000-0000000ac3e0', slug: 'acme' });
const BETA = makeOrganisation(
  {},
  { orgId: '00000000-0000-4000-8000-0000000be7a0', slug: 'beta', name: 'Beta' },
);

const input = (overrides: Partial<UpdateSsoSettingsInput> = {}): UpdateSsoSettingsInput => ({
  orgId: ACME.orgId,
  protocol: 'oidc',
  oidc: { issuer: 'https://idp.acme.test', clientId: 'values', clientSecret: 'shh' },
  roles: { guideValues: ['guides'], adminValues: ['admins'] },
  emailDomains: ['ACME.test', 'acme.test'],
  enforced: true,
  participants: false,
  ...overrides,
});

const setUp = async () => {
  const deps = createTestDeps();
  const cast = await seedCast(deps.store);
  for (const org of [ACME, BETA]) await deps.store.organisations.insert(org);
  const clientAdmin = makeUser({ accessLevel: GUIDE, orgs: [{ orgId: ACME.orgId, role: 'client_admin' }] });
  const acmeGuide = makeUser({ accessLevel: GUIDE, orgs: [{ orgId: ACME.orgId, role: 'guide' }] });
  for (const user of [clientAdmin, acmeGuide]) await deps.store.users.insert(user);
  return {
    deps,
    admin: actorOf(cast.admin),
    clientAdmin: actorOf(clientAdmin),
    acmeGuide: actorOf(acmeGuide),
    participant: actorOf(cast.participant),
  };
};

describe('updateSsoSettings and getSsoSettings', () => {
  it('stores the secret sealed, never returns it, keeps it when left out, and audits each change', async () => {
    const { deps, clientAdmin } = await setUp();
    const view = await updateSsoSettings(deps, clientAdmin, input());
    expect(view).toEqual({
      orgId: ACME.orgId,
      protocol: 'oidc',
      oidc: { issuer: 'https://idp.acme.test', clientId: 'values', hasClientSecret: true },
      saml: null,
      roles: { claim: 'groups', guideValues: ['guides'], adminValues: ['admins'] },
      emailDomains: ['acme.test'],
      enforced: true,
      participants: false,
      fromEnvironment: false,
    });
    expect((await deps.store.sso.findSettings(ACME.orgId))?.oidc?.sealedClientSecret).toBe('sealed(shh)');
    const { clientSecret: _left, ...withoutSecret } = input().oidc ?? { issuer: '', clientId: '' };
    await updateSsoSettings(deps, clientAdmin, input({ oidc: withoutSecret, enforced: false }));
    expect((await deps.store.sso.findSettings(ACME.orgId))?.oidc?.sealedClientSecret).toBe('sealed(shh)');
    expect(await getSsoSettings(deps, clientAdmin, ACME.orgId)).toEqual({ ...view, enforced: false });
    const entries = await deps.store.audit.list({ limit: 10 });
    expect(entries.map((e) => [e.action, e.orgId, e.details.secretChanged])).toEqual([
      ['org.sso_updated', ACME.orgId, false],
      ['org.sso_updated', ACME.orgId, true],
    ]);
  });

  it('asks for the secret the first time, and for the protocol part chosen', async () => {
    const { deps, admin } = await setUp();
    await expect(
      updateSsoSettings(
        deps,
        admin,
        input({ oidc: { issuer: 'https://idp.acme.test', clientId: 'values' } }),
      ),
    ).rejects.toMatchObject({ kind: 'invalid', code: 'SSO.SECRET_REQUIRED' });
    await expect(updateSsoSettings(deps, admin, input({ oidc: undefined }))).rejects.toMatchObject({
      code: 'SSO.OIDC_REQUIRED',
    });
    await expect(updateSsoSettings(deps, admin, input({ protocol: 'saml' }))).rejects.toMatchObject({
      code: 'SSO.SAML_REQUIRED',
    });
    expect(await deps.store.sso.findSettings(ACME.orgId)).toBeNull();
  });

  it("refuses an email domain another organisation's provider serves", async () => {
    const { deps, admin } = await setUp();
    await updateSsoSettings(deps, admin, input());
    await expect(updateSsoSettings(deps, admin, input({ orgId: BETA.orgId }))).rejects.toMatchObject({
      kind: 'conflict',
      code: 'SSO.DOMAIN_TAKEN',
    });
    expect(await deps.store.sso.findSettings(BETA.orgId)).toBeNull();
  });

  it("refuses Guides, participants and another organisation's client admin", async () => {
    const { deps, acmeGuide, participant, clientAdmin } = await setUp();
    await expect(updateSsoSettings(deps, acmeGuide, input())).rejects.toMatchObject({ kind: 'forbidden' });
    await expect(getSsoSettings(deps, acmeGuide, ACME.orgId)).rejects.toMatchObject({ kind: 'forbidden' });
    await expect(updateSsoSettings(deps, participant, input())).rejects.toMatchObject({ kind: 'forbidden' });
    await expect(updateSsoSettings(deps, clientAdmin, input({ orgId: BETA.orgId }))).rejects.toMatchObject({
      kind: 'not-found',
    });
  });

  it("shows the environment's settings for the default organisation, read-only", async () => {
    const { deps, admin } = await setUp();
    const fromEnv: SsoSettings = {
      orgId: DEFAULT_ORG_ID,
      protocol: 'oidc',
      oidc: { issuer: 'https://idp.corp.test', clientId: 'values', clientSecret: 'env-secret' },
      saml: null,
      roles: { claim: 'groups', guideValues: [], adminValues: ['admins'] },
      emailDomains: ['corp.test'],
      enforced: false,
      participants: false,
    };
    const withEnv = { ...deps, config: { ...deps.config, sso: fromEnv } };
    expect(await getSsoSettings(withEnv, admin, DEFAULT_ORG_ID)).toMatchObject({
      oidc: { hasClientSecret: true },
      fromEnvironment: true,
    });
    expect(JSON.stringify(await getSsoSettings(withEnv, admin, DEFAULT_ORG_ID))).not.toContain('env-secret');
    await expect(updateSsoSettings(withEnv, admin, input({ orgId: DEFAULT_ORG_ID }))).rejects.toMatchObject({
      code: 'SSO.FROM_ENVIRONMENT',
    });
    await expect(
      updateSsoSettings(withEnv, admin, input({ emailDomains: ['corp.test'] })),
    ).rejects.toMatchObject({ code: 'SSO.DOMAIN_TAKEN' });
    expect(await getSsoSettings(deps, admin, BETA.orgId)).toBeNull();
  });
});
