import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { superAdminInfo } from '../testing/people.ts';
import { fakeServer, renderConsole } from '../testing/render-console.tsx';
import { ok, refused, sent } from '../testing/replies.ts';
import { OrganisationsScreen } from './organisations-screen.tsx';

const ACME = '0a000000-0000-4000-8000-00000000000a';
const ACME_ORG = {
  orgId: ACME,
  name: 'Acme',
  slug: 'acme',
  branding: { hasLogo: false, accentColour: null, senderName: null, hideProductName: false },
  retentionDays: null,
  createdAt: '2026-06-01T09:00:00.000Z',
  role: null,
};
const STORED = {
  orgId: ACME,
  protocol: 'oidc',
  oidc: { issuer: 'https://login.acme.test/v2.0', clientId: 'values', hasClientSecret: true },
  saml: null,
  roles: { claim: 'groups', guideValues: ['guides', 'coaches'], adminValues: ['hr'] },
  emailDomains: ['acme.test'],
  enforced: false,
  participants: false,
  fromEnvironment: false,
};

const server = (sso: unknown, extra: Parameters<typeof fakeServer>[0] = {}) =>
  fakeServer({
    'GET /api/user/info': superAdminInfo,
    'GET /api/org/all': ok({ organisations: [ACME_ORG] }),
    'GET /api/org/members': ok({ members: [] }),
    'GET /api/org/sso': ok({ sso }),
    ...extra,
  });

const openSso = async () => {
  await userEvent.click(await screen.findByRole('button', { name: 'Edit Acme' }));
  const dialog = await screen.findByRole('dialog', { name: 'Edit Acme' });
  return within(dialog).findByRole('region', { name: 'Sign-in (SSO)' });
};

describe("An organisation's Sign-in (SSO) section", () => {
  it('shows the stored settings without the secret and saves a change, leaving a blank secret out', async () => {
    const { requests } = server(STORED, { 'PUT /api/org/sso': ok({ sso: STORED }) });
    renderConsole(<OrganisationsScreen provider />);
    const section = await openSso();
    expect(await within(section).findByLabelText('Issuer URL')).toHaveProperty(
      'value',
      'https://login.acme.test/v2.0',
    );
    expect(within(section).getByLabelText('Client secret', { exact: false })).toHaveProperty('value', '');
    expect(within(section).getByText(/A secret is stored/)).toBeDefined();
    expect(within(section).getByLabelText('Guide values', { exact: false })).toHaveProperty(
      'value',
      'guides, coaches',
    );
    await userEvent.click(within(section).getByLabelText(/Enforce/));
    await userEvent.click(within(section).getByRole('button', { name: 'Save sign-in settings' }));
    await waitFor(() => expect(sent(requests, 'PUT', '/api/org/sso')).toHaveLength(1));
    expect(sent(requests, 'PUT', '/api/org/sso')[0]?.body).toEqual({
      orgId: ACME,
      protocol: 'oidc',
      oidc: { issuer: 'https://login.acme.test/v2.0', clientId: 'values' },
      roles: { claim: 'groups', guideValues: ['guides', 'coaches'], adminValues: ['hr'] },
      emailDomains: ['acme.test'],
      enforced: true,
      participants: false,
    });
  });

  it('sets up SAML from pasted metadata, and shows a refusal in the form', async () => {
    const { requests } = server(null, {
      'PUT /api/org/sso': refused(409, 'The email domain acme.test is already served'),
    });
    renderConsole(<OrganisationsScreen provider />);
    const section = await openSso();
    await userEvent.selectOptions(await within(section).findByLabelText('Protocol'), 'saml');
    await userEvent.type(
      within(section).getByLabelText('Identity provider metadata (XML)', { exact: false }),
      '<md/>',
    );
    await userEvent.type(within(section).getByLabelText('Email domains', { exact: false }), 'acme.test');
    await userEvent.click(within(section).getByRole('button', { name: 'Save sign-in settings' }));
    expect(await within(section).findByText('The email domain acme.test is already served')).toBeDefined();
    expect(sent(requests, 'PUT', '/api/org/sso')[0]?.body).toMatchObject({
      protocol: 'saml',
      saml: { idpMetadataXml: '<md/>', emailVerified: false },
      emailDomains: ['acme.test'],
    });
  });

  it("shows the environment's settings read-only", async () => {
    server({ ...STORED, fromEnvironment: true });
    renderConsole(<OrganisationsScreen provider />);
    const section = await openSso();
    expect(await within(section).findByText(/Set by this deployment's environment/)).toBeDefined();
    expect(within(section).getByLabelText('Issuer URL').closest('fieldset')?.disabled).toBe(true);
    expect(within(section).queryByRole('button', { name: 'Save sign-in settings' })).toBeNull();
  });
});
