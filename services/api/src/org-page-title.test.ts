import { createTestDeps, makeOrganisation } from '@vs/domain/testing';
import { describe, expect, it } from 'vitest';
import { orgPageTitle } from './org-page-title.ts';

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
