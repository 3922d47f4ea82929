import { describe, expect, it } from 'vitest';
import { actorOf } from '../../model/actor.ts';
import type { OrgMembership } from '../../model/organisation.ts';
import { GUIDE, SUPER_ADMIN, type User } from '../../model/user.ts';
import { LAST_CLIENT_ADMIN_MESSAGE } from '../../rules/organisation-scope.ts';
import { createTestDeps, makeUser } from '../../testing/index.ts';
import { refusedWithNothingWritten } from '../events/test-support.ts';
import { addOrgMember, removeOrgMember } from './change-org-member.ts';
import { createOrganisation } from './create-organisation.ts';

/** Acme with one client admin and one Guide. */
const setup = async () => {
  const deps = createTestDeps();
  const admin = makeUser({ accessLevel: SUPER_ADMIN });
  await deps.store.users.insert(admin);
  const acme = (await createOrganisation(deps, actorOf(admin), { name: 'Acme', slug: 'acme' })).orgId;
  const guideIn = async (...orgs: OrgMembership[]): Promise<User> => {
    const guide = makeUser({ accessLevel: GUIDE, orgs });
    await deps.store.users.insert(guide);
    return guide;
  };
  const clientAdmin = await guideIn({ orgId: acme, role: 'client_admin' });
  const guide = await guideIn({ orgId: acme, role: 'guide' });
  const roleOf = async (user: User) =>
    (await deps.store.users.findById(user.uid))?.orgs.find((m) => m.orgId === acme)?.role ?? null;
  const entries = async () =>
    (await deps.store.audit.list({ limit: 10, targetId: acme })).map((e) => [e.action, e.details]);
  return { deps, admin, acme, clientAdmin, guide, roleOf, entries };
};

describe("changing a member's role (POST /api/org/add_member for a member)", () => {
  it('promotes a Guide to client admin and back in place, audited with from and to', async () => {
    const { deps, clientAdmin, guide, acme, roleOf, entries } = await setup();
    await addOrgMember(deps, actorOf(clientAdmin), { orgId: acme, uid: guide.uid, role: 'client_admin' });
    expect(await roleOf(guide)).toBe('client_admin');
    await addOrgMember(deps, actorOf(clientAdmin), { orgId: acme, uid: guide.uid, role: 'guide' });
    expect((await deps.store.users.findById(guide.uid))?.orgs).toEqual([{ orgId: acme, role: 'guide' }]);
    expect((await entries()).slice(0, 2)).toEqual([
      ['org.member_role_changed', { uid: guide.uid, from: 'client_admin', to: 'guide' }],
      ['org.member_role_changed', { uid: guide.uid, from: 'guide', to: 'client_admin' }],
    ]);
  });

  it('changes and records nothing when the member already has that role', async () => {
    const { deps, clientAdmin, guide, acme, roleOf, entries } = await setup();
    const before = await entries();
    await addOrgMember(deps, actorOf(clientAdmin), { orgId: acme, uid: guide.uid, role: 'guide' });
    expect(await roleOf(guide)).toBe('guide');
    expect(await entries()).toEqual(before);
  });

  it('refuses the only client admin stepping down to Guide or out (409), writing nothing', async () => {
    const { deps, clientAdmin, acme } = await setup();
    const self = actorOf(clientAdmin);
    await refusedWithNothingWritten(
      deps,
      () => addOrgMember(deps, self, { orgId: acme, uid: clientAdmin.uid, role: 'guide' }),
      { kind: 'conflict', code: 'ORG.LAST_CLIENT_ADMIN', message: LAST_CLIENT_ADMIN_MESSAGE.defaultMessage },
    );
    await refusedWithNothingWritten(
      deps,
      () => removeOrgMember(deps, self, { orgId: acme, uid: clientAdmin.uid }),
      { kind: 'conflict', code: 'ORG.LAST_CLIENT_ADMIN' },
    );
  });

  it('lets a client admin step down once another client admin is there', async () => {
    const { deps, clientAdmin, guide, acme, roleOf } = await setup();
    await addOrgMember(deps, actorOf(clientAdmin), { orgId: acme, uid: guide.uid, role: 'client_admin' });
    await addOrgMember(deps, actorOf(clientAdmin), { orgId: acme, uid: clientAdmin.uid, role: 'guide' });
    expect(await roleOf(clientAdmin)).toBe('guide');
  });

  it("lets a super-admin demote an organisation's last client admin", async () => {
    const { deps, admin, clientAdmin, acme, roleOf, entries } = await setup();
    await addOrgMember(deps, actorOf(admin), { orgId: acme, uid: clientAdmin.uid, role: 'guide' });
    expect(await roleOf(clientAdmin)).toBe('guide');
    expect((await entries())[0]).toEqual([
      'org.member_role_changed',
      { uid: clientAdmin.uid, from: 'client_admin', to: 'guide' },
    ]);
  });

  it('refuses a plain Guide promoting themselves (403), writing nothing', async () => {
    const { deps, guide, acme } = await setup();
    await refusedWithNothingWritten(
      deps,
      () => addOrgMember(deps, actorOf(guide), { orgId: acme, uid: guide.uid, role: 'client_admin' }),
      { kind: 'forbidden' },
    );
  });
});
