import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { PASSWORD_HINT } from '@vs/domain';
import { usePopup } from '@vs/ui';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { fakeServer, renderWithShell } from '../testing/render-shell.tsx';
import { AccountDialog } from './account-dialog.tsx';

const server = (updateReply = { status: 200, body: { success: true, message: 'Account updated' } }) =>
  fakeServer({
    'POST /api/auth/loggedIn': {
      body: { success: true, message: '', valid: true, accessLevel: 0, firstLogin: false },
    },
    'GET /api/user/info': {
      body: {
        success: true,
        message: '',
        user: { forename: 'Pat', surname: 'Lee', email: 'pat@example.test' },
      },
    },
    'PUT /api/user/updateself': updateReply,
    'GET /api/user/export': { body: { success: true, message: 'Personal data exported' } },
  });

const Harness = () => {
  const [open, setOpen] = useState(true);
  const popup = usePopup();
  return (
    <>
      <p data-testid="open">{String(open)}</p>
      <AccountDialog open={open} onClose={() => setOpen(false)} onSaved={(message) => popup.show(message)} />
    </>
  );
};

const openDialog = async () => {
  renderWithShell('/', <Harness />);
  const dialog = await screen.findByRole('dialog', { name: 'Account' });
  await waitFor(() =>
    expect(within(dialog).getByRole('textbox', { name: 'Forename' })).toHaveProperty('value', 'Pat'),
  );
  return dialog;
};

const field = (dialog: HTMLElement, name: string) =>
  within(dialog).getByLabelText(name, { selector: 'input' }) as HTMLInputElement;

const updates = (requests: { method: string; path: string; body: unknown }[]) =>
  requests.filter((r) => r.path === '/api/user/updateself');

describe('AccountDialog', () => {
  it("loads the participant's forename, surname and email and shows the password rule", async () => {
    server();
    const dialog = await openDialog();
    expect(within(dialog).getByRole('textbox', { name: 'Surname' })).toHaveProperty('value', 'Lee');
    expect(within(dialog).getByRole('textbox', { name: 'Email' })).toHaveProperty(
      'value',
      'pat@example.test',
    );
    expect(within(dialog).getByText(`Leave blank to keep your password. ${PASSWORD_HINT}`)).toBeTruthy();
    expect(PASSWORD_HINT).toBe(
      'Must contain at least one number and one uppercase and lowercase letter, and at least 8 or more characters',
    );
  });

  it("says 'Passwords do not match' and sends nothing when the confirmation differs", async () => {
    const { requests } = server();
    const dialog = await openDialog();
    const user = userEvent.setup();
    await user.type(field(dialog, 'New Password'), 'Passw0rd!');
    await user.type(field(dialog, 'Confirm Password'), 'Passw0rd?');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Passwords do not match');
    expect(updates(requests)).toEqual([]);
  });

  it('shows the password rule and sends nothing for a password that breaks it', async () => {
    const { requests } = server();
    const dialog = await openDialog();
    const user = userEvent.setup();
    await user.type(field(dialog, 'New Password'), 'password');
    await user.type(field(dialog, 'Confirm Password'), 'password');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(PASSWORD_HINT);
    expect(updates(requests)).toEqual([]);
  });

  it('saves the changed details with PUT /api/user/updateself, shows the reply and closes', async () => {
    const { requests } = server();
    const dialog = await openDialog();
    const user = userEvent.setup();
    const forename = within(dialog).getByRole('textbox', { name: 'Forename' });
    await user.clear(forename);
    await user.type(forename, 'Patricia');
    await user.type(field(dialog, 'New Password'), 'Newpass1x');
    await user.type(field(dialog, 'Confirm Password'), 'Newpass1x');
    await user.type(field(dialog, 'Current Password'), 'Oldpass1x');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Account updated')).toBeTruthy();
    expect(screen.getByTestId('open').textContent).toBe('false');
    expect(updates(requests)).toEqual([
      {
        method: 'PUT',
        path: '/api/user/updateself',
        body: {
          forename: 'Patricia',
          surname: 'Lee',
          email: 'pat@example.test',
          password: 'Newpass1x',
          currentPassword: 'Oldpass1x',
        },
      },
    ]);
  });

  it('keeps the password when both password fields are blank', async () => {
    const { requests } = server();
    const dialog = await openDialog();
    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(updates(requests)).toHaveLength(1));
    expect(updates(requests)[0]?.body).toEqual({
      forename: 'Pat',
      surname: 'Lee',
      email: 'pat@example.test',
      password: '',
    });
  });

  it("shows the server's refusal and stays open", async () => {
    server({ status: 409, body: { success: false, message: 'That email is already in use.' } });
    const dialog = await openDialog();
    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Save' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('That email is already in use.');
    expect(screen.getByTestId('open').textContent).toBe('true');
  });

  it('closes with Cancel without sending anything', async () => {
    const { requests } = server();
    const dialog = await openDialog();
    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByTestId('open').textContent).toBe('false');
    expect(updates(requests)).toEqual([]);
  });

  it("downloads the participant's own data from 'Download my data' and says it is done", async () => {
    const { requests } = server();
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: () => 'blob:json', revokeObjectURL: vi.fn() }),
    );
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const dialog = await openDialog();

    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Download my data' }));

    await waitFor(() => expect(within(dialog).getByText('Downloaded').getAttribute('role')).toBe('status'));
    expect(requests.filter((r) => r.path === '/api/user/export')).toHaveLength(1);
    expect(saved).toEqual(['personal-data.json']);
    expect(updates(requests)).toEqual([]);
    vi.restoreAllMocks();
  });
});
