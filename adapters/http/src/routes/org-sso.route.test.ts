import { makeUser } from '@vs/domain/testing';
import { describe, expect, it } from 'vitest';
import { expectRefused } from '../testing/probes.ts';
import { createTestApp } from '../testing/test-app.ts';

const setUp = async () => {
  const app = await createTestApp();
  const clients = await app.clients();
  const create = async (name: string, slug: string) =>
    (await clients.admin.request<{ orgId: string }>('POST', '/api/org/create', { name, slug })).body.orgId;
  const acme = await create('Acme', 'acme');
  const beta = await create('Beta', 'beta');
  const clientAdminUser = makeUser({ accessLevel: 1, orgs: [{ orgId: acme, role: 'client_admin' }] });
  await app.deps.store.users.insert(clientAdminUser);
  const clientAdmin = await app.signIn(clientAdminUser);
  return { ...app, ...clients, acme, beta, clientAdmin };
};

const settings = (orgId: string, overrides: Record<string, unknown> = {}) => ({
  orgId,
  protocol: 'oidc',
  oidc: { issuer: 'https://login.acme.test/v2.0', clientId: 'values', clientSecret: 'very-secret' },
  roles: { claim: 'groups', guideValues: ['guides'], adminValues: ['hr-admins'] },
  emailDomains: ['Acme.test'],
  enforced: true,
  participants: false,
  ...overrides,
});

describe('PUT and GET /api/org/sso', () => {
  it("lets a client admin set their organisation's provider; the secret is never answered", async () => {
    const { clientAdmin, acme, deps } = await setUp();
    const saved = await clientAdmin.request('PUT', '/api/org/sso', settings(acme));
    expect(saved.status).toBe(200);
    const read = await clientAdmin.request('GET', `/api/org/sso?orgId=${acme}`);
    expect(read.body).toMatchObject({
      success: true,
      sso: {
        orgId: acme,
        protocol: 'oidc',
        oidc: { issuer: 'https://login.acme.test/v2.0', clientId: 'values', hasClientSecret: true },
        emailDomains: ['acme.test'],
        enforced: true,
        fromEnvironment: false,
      },
    });
    expect(JSON.stringify([saved.body, read.body])).not.toContain('very-secret');
    expect(JSON.stringify(await deps.store.sso.findSettings(acme))).not.toContain('"very-secret"');
    expect((await deps.store.audit.list({ limit: 1 }))[0]?.action).toBe('org.sso_updated');
  });

  it('lets a super-admin set any organisation and read one without settings as null', async () => {
    const { admin, beta } = await setUp();
    expect((await admin.request('GET', `/api/org/sso?orgId=${beta}`)).body).toMatchObject({ sso: null });
    expect((await admin.request('PUT', '/api/org/sso', settings(beta))).status).toBe(200);
  });

  it('refuses no session (401), Guides and participants (403), another organisation (404)', async () => {
    const { anonymous, guide, participant, clientAdmin, acme, beta, deps } = await setUp();
    await expectRefused(deps, () => anonymous.request('PUT', '/api/org/sso', settings(acme)), 401);
    await expectRefused(deps, () => anonymous.request('GET', `/api/org/sso?orgId=${acme}`), 401);
    await expectRefused(deps, () => participant.request('PUT', '/api/org/sso', settings(acme)), 403);
    await expectRefused(deps, () => guide.request('GET', `/api/org/sso?orgId=${acme}`), 404);
    await expectRefused(deps, () => clientAdmin.request('PUT', '/api/org/sso', settings(beta)), 404);
    await expectRefused(deps, () => clientAdmin.request('GET', `/api/org/sso?orgId=${beta}`), 404);
  });

  it('refuses malformed settings (400), writing nothing', async () => {
    const { admin, acme, deps } = await setUp();
    for (const body of [
      settings(acme, { protocol: 'ldap' }),
      settings(acme, { oidc: { issuer: 'http://login.acme.test', clientId: 'values', clientSecret: 'x' } }),
      settings(acme, { oidc: { issuer: 'https://login.acme.test', clientId: ' ', clientSecret: 'x' } }),
      settings(acme, { emailDomains: ['not a domain'] }),
      settings(acme, { roles: { guideValues: 'guides', adminValues: [] } }),
      settings(acme, { enforced: 'yes' }),
      settings('not-an-id'),
    ])
      await expectRefused(deps, () => admin.request('PUT', '/api/org/sso', body), 400);
    await expectRefused(
      deps,
      () => admin.request('PUT', '/api/org/sso', settings(acme, { oidc: undefined })),
      400,
    );
    await expectRefused(deps, () => admin.request('GET', '/api/org/sso?orgId=x'), 400);
  });

  it("refuses a domain another organisation's provider serves (409)", async () => {
    const { admin, acme, beta, deps } = await setUp();
    await admin.request('PUT', '/api/org/sso', settings(acme));
    await expectRefused(deps, () => admin.request('PUT', '/api/org/sso', settings(beta)), 409, /acme\.test/);
  });
});

describe('GET /api/org/branding', () => {
  it('tells the login page whether the organisation signs in through its provider', async () => {
    const { admin, anonymous, acme } = await setUp();
    expect((await anonymous.request('GET', '/api/org/branding?slug=acme')).body).toMatchObject({
      branding: { sso: false },
    });
    await admin.request('PUT', '/api/org/sso', settings(acme));
    expect((await anonymous.request('GET', '/api/org/branding?slug=acme')).body).toMatchObject({
      branding: { sso: true },
    });
  });
});
