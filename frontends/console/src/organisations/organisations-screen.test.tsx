import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { ACCENT_MIN_CONTRAST, LOGO_TOO_LARGE_MESSAGE, LOGO_TYPE_MESSAGE } from '@vs/domain';
import { describe, expect, it } from 'vitest';
import { EventsScreen } from '../events/events-screen.tsx';
import { ConsoleHome } from '../home/console-home.tsx';
import { ACME, BETA, ORGS, org } from '../testing/organisations.ts';
import { numberedPerson, superAdminInfo } from '../testing/people.ts';
import { fakeServer, renderConsole, type SeenRequest } from '../testing/render-console.tsx';
import { listRoute, ok, refused, sent } from '../testing/replies.ts';
import { OrganisationsScreen } from './organisations-screen.tsx';

const GUIDE = numberedPerson(1, { accessLevel: 1 });
const MEMBER = numberedPerson(2, { accessLevel: 1 });

const server = (extra: Parameters<typeof fakeServer>[0] = {}, organisations = ORGS) =>
  fakeServer({
    'GET /api/user/info': superAdminInfo,
    'GET /api/org/all': ok({ organisations }),
    'GET /api/org/members': ok({
      members: [{ uid: MEMBER.uid, forename: 'Pat2', surname: 'Lee2', email: MEMBER.email, role: 'guide' }],
    }),
    'GET /api/user/facilitators': listRoute([GUIDE, MEMBER]),
    ...extra,
  });

const openEditor = async (name: string) => {
  await userEvent.click(await screen.findByRole('button', { name: `Edit ${name}` }));
  return screen.findByRole('dialog', { name: `Edit ${name}` });
};

describe('OrganisationsScreen for the provider', () => {
  it('lists every organisation and creates one, a refused short name shown by its field', async () => {
    let attempts = 0;
    const { requests } = server({
      'POST /api/org/create': () =>
        ++attempts === 1
          ? refused(409, 'The short name "acme" is already used by another organisation', 'ORG.SLUG_TAKEN')
          : ok({ message: 'Organisation created', orgId: BETA }),
    });
    renderConsole(<OrganisationsScreen provider />);
    const table = await screen.findByRole('table', { name: 'Organisations' });
    expect(
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent),
    ).toEqual([
      'Acmeacme1 Jun 2026Edit Acme',
      'Betabeta1 Jun 2026Edit Beta',
      'Defaultdefault1 Jun 2026Edit Default',
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Create Organisation' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create Organisation' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Name/ }), 'Gamma');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Short name/ }), 'acme');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() =>
      expect(
        within(dialog)
          .getAllByText(/already used/)
          .map((shown) => shown.className),
      ).toContain('vs-field-error'),
    );
    const slug = within(dialog).getByRole('textbox', { name: /^Short name/ });
    expect(slug.getAttribute('aria-invalid')).toBe('true');
    await userEvent.clear(slug);
    await userEvent.type(slug, 'gamma');
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: /^Default language/ }), 'fr');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent(requests, 'POST', '/api/org/create').map((r) => r.body)).toEqual([
      { name: 'Gamma', slug: 'acme' },
      { name: 'Gamma', slug: 'gamma', language: 'fr' },
    ]);
  });

  it('brands an organisation: live contrast, the server’s contrast refusal by the field, then saved', async () => {
    const tooLight = `The accent colour #ffcc00 is too light: its contrast with white is 1.60:1, and at least ${ACCENT_MIN_CONTRAST}:1 is needed so text on it stays readable`;
    const { requests } = server({
      'PUT /api/org/update': (request: SeenRequest) =>
        (request.body as { branding: { accentColour: string } }).branding.accentColour === '#ffcc00'
          ? refused(400, tooLight, 'ORG.ACCENT_CONTRAST')
          : ok({ message: 'Organisation updated' }),
    });
    renderConsole(<OrganisationsScreen provider />);
    const dialog = await openEditor('Acme');
    const accent = within(dialog).getByRole('textbox', { name: 'Accent colour' });
    await userEvent.type(accent, '#ffcc00');
    expect(within(dialog).getByText(/Contrast with white: 1\.\d\d:1/)).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(
        within(dialog)
          .getAllByText(tooLight)
          .map((shown) => shown.className),
      ).toContain('vs-field-error'),
    );
    expect(accent.getAttribute('aria-invalid')).toBe('true');
    await userEvent.clear(accent);
    await userEvent.type(accent, '#1c4e80');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Retention/ }), '90');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /Hide the product/ }));
    const language = within(dialog).getByRole('combobox', { name: /^Default language/ });
    expect(within(language).getByRole('option', { name: 'Deutsch' })).toBeTruthy();
    await userEvent.selectOptions(language, 'de');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent(requests, 'PUT', '/api/org/update')).toHaveLength(2));
    expect(sent(requests, 'PUT', '/api/org/update')[1]?.body).toEqual({
      orgId: ACME,
      name: 'Acme',
      slug: 'acme',
      retentionDays: 90,
      language: 'de',
      branding: { accentColour: '#1c4e80', senderName: null, hideProductName: true },
    });
  });

  it('checks a logo before sending it, then uploads a PNG with its own Content-Type', async () => {
    const { requests } = server({ 'PUT /api/org/logo': ok({ message: 'Logo saved' }) });
    renderConsole(<OrganisationsScreen provider />);
    const dialog = await openEditor('Acme');
    const input = within(dialog).getByLabelText('Upload a logo');
    const choose = (file: File) => fireEvent.change(input, { target: { files: [file] } });
    choose(new File(['GIF89a'], 'logo.gif', { type: 'image/gif' }));
    expect((await within(dialog).findByText(LOGO_TYPE_MESSAGE.defaultMessage)).className).toBe(
      'vs-field-error',
    );
    choose(new File([new Uint8Array(200 * 1024 + 1)], 'big.png', { type: 'image/png' }));
    expect((await within(dialog).findByText(LOGO_TOO_LARGE_MESSAGE.defaultMessage)).className).toBe(
      'vs-field-error',
    );
    expect(sent(requests, 'PUT', '/api/org/logo')).toEqual([]);
    choose(new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'logo.png', { type: 'image/png' }));
    await waitFor(() => expect(sent(requests, 'PUT', '/api/org/logo')).toHaveLength(1));
    const [call] = (
      globalThis.fetch as unknown as { mock: { calls: [string, RequestInit][] } }
    ).mock.calls.filter(([url]) => String(url).includes('/api/org/logo'));
    expect(call?.[1]).toMatchObject({ method: 'PUT', headers: { 'content-type': 'image/png' } });
    expect(sent(requests, 'PUT', '/api/org/logo')[0]?.query.get('orgId')).toBe(ACME);
  });

  it('lists the members, adds a Guide chosen from the Guides list and removes one after confirming', async () => {
    const { requests } = server({
      'POST /api/org/add_member': ok({ message: 'Member added' }),
      'POST /api/org/remove_member': ok({ message: 'Member removed' }),
    });
    renderConsole(<OrganisationsScreen provider />);
    const dialog = await openEditor('Acme');
    const members = await within(dialog).findByRole('table', { name: 'Members of Acme' });
    const [, row] = within(members).getAllByRole('row');
    expect(row?.textContent).toMatch(/^Pat2Lee2pat2@example\.test.*Remove Pat2 Lee2$/);
    expect(within(members).getByRole('combobox', { name: 'Role of Pat2 Lee2' })).toHaveProperty(
      'value',
      'guide',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Guide' }));
    const add = await screen.findByRole('dialog', { name: 'Add a Guide to Acme' });
    const guide = within(add).getByRole('combobox', { name: /^Guide/ });
    await waitFor(() => expect(within(guide).getAllByRole('option')).toHaveLength(3));
    await userEvent.selectOptions(guide, GUIDE.uid);
    await userEvent.selectOptions(within(add).getByRole('combobox', { name: /^Role/ }), 'client_admin');
    await userEvent.click(within(add).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add a Guide to Acme' })).toBeNull());
    expect(sent(requests, 'POST', '/api/org/add_member').map((r) => r.body)).toEqual([
      { orgId: ACME, uid: GUIDE.uid, role: 'client_admin' },
    ]);
    await userEvent.click(within(members).getByRole('button', { name: 'Remove Pat2 Lee2' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Remove Guide' });
    expect(confirm.textContent).toContain('take Pat2 Lee2 out of Acme');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(sent(requests, 'POST', '/api/org/remove_member')).toHaveLength(1));
    expect(sent(requests, 'POST', '/api/org/remove_member')[0]?.body).toEqual({
      orgId: ACME,
      uid: MEMBER.uid,
    });
  });
});

describe('OrganisationsScreen for a client admin', () => {
  it('shows only the organisations they administer, without short name or retention, and adds Guides by email', async () => {
    const { requests } = server(
      {
        'PUT /api/org/update': ok({ message: 'Organisation updated' }),
        'POST /api/org/add_member': ok({ message: 'Member added' }),
      },
      [org(ACME, 'Acme', 'acme', 'client_admin'), org(BETA, 'Beta', 'beta', 'guide')],
    );
    renderConsole(<OrganisationsScreen provider={false} />);
    const table = await screen.findByRole('table', { name: 'Your organisations' });
    expect(within(table).getAllByRole('row')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Create Organisation' })).toBeNull();
    const dialog = await openEditor('Acme');
    expect(within(dialog).queryByRole('textbox', { name: /Short name|Retention/ })).toBeNull();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Sender name/ }), 'Acme Learning');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent(requests, 'PUT', '/api/org/update')).toHaveLength(1));
    expect(sent(requests, 'PUT', '/api/org/update')[0]?.body).toEqual({
      orgId: ACME,
      name: 'Acme',
      language: null,
      branding: { accentColour: null, senderName: 'Acme Learning', hideProductName: false },
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Guide' }));
    const add = await screen.findByRole('dialog', { name: 'Add a Guide to Acme' });
    await userEvent.type(within(add).getByRole('textbox', { name: /email/ }), 'pat1@example.test{Enter}');
    await waitFor(() => expect(sent(requests, 'POST', '/api/org/add_member')).toHaveLength(1));
    expect(sent(requests, 'POST', '/api/org/add_member')[0]?.body).toEqual({
      orgId: ACME,
      email: 'pat1@example.test',
      role: 'guide',
    });
  });
});

describe('the organisation switch', () => {
  const event = (eid: string, eventName: string, orgId: string) => ({
    eid,
    eventName,
    eventDate: '2026-07-01',
    accessClose: '2026-08-01',
    eventType: 'Reg',
    sessionAccess: 'Pre-work',
    status: 'active',
    facilitator: { uid: GUIDE.uid, forename: 'Pat1', surname: 'Lee1', email: GUIDE.email },
    participantCount: 0,
    orgId,
  });

  it('shows each event’s organisation and narrows the list on the server to the one chosen', async () => {
    const { requests } = server({
      'GET /api/event/summaries': (request: SeenRequest) =>
        ok({
          events: [event('e1', 'Acme day', ACME), event('e2', 'Beta day', BETA)].filter(
            (e) => request.query.get('orgId') === null || e.orgId === request.query.get('orgId'),
          ),
        }),
    });
    renderConsole(
      <ConsoleHome
        heading="Super-Admin Console"
        tabs={[{ value: 'events', label: 'Active Events', content: <EventsScreen accessLevel={2} /> }]}
      />,
    );
    const table = await screen.findByRole('table', { name: 'Active events' });
    await within(table).findByText('Beta day');
    expect(within(table).getByRole('columnheader', { name: 'Organisation' })).toBeTruthy();
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toContainEqual(expect.stringMatching(/^Beta day.*Beta/));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Organisation' }), ACME);
    await waitFor(() => expect(within(table).queryByText('Beta day')).toBeNull());
    expect(table.isConnected).toBe(true);
    expect(within(table).getByText('Acme day')).toBeTruthy();
    expect(sent(requests, 'GET', '/api/event/summaries').at(-1)?.query.get('orgId')).toBe(ACME);
  });
});
