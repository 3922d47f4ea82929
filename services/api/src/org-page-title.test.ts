import { GUIDE, SUPER_ADMIN } from '@vs/domain';
import { createTestDeps, makeOrganisation, type makeUser, PNG_LOGO, signedInUser } from '@vs/domain/testing';
import { describe, expect, it } from 'vitest';
import { orgPageTitle, signedInPage } from './org-page-title.ts';

describe('orgPageTitle', () => {
  it("is the organisation's name when it hides the product's, else null (unknown slugs too)", async () => {
    const deps = createTestDeps();
    await deps.store.organisations.insert(makeOrganisation({ hideProductName: true }, { slug: 'acme' }));
    await deps.store.organisations.insert(makeOrganisation({}, { name: 'Beta', slug: 'beta' }));
    expect(await orgPageTitle(deps, 'acme')).toBe('Acme');
    expect(await orgPageTitle(deps, 'ACME')).toBe('Acme');
    expect(await orgPageTitle(deps, 'beta')).toBeNull();
    expect(await orgPageTitle(deps, 'nobody')).toBeNull();
  });
});

describe('signedInPage', () => {
  const signedIn = async (
    deps: ReturnType<typeof createTestDeps>,
    overrides: Parameters<typeof makeUser>[0],
  ) => (await signedInUser(deps, overrides)).token;

  it("is a participant's organisation's name when it hides the product's, else null", async () => {
    const deps = createTestDeps();
    const hidden = makeOrganisation({ hideProductName: true }, { slug: 'acme' });
    const shown = makeOrganisation({}, { name: 'Beta', slug: 'beta' });
    await deps.store.organisations.insert(hidden);
    await deps.store.organisations.insert(shown);
    const page = { home: 'participant' };
    expect(await signedInPage(deps, await signedIn(deps, { orgId: hidden.orgId }))).toMatchObject({
      ...page,
      title: 'Acme',
    });
    expect(await signedInPage(deps, await signedIn(deps, { orgId: shown.orgId }))).toMatchObject({
      ...page,
      title: null,
    });
    expect(await signedInPage(deps, await signedIn(deps, {}))).toMatchObject({ ...page, title: null });
  });

  it("draws a participant's home first, with or without their organisation's logo or colour", async () => {
    const deps = createTestDeps();
    const plain = makeOrganisation({}, { slug: 'plain' });
    const logo = makeOrganisation({ logo: PNG_LOGO }, { slug: 'logo' });
    const colour = makeOrganisation({ accentColour: '#0b5cad' }, { slug: 'colour' });
    for (const organisation of [plain, logo, colour]) await deps.store.organisations.insert(organisation);
    const lookOf = async (orgId?: string) =>
      (await signedInPage(deps, await signedIn(deps, orgId === undefined ? {} : { orgId })))?.firstScreen !==
      undefined;
    for (const orgId of [undefined, plain.orgId, logo.orgId, colour.orgId])
      expect(await lookOf(orgId)).toBe(true);
  });

  it("gives staff no title (their consoles name the product) and no first screen but their home's remote, and nothing without a session", async () => {
    const deps = createTestDeps();
    const hidden = makeOrganisation({ hideProductName: true }, { slug: 'acme' });
    await deps.store.organisations.insert(hidden);
    const guide = await signedIn(deps, {
      accessLevel: GUIDE,
      orgs: [{ orgId: hidden.orgId, role: 'guide' }],
    });
    expect(await signedInPage(deps, guide)).toEqual({
      title: null,
      home: 'guide',
      session: expect.anything(),
    });
    expect(await signedInPage(deps, await signedIn(deps, { accessLevel: SUPER_ADMIN }))).toEqual({
      title: null,
      home: 'admin',
      session: expect.anything(),
    });
    expect(await signedInPage(deps, 'no-such-session')).toBeNull();
  });

  it('carries what the session check would answer: access level, first login, language', async () => {
    const deps = createTestDeps();
    const first = await signedIn(deps, { accessLevel: GUIDE, language: 'fr', lastLoginAt: null });
    expect((await signedInPage(deps, first))?.session).toEqual({
      accessLevel: GUIDE,
      firstLogin: true,
      language: 'fr',
    });
    const again = await signedIn(deps, { language: null, lastLoginAt: new Date('2026-01-01T00:00:00Z') });
    expect((await signedInPage(deps, again))?.session).toEqual({
      accessLevel: 0,
      firstLogin: false,
      language: null,
    });
  });
});
