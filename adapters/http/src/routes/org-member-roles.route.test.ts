import type { AuditEntry } from '@vs/domain';
import { makeUser } from '@vs/domain/testing';
import { describe, expect, it } from 'vitest';
import { expectRefused } from '../testing/probes.ts';
import { createTestApp } from '../testing/test-app.ts';

/** Acme with a signed-in client admin and a Guide of it (the cast's Guide); Beta beside it. */
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
  await clientAdmin.request('POST', '/api/org/add_member', {
    orgId: acme,
    uid: app.cast.guide.uid,
    role: 'guide',
  });
  const roleOf = async (uid: string) =>
    (await app.deps.store.users.findById(uid))?.orgs.find((m) => m.orgId === acme)?.role ?? null;
  return { ...app, ...clients, acme, beta, clientAdmin, clientAdminUser, roleOf };
};

describe('POST /api/org/add_member for a member: changes their role', () => {
  it('lets a client admin promote a Guide in place, audited with from and to', async () => {
    const { deps, clientAdmin, cast, acme, roleOf } = await setUp();
    const reply = await clientAdmin.request('POST', '/api/org/add_member', {
      orgId: acme,
      uid: cast.guide.uid,
      role: 'client_admin',
    });
    expect(reply).toMatchObject({ status: 200, body: { success: true, message: 'Role changed' } });
    expect(await roleOf(cast.guide.uid)).toBe('client_admin');
    const [entry] = await deps.store.audit.list({ limit: 1, targetId: acme });
    expect(entry).toMatchObject({
      action: 'org.member_role_changed',
      details: { uid: cast.guide.uid, from: 'guide', to: 'client_admin' },
    } satisfies Partial<AuditEntry>);
  });

  it('changes and records nothing when they already have that role', async () => {
    const { deps, clientAdmin, cast, acme } = await setUp();
    const before = await deps.store.audit.list({ limit: 10 });
    const reply = await clientAdmin.request('POST', '/api/org/add_member', {
      orgId: acme,
      uid: cast.guide.uid,
      role: 'guide',
    });
    expect(reply).toMatchObject({ status: 200, body: { message: 'They already have that role' } });
    expect(await deps.store.audit.list({ limit: 10 })).toEqual(before);
  });

  it('lets a super-admin demote the last client admin', async () => {
    const { admin, clientAdminUser, acme, roleOf } = await setUp();
    const reply = await admin.request('POST', '/api/org/add_member', {
      orgId: acme,
      uid: clientAdminUser.uid,
      role: 'guide',
    });
    expect(reply.status).toBe(200);
    expect(await roleOf(clientAdminUser.uid)).toBe('guide');
  });

  it('refuses the only client admin stepping down (409), until another one is there', async () => {
    const { deps, clientAdmin, clientAdminUser, cast, acme, roleOf } = await setUp();
    const stepDown = () =>
      clientAdmin.request('POST', '/api/org/add_member', {
        orgId: acme,
        uid: clientAdminUser.uid,
        role: 'guide',
      });
    await expectRefused(deps, stepDown, 409, /only client admin/);
    await expectRefused(
      deps,
      () => clientAdmin.request('POST', '/api/org/remove_member', { orgId: acme, uid: clientAdminUser.uid }),
      409,
      /only client admin/,
    );
    await clientAdmin.request('POST', '/api/org/add_member', {
      orgId: acme,
      uid: cast.guide.uid,
      role: 'client_admin',
    });
    expect((await stepDown()).status).toBe(200);
    expect(await roleOf(clientAdminUser.uid)).toBe('guide');
  });

  it('refuses no session (401), a plain Guide (403), another organisation (404), a bad role (400)', async () => {
    const { deps, anonymous, guide, clientAdmin, cast, acme, beta } = await setUp();
    const promote = { orgId: acme, uid: cast.guide.uid, role: 'client_admin' };
    await expectRefused(deps, () => anonymous.request('POST', '/api/org/add_member', promote), 401);
    await expectRefused(deps, () => guide.request('POST', '/api/org/add_member', promote), 403);
    await expectRefused(
      deps,
      () => clientAdmin.request('POST', '/api/org/add_member', { ...promote, orgId: beta }),
      404,
    );
    await expectRefused(
      deps,
      () => clientAdmin.request('POST', '/api/org/add_member', { ...promote, role: 'admin' }),
      400,
      /role/,
    );
  });
});
