import { describe, expect, it } from 'vitest';
import { actorOf } from '../../model/actor.ts';
import { DEFAULT_ORG_ID, type OrgMembership } from '../../model/organisation.ts';
import { GUIDE, PARTICIPANT, SUPER_ADMIN, type User } from '../../model/user.ts';
import { createTestDeps, makeUser } from '../../testing/index.ts';
import { refusedWithNothingWritten } from '../events/test-support.ts';
import { addOrgMember, removeOrgMember } from './change-org-member.ts';
import { createOrganisation } from './create-organisation.ts';
import { listOrganisations } from './list-organisations.ts';
import { updateOrganisation } from './update-organisation.ts';

const PNG = Uint8Array.of(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3);

const setup = async () => {
  const deps = createTestDeps();
  const admin = makeUser({ accessLevel: SUPER_ADMIN });
  await deps.store.users.insert(admin);
  const acme = await createOrganisation(deps, actorOf(admin), { name: 'Acme', slug: 'acme' });
  const beta = await createOrganisation(deps, actorOf(admin), { name: 'Beta', slug: 'beta' });
  const guideIn = async (...orgs: OrgMembership[]): Promise<User> => {
    const guide = makeUser({ accessLevel: GUIDE, orgs });
    await deps.store.users.insert(guide);
    return guide;
  };
  const clientAdmin = await guideIn({ orgId: acme.orgId, role: 'client_admin' });
  const guide = await guideIn({ orgId: acme.orgId, role: 'guide' });
  return { deps, admin, acme, beta, clientAdmin, guide, guideIn };
};

describe('createOrganisation', () => {
  it('creates an unbranded organisation, audited, for a super-admin', async () => {
    const { deps, admin, acme } = await setup();
    expect(acme).toMatchObject({
      name: 'Acme',
      slug: 'acme',
      branding: { hasLogo: false, accentColour: null, senderName: null, hideProductName: false },
      retentionDays: null,
      role: null,
    });
    const [entry] = await deps.store.audit.list({ limit: 1, action: 'org.created', targetId: acme.orgId });
    expect(entry).toMatchObject({ actor: { uid: admin.uid }, details: { slug: 'acme' } });
  });

  it('refuses a slug in use (409) and a malformed one (400), writing nothing', async () => {
    const { deps, admin } = await setup();
    await refusedWithNothingWritten(
      deps,
      () => createOrganisation(deps, actorOf(admin), { name: 'X', slug: 'ACME' }),
      {
        kind: 'conflict',
        code: 'ORG.SLUG_TAKEN',
      },
    );
    await refusedWithNothingWritten(
      deps,
      () => createOrganisation(deps, actorOf(admin), { name: 'X', slug: 'a b' }),
      {
        kind: 'invalid',
        code: 'ORG.SLUG_INVALID',
      },
    );
  });

  it('refuses Guides, client admins and participants (403)', async () => {
    const { deps, clientAdmin, guide } = await setup();
    for (const actor of [clientAdmin, guide, makeUser({ accessLevel: PARTICIPANT })])
      await refusedWithNothingWritten(
        deps,
        () => createOrganisation(deps, actorOf(actor), { name: 'X', slug: 'x1' }),
        {
          kind: 'forbidden',
        },
      );
  });
});

describe('listOrganisations', () => {
  it('gives a super-admin every organisation, the default one too', async () => {
    const { deps, admin } = await setup();
    expect((await listOrganisations(deps, actorOf(admin))).map((o) => [o.slug, o.role])).toEqual([
      ['acme', null],
      ['beta', null],
      ['default', null],
    ]);
  });

  it('gives a Guide only their organisations, each with their role', async () => {
    const { deps, beta, acme, guideIn } = await setup();
    const both = await guideIn(
      { orgId: beta.orgId, role: 'guide' },
      { orgId: acme.orgId, role: 'client_admin' },
    );
    expect((await listOrganisations(deps, actorOf(both))).map((o) => [o.slug, o.role])).toEqual([
      ['acme', 'client_admin'],
      ['beta', 'guide'],
    ]);
  });

  it('refuses participants (403)', async () => {
    const { deps } = await setup();
    await expect(
      listOrganisations(deps, actorOf(makeUser({ accessLevel: PARTICIPANT }))),
    ).rejects.toMatchObject({
      kind: 'forbidden',
    });
  });
});

describe('updateOrganisation', () => {
  it('lets a client admin rename and brand their organisation, audited by field names', async () => {
    const { deps, clientAdmin, acme } = await setup();
    const updated = await updateOrganisation(deps, actorOf(clientAdmin), {
      orgId: acme.orgId,
      name: ' Acme Europe ',
      branding: {
        logo: { contentType: 'image/png', bytes: PNG },
        accentColour: '#1C4E80',
        hideProductName: true,
      },
    });
    expect(updated).toMatchObject({
      name: 'Acme Europe',
      slug: 'acme',
      branding: { hasLogo: true, accentColour: '#1c4e80', senderName: null, hideProductName: true },
      role: 'client_admin',
    });
    expect((await deps.store.organisations.findById(acme.orgId))?.branding.logo?.bytes).toEqual(PNG);
    const [entry] = await deps.store.audit.list({ limit: 1, action: 'org.updated' });
    expect(entry?.details).toEqual({
      fields: ['name', 'branding.accentColour', 'branding.hideProductName', 'branding.logo'],
    });
  });

  it('sets and clears the default language of the people its events bring in, audited', async () => {
    const { deps, admin, clientAdmin, acme } = await setup();
    expect(acme.language).toBeNull();
    const german = await createOrganisation(deps, actorOf(admin), {
      name: 'Gamma',
      slug: 'gamma',
      language: 'de',
    });
    expect(german.language).toBe('de');
    const french = await updateOrganisation(deps, actorOf(clientAdmin), {
      orgId: acme.orgId,
      language: 'fr',
    });
    expect(french.language).toBe('fr');
    const [entry] = await deps.store.audit.list({ limit: 1, action: 'org.updated' });
    expect(entry?.details).toEqual({ fields: ['language'] });
    const renamed = await updateOrganisation(deps, actorOf(clientAdmin), { orgId: acme.orgId, name: 'Acme' });
    expect(renamed.language).toBe('fr');
    const cleared = await updateOrganisation(deps, actorOf(clientAdmin), {
      orgId: acme.orgId,
      language: null,
    });
    expect(cleared.language).toBeNull();
    expect((await deps.store.organisations.findById(acme.orgId))?.language).toBeNull();
  });

  it('keeps what is left out and clears what is null', async () => {
    const { deps, admin, acme } = await setup();
    await updateOrganisation(deps, actorOf(admin), {
      orgId: acme.orgId,
      branding: { senderName: 'Acme HR', accentColour: '#000000' },
      retentionDays: 30,
    });
    const after = await updateOrganisation(deps, actorOf(admin), {
      orgId: acme.orgId,
      branding: { accentColour: null },
      retentionDays: null,
    });
    expect(after.branding).toMatchObject({ senderName: 'Acme HR', accentColour: null });
    expect(after.retentionDays).toBeNull();
  });

  it('lets a client admin send the slug and retention as they are, changing nothing there', async () => {
    const { deps, clientAdmin, acme } = await setup();
    expect(
      await updateOrganisation(deps, actorOf(clientAdmin), {
        orgId: acme.orgId,
        name: 'Acme Two',
        slug: 'ACME',
        retentionDays: null,
      }),
    ).toMatchObject({ name: 'Acme Two', slug: 'acme', retentionDays: null });
  });

  it('lets only a super-admin change the slug and retention', async () => {
    const { deps, admin, clientAdmin, acme } = await setup();
    await refusedWithNothingWritten(
      deps,
      () => updateOrganisation(deps, actorOf(clientAdmin), { orgId: acme.orgId, slug: 'acme-eu' }),
      { kind: 'forbidden' },
    );
    await refusedWithNothingWritten(
      deps,
      () => updateOrganisation(deps, actorOf(clientAdmin), { orgId: acme.orgId, retentionDays: 10 }),
      { kind: 'forbidden' },
    );
    expect(
      await updateOrganisation(deps, actorOf(admin), {
        orgId: acme.orgId,
        slug: 'Acme-EU',
        retentionDays: 10,
      }),
    ).toMatchObject({ slug: 'acme-eu', retentionDays: 10 });
  });

  it('answers 404 for an organisation the actor does not work in, and 403 for a plain Guide of it', async () => {
    const { deps, clientAdmin, guide, beta, acme } = await setup();
    await refusedWithNothingWritten(
      deps,
      () => updateOrganisation(deps, actorOf(clientAdmin), { orgId: beta.orgId, name: 'Mine' }),
      {
        kind: 'not-found',
        code: 'ORG.NOT_FOUND',
      },
    );
    await refusedWithNothingWritten(
      deps,
      () => updateOrganisation(deps, actorOf(guide), { orgId: acme.orgId, name: 'Mine' }),
      {
        kind: 'forbidden',
      },
    );
  });

  it('refuses a light accent colour, an unsafe logo and a taken slug, writing nothing', async () => {
    const { deps, admin, acme } = await setup();
    const actor = actorOf(admin);
    await refusedWithNothingWritten(
      deps,
      () =>
        updateOrganisation(deps, actor, {
          orgId: acme.orgId,
          name: 'Renamed',
          branding: { accentColour: '#ffff00' },
        }),
      { kind: 'invalid', code: 'ORG.ACCENT_CONTRAST' },
    );
    await refusedWithNothingWritten(
      deps,
      () =>
        updateOrganisation(deps, actor, {
          orgId: acme.orgId,
          branding: {
            logo: { contentType: 'image/svg+xml', bytes: new TextEncoder().encode('<svg onload="x()"/>') },
          },
        }),
      { kind: 'invalid', code: 'ORG.LOGO_UNSAFE' },
    );
    await refusedWithNothingWritten(
      deps,
      () => updateOrganisation(deps, actor, { orgId: acme.orgId, slug: 'beta' }),
      {
        kind: 'conflict',
        code: 'ORG.SLUG_TAKEN',
      },
    );
  });
});

describe('addOrgMember / removeOrgMember', () => {
  it('lets a client admin add a Guide to their organisation and take them out again, audited', async () => {
    const { deps, clientAdmin, acme, guideIn } = await setup();
    const newcomer = await guideIn({ orgId: DEFAULT_ORG_ID, role: 'guide' });
    await addOrgMember(deps, actorOf(clientAdmin), { orgId: acme.orgId, uid: newcomer.uid, role: 'guide' });
    expect((await deps.store.users.findById(newcomer.uid))?.orgs).toEqual([
      { orgId: DEFAULT_ORG_ID, role: 'guide' },
      { orgId: acme.orgId, role: 'guide' },
    ]);
    await removeOrgMember(deps, actorOf(clientAdmin), { orgId: acme.orgId, uid: newcomer.uid });
    expect((await deps.store.users.findById(newcomer.uid))?.orgs).toEqual([
      { orgId: DEFAULT_ORG_ID, role: 'guide' },
    ]);
    const entries = await deps.store.audit.list({ limit: 2, targetId: acme.orgId });
    expect(entries.map((e) => [e.action, e.details])).toEqual([
      ['org.member_removed', { uid: newcomer.uid }],
      ['org.member_added', { uid: newcomer.uid, role: 'guide' }],
    ]);
  });

  it('lets a super-admin make someone a client admin anywhere', async () => {
    const { deps, admin, beta, guide } = await setup();
    await addOrgMember(deps, actorOf(admin), { orgId: beta.orgId, uid: guide.uid, role: 'client_admin' });
    expect((await deps.store.users.findById(guide.uid))?.orgs).toContainEqual({
      orgId: beta.orgId,
      role: 'client_admin',
    });
  });

  it('refuses a plain Guide (403), another organisation (404), a non-Guide (400) and an unknown user (404)', async () => {
    const { deps, admin, clientAdmin, guide, beta, acme } = await setup();
    await refusedWithNothingWritten(
      deps,
      () => addOrgMember(deps, actorOf(guide), { orgId: acme.orgId, uid: guide.uid, role: 'client_admin' }),
      { kind: 'forbidden' },
    );
    await refusedWithNothingWritten(
      deps,
      () => addOrgMember(deps, actorOf(clientAdmin), { orgId: beta.orgId, uid: guide.uid, role: 'guide' }),
      { kind: 'not-found', code: 'ORG.NOT_FOUND' },
    );
    await refusedWithNothingWritten(
      deps,
      () => addOrgMember(deps, actorOf(clientAdmin), { orgId: acme.orgId, uid: admin.uid, role: 'guide' }),
      { kind: 'invalid', code: 'ORG.NOT_A_GUIDE' },
    );
    await refusedWithNothingWritten(
      deps,
      () =>
        removeOrgMember(deps, actorOf(clientAdmin), {
          orgId: acme.orgId,
          uid: '10000000-0000-4000-8000-ffffffffffff',
        }),
      { kind: 'not-found', code: 'USER.NOT_FOUND' },
    );
  });
});
