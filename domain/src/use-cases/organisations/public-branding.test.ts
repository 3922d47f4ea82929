import { describe, expect, it } from 'vitest';
import { actorOf } from '../../model/actor.ts';
import { DEFAULT_ORG_ID } from '../../model/organisation.ts';
import type { SsoSettings } from '../../model/sso.ts';
import { GUIDE, PARTICIPANT, SUPER_ADMIN } from '../../model/user.ts';
import { createTestDeps, makeOrganisation, makeUser, PNG_LOGO } from '../../testing/index.ts';
import { getBrandingOf, getOrgLogo, getPublicBranding } from './public-branding.ts';

const SSO_FROM_ENV: SsoSettings = {
  orgId: DEFAULT_ORG_ID,
  protocol: 'oidc',
  oidc: { issuer: 'https://idp.corp.test', clientId: 'values', clientSecret: 'shh' },
  saml: null,
  roles: { claim: 'groups', guideValues: ['guides'], adminValues: [] },
  emailDomains: ['corp.test'],
  enforced: false,
  participants: false,
};

const setup = async () => {
  const deps = createTestDeps();
  const acme = makeOrganisation({ logo: PNG_LOGO, hideProductName: true }, { slug: 'acme' });
  await deps.store.organisations.insert(acme);
  const guide = makeUser({ accessLevel: GUIDE, orgs: [{ orgId: acme.orgId, role: 'guide' }] });
  const participant = makeUser({ accessLevel: PARTICIPANT, orgId: acme.orgId, createdBy: guide.uid });
  const stranger = makeUser({ accessLevel: GUIDE });
  for (const user of [guide, participant, stranger]) await deps.store.users.insert(user);
  return { deps, acme, guide, participant, stranger };
};

describe('getPublicBranding and getOrgLogo', () => {
  it('name the logo by its version, and serve it with that version', async () => {
    const { deps } = await setup();
    expect(await getPublicBranding(deps, ' ACME ')).toEqual({
      name: 'Acme',
      slug: 'acme',
      hasLogo: true,
      logoVersion: 'logo-v1',
      accentColour: null,
      hideProductName: true,
      sso: false,
    });
    expect(await getOrgLogo(deps, 'acme')).toEqual(PNG_LOGO);
  });

  it("says whether the organisation signs its people in through its provider (the environment's for the default one)", async () => {
    const { deps, acme } = await setup();
    await deps.store.sso.saveSettings({
      orgId: acme.orgId,
      protocol: 'oidc',
      oidc: { issuer: 'https://idp.acme.test', clientId: 'values', sealedClientSecret: 'sealed(x)' },
      saml: null,
      roles: { claim: 'groups', guideValues: ['guides'], adminValues: [] },
      emailDomains: ['acme.test'],
      enforced: false,
      participants: false,
    });
    expect(await getPublicBranding(deps, 'acme')).toMatchObject({ sso: true });
    expect(await getPublicBranding(deps, 'default')).toMatchObject({ sso: false });
    const withEnv = { ...deps, config: { ...deps.config, sso: { ...SSO_FROM_ENV, orgId: DEFAULT_ORG_ID } } };
    expect(await getPublicBranding(withEnv, 'default')).toMatchObject({ sso: true });
  });
});

describe('getBrandingOf', () => {
  it("gives a person's organisation's branding to them, their Guide and a super-admin", async () => {
    const { deps, participant, guide } = await setup();
    const admin = makeUser({ accessLevel: SUPER_ADMIN });
    for (const actor of [participant, guide, admin])
      expect(await getBrandingOf(deps, actorOf(actor), participant.uid)).toMatchObject({
        slug: 'acme',
        logoVersion: 'logo-v1',
      });
  });

  it('is a 404 for someone the actor may not act on, as for no one', async () => {
    const { deps, participant, stranger, guide } = await setup();
    for (const [actor, uid] of [
      [stranger, participant.uid],
      [participant, guide.uid],
      [guide, 'no-such-uid'],
    ] as const)
      await expect(getBrandingOf(deps, actorOf(actor), uid)).rejects.toMatchObject({ kind: 'not-found' });
  });
});
