import { GUIDE, login } from '@vs/domain';
import { createTestDeps, makeOrganisation, makeUser } from '@vs/domain/testing';
import { describe, expect, it } from 'vitest';
import { orgPageTitle, signedInPageTitle } from './org-page-title.ts';

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

describe('signedInPageTitle', () => {
  const signedIn = async (
    deps: ReturnType<typeof createTestDeps>,
    overrides: Parameters<typeof makeUser>[0],
  ) => {
    const user = makeUser(overrides);
    await deps.store.users.insert(user);
    const result = await login(deps, { email: user.email, password: 'Passw0rd!' });
    if (result.kind !== 'session') throw new Error('expected a session');
    return result.token;
  };

  it("is a participant's organisation's name when it hides the product's, else null", async () => {
    const deps = createTestDeps();
    const hidden = makeOrganisation({ hideProductName: true }, { slug: 'acme' });
    const shown = makeOrganisation({}, { name: 'Beta', slug: 'beta' });
    await deps.store.organisations.insert(hidden);
    await deps.store.organisations.insert(shown);
    expect(await signedInPageTitle(deps, await signedIn(deps, { orgId: hidden.orgId }))).toBe('Acme');
    expect(await signedInPageTitle(deps, await signedIn(deps, { orgId: shown.orgId }))).toBeNull();
    expect(await signedInPageTitle(deps, await signedIn(deps, {}))).toBeNull();
  });

  it('is null for staff (their consoles name the product) and for a session that does not exist', async () => {
    const deps = createTestDeps();
    const hidden = makeOrganisation({ hideProductName: true }, { slug: 'acme' });
    await deps.store.organisations.insert(hidden);
    const guide = await signedIn(deps, {
      accessLevel: GUIDE,
      orgs: [{ orgId: hidden.orgId, role: 'guide' }],
    });
    expect(await signedInPageTitle(deps, guide)).toBeNull();
    expect(await signedInPageTitle(deps, 'no-such-session')).toBeNull();
  });
});
