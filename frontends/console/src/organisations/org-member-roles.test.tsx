import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ACME, ORGS, org } from '../testing/organisations.ts';
import { numberedPerson, superAdminInfo } from '../testing/people.ts';
import { fakeServer, renderConsole } from '../testing/render-console.tsx';
import { ok, refused, sent } from '../testing/replies.ts';
import { OrganisationsScreen } from './organisations-screen.tsx';

const PAT = numberedPerson(2, { accessLevel: 1 });
const LAST_ADMIN =
  'You are the only client admin of this organisation: make another Guide client admin before you step down';

/** Acme's members: Pat2 Lee2 with `role`, as the server has it after each change. */
const server = (addMember: Parameters<typeof fakeServer>[0][string], organisations = ORGS) => {
  let role = 'guide';
  return fakeServer({
    'GET /api/user/info': superAdminInfo,
    'GET /api/org/all': ok({ organisations }),
    'GET /api/org/members': () =>
      ok({ members: [{ uid: PAT.uid, forename: 'Pat2', surname: 'Lee2', email: PAT.email, role }] }),
    'GET /api/org/usage': refused(404, 'Not shown here'),
    'POST /api/org/add_member': (request) => {
      const reply = typeof addMember === 'function' ? addMember(request) : addMember;
      if ((reply.status ?? 200) === 200) role = (request.body as { role: string }).role;
      return reply;
    },
  });
};

const roleSelect = async () => {
  await userEvent.click(await screen.findByRole('button', { name: 'Edit Acme' }));
  const dialog = await screen.findByRole('dialog', { name: 'Edit Acme' });
  const members = await within(dialog).findByRole('table', { name: 'Members of Acme' });
  return within(members).getByRole('combobox', { name: 'Role of Pat2 Lee2' }) as HTMLSelectElement;
};

describe("changing a member's role in the members list", () => {
  it('changes it at once, with the server’s message, and shows the new role', async () => {
    const { requests } = server(ok({ message: 'Role changed' }));
    renderConsole(<OrganisationsScreen provider />);
    const select = await roleSelect();
    expect(select.value).toBe('guide');
    expect([...select.options].map((o) => o.text)).toEqual(['Guide', 'Client admin']);
    await userEvent.selectOptions(select, 'client_admin');
    expect(await screen.findByText('Role changed')).toBeTruthy();
    await waitFor(() => expect(sent(requests, 'GET', '/api/org/members').length).toBeGreaterThan(1));
    expect(sent(requests, 'POST', '/api/org/add_member').map((r) => r.body)).toEqual([
      { orgId: ACME, uid: PAT.uid, role: 'client_admin' },
    ]);
    await waitFor(() => expect(select.value).toBe('client_admin'));
    expect(select.disabled).toBe(false);
  });

  it('shows a refusal and puts the role back as it was (a client admin)', async () => {
    server(refused(409, LAST_ADMIN), [org(ACME, 'Acme', 'acme', 'client_admin')]);
    renderConsole(<OrganisationsScreen provider={false} />);
    const select = await roleSelect();
    await userEvent.selectOptions(select, 'client_admin');
    expect(await screen.findByText(LAST_ADMIN)).toBeTruthy();
    await waitFor(() => expect(select.disabled).toBe(false));
    expect(select.value).toBe('guide');
  });
});
