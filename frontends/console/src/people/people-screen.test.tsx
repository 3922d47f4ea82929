import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { numberedPerson, SUPER_ADMIN, superAdminInfo } from '../testing/people.ts';
import { fakeServer, type Reply, renderConsole } from '../testing/render-console.tsx';
import { listRoute, ok, refused, sent } from '../testing/replies.ts';
import { PeopleScreen } from './people-screen.tsx';

const guide = (n: number) =>
  numberedPerson(n, {
    forename: `Gil${n}`,
    surname: `Guide${n}`,
    email: `gil${n}@example.test`,
    accessLevel: 1,
  });
const admin = (n: number) =>
  numberedPerson(n, {
    forename: `Sam${n}`,
    surname: `Super${n}`,
    email: `sam${n}@example.test`,
    accessLevel: 2,
  });

const serve = (
  lists: { guides?: ReturnType<typeof numberedPerson>[]; admins?: ReturnType<typeof numberedPerson>[] },
  routes: Record<string, Reply> = {},
) =>
  fakeServer({
    'GET /api/user/info': superAdminInfo,
    'GET /api/user/facilitators': listRoute(lists.guides ?? []),
    'GET /api/user/superadmins': listRoute(lists.admins ?? []),
    'POST /api/auth/register': { status: 201, body: { success: true, message: 'User registered', user: {} } },
    'PUT /api/user/update': ok({ message: 'The user has been updated' }),
    ...routes,
  });

const field = (dialog: HTMLElement, label: string) =>
  within(dialog).getByLabelText(label, { selector: 'input' }) as HTMLInputElement;

describe('PeopleScreen', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  describe('Guides', () => {
    it("shows the search placeholder, Add Guide and the spec's empty state", async () => {
      serve({});
      renderConsole(<PeopleScreen kind="guides" />);
      const empty = "No guides found. Please add a guide with the 'Add Guide' button.";
      expect((await screen.findByText(empty)).textContent).toBe(empty);
      expect(
        screen.getByRole('searchbox', { name: 'Search by first or last name' }).getAttribute('placeholder'),
      ).toBe('Search for a guide');
      expect(screen.getByRole('button', { name: 'Add Guide' })).toBeTruthy();
    });

    it('lists Guides with First Name, Last Name, Email and Edit, and searches with q', async () => {
      const { requests } = serve({ guides: [guide(1), guide(2)] });
      renderConsole(<PeopleScreen kind="guides" />);
      const table = await screen.findByRole('table', { name: 'Guides' });
      expect(
        within(table)
          .getAllByRole('cell')
          .map((td) => td.textContent),
      ).toEqual([
        'Gil1',
        'Guide1',
        'gil1@example.test',
        'Edit Gil1 Guide1',
        'Gil2',
        'Guide2',
        'gil2@example.test',
        'Edit Gil2 Guide2',
      ]);
      const user = userEvent.setup();
      await user.type(screen.getByRole('searchbox'), 'Guide2');
      await screen.findByText('Showing 1-1 of 1');
      expect(
        sent(requests, 'GET', '/api/user/facilitators')
          .map((r) => r.query.get('q'))
          .filter(Boolean),
      ).toEqual(['Guide2']);
    });

    it('adds a Guide as access level 1, without client-side checks', async () => {
      const { requests } = serve({}, { 'POST /api/auth/register': refused(400, 'Forename is required') });
      vi.spyOn(console, 'error').mockImplementation(() => undefined);
      renderConsole(<PeopleScreen kind="guides" />);
      const user = userEvent.setup();
      await user.click(await screen.findByRole('button', { name: 'Add Guide' }));
      const dialog = await screen.findByRole('dialog', { name: 'Add Guide' });
      for (const label of ['First Name', 'Last Name', 'Email', 'Password'])
        expect(field(dialog, label)).toBeTruthy();
      // Nothing typed: the form still goes to the server, which says what is missing.
      await user.click(within(dialog).getByRole('button', { name: 'Save' }));
      expect(
        await within(dialog).findByText('Forename is required', { selector: '.vs-form-problem' }),
      ).toBeTruthy();
      expect(sent(requests, 'POST', '/api/auth/register').map((r) => r.body)).toEqual([
        { accessLevel: 1, forename: '', surname: '', email: '', password: '' },
      ]);
    });

    it('sends what was typed and closes on success', async () => {
      const { requests } = serve({});
      renderConsole(<PeopleScreen kind="guides" />);
      const user = userEvent.setup();
      await user.click(await screen.findByRole('button', { name: 'Add Guide' }));
      const dialog = await screen.findByRole('dialog', { name: 'Add Guide' });
      await user.type(field(dialog, 'First Name'), 'Gina');
      await user.type(field(dialog, 'Last Name'), 'Guide');
      await user.type(field(dialog, 'Email'), 'gina@example.test');
      await user.type(field(dialog, 'Password'), 'Guide1234x');
      await user.click(within(dialog).getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(await screen.findByText('User registered')).toBeTruthy();
      expect(sent(requests, 'POST', '/api/auth/register').map((r) => r.body)).toEqual([
        {
          accessLevel: 1,
          forename: 'Gina',
          surname: 'Guide',
          email: 'gina@example.test',
          password: 'Guide1234x',
        },
      ]);
    });

    it('edits a Guide with Portal Link and Enable Meaningful Work', async () => {
      const { requests } = serve({
        guides: [{ ...guide(1), portal_link: 'https://portal.example.test/gil', mwEnabled: false }],
      });
      renderConsole(<PeopleScreen kind="guides" />);
      const user = userEvent.setup();
      await user.click(await screen.findByRole('button', { name: 'Edit Gil1 Guide1' }));
      const dialog = await screen.findByRole('dialog', { name: 'Edit Guide' });
      expect(field(dialog, 'New Password').value).toBe('');
      const portal = field(dialog, 'Portal Link');
      expect(portal.value).toBe('https://portal.example.test/gil');
      const mw = within(dialog).getByRole('checkbox', { name: 'Enable Meaningful Work' }) as HTMLInputElement;
      expect(mw.checked).toBe(false);
      await user.clear(portal);
      await user.type(portal, 'https://portal.example.test/new');
      await user.click(mw);
      for (const name of ['Delete', 'Cancel', 'Save'])
        expect(within(dialog).getByRole('button', { name })).toBeTruthy();
      await user.click(within(dialog).getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(sent(requests, 'PUT', '/api/user/update').map((r) => r.body)).toEqual([
        {
          uid: guide(1).uid,
          forename: 'Gil1',
          surname: 'Guide1',
          email: 'gil1@example.test',
          portalLink: 'https://portal.example.test/new',
          mwEnabled: true,
        },
      ]);
    });

    it("shows the server's message when deleting a Guide who still facilitates events is refused", async () => {
      const message =
        'This user still facilitates events. Delete those events or give them to another Guide first.';
      const { requests } = serve(
        { guides: [guide(1)] },
        { 'DELETE /api/user/delete': refused(409, message) },
      );
      vi.spyOn(console, 'error').mockImplementation(() => undefined);
      renderConsole(<PeopleScreen kind="guides" />);
      const user = userEvent.setup();
      await user.click(await screen.findByRole('button', { name: 'Edit Gil1 Guide1' }));
      const dialog = await screen.findByRole('dialog', { name: 'Edit Guide' });
      await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
      const confirm = await screen.findByRole('alertdialog', { name: 'Delete Guide' });
      expect(
        within(confirm).getByText(
          'Please confirm you want to delete Gil1 Guide1 with email gil1@example.test from the system. This cannot be undone.',
        ),
      ).toBeTruthy();
      await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
      expect(await within(dialog).findByText(message, { selector: '.vs-form-problem' })).toBeTruthy();
      expect(sent(requests, 'DELETE', '/api/user/delete').map((r) => r.body)).toEqual([
        { uid: guide(1).uid },
      ]);
    });
  });

  describe('Super-Admins', () => {
    it("shows its own placeholder, Add Super-Admin and empty state (the super-admin's own row has no Edit)", async () => {
      serve({});
      renderConsole(<PeopleScreen kind="superadmins" />);
      const empty = "No super-admins found. Please add a super-admin with the 'Add Super-Admin' button.";
      expect((await screen.findByText(empty)).textContent).toBe(empty);
      expect(screen.getByRole('searchbox').getAttribute('placeholder')).toBe('Search for a super-admin');
    });

    it('adds a Super-Admin as access level 2', async () => {
      const { requests } = serve({});
      renderConsole(<PeopleScreen kind="superadmins" />);
      const user = userEvent.setup();
      await user.click(await screen.findByRole('button', { name: 'Add Super-Admin' }));
      const dialog = await screen.findByRole('dialog', { name: 'Add Super-Admin' });
      await user.type(field(dialog, 'First Name'), 'Sue');
      await user.type(field(dialog, 'Last Name'), 'Super');
      await user.type(field(dialog, 'Email'), 'sue@example.test');
      await user.type(field(dialog, 'Password'), 'Super1234x');
      await user.click(within(dialog).getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(sent(requests, 'POST', '/api/auth/register').map((r) => r.body)).toEqual([
        {
          accessLevel: 2,
          forename: 'Sue',
          surname: 'Super',
          email: 'sue@example.test',
          password: 'Super1234x',
        },
      ]);
    });

    it('edits a Super-Admin without portal link or Meaningful Work, and sends neither', async () => {
      const { requests } = serve({ admins: [SUPER_ADMIN, admin(1)] });
      renderConsole(<PeopleScreen kind="superadmins" />);
      const user = userEvent.setup();
      await user.click(await screen.findByRole('button', { name: 'Edit Sam1 Super1' }));
      expect(screen.queryByRole('button', { name: 'Edit Ada Admin' })).toBeNull();
      const dialog = await screen.findByRole('dialog', { name: 'Edit Super-Admin' });
      expect(within(dialog).queryByLabelText('Portal Link')).toBeNull();
      expect(within(dialog).queryByRole('checkbox')).toBeNull();
      await user.type(field(dialog, 'New Password'), 'Another123x');
      await user.click(within(dialog).getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(sent(requests, 'PUT', '/api/user/update').map((r) => r.body)).toEqual([
        {
          uid: admin(1).uid,
          forename: 'Sam1',
          surname: 'Super1',
          email: 'sam1@example.test',
          password: 'Another123x',
        },
      ]);
    });

    it('deletes a Super-Admin after the exact confirmation', async () => {
      const admins = [admin(1)];
      const { requests } = serve(
        { admins },
        {
          'DELETE /api/user/delete': ok({ message: 'The user has been deleted' }),
        },
      );
      renderConsole(<PeopleScreen kind="superadmins" />);
      const user = userEvent.setup();
      await user.click(await screen.findByRole('button', { name: 'Edit Sam1 Super1' }));
      const dialog = await screen.findByRole('dialog', { name: 'Edit Super-Admin' });
      await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
      const confirm = await screen.findByRole('alertdialog', { name: 'Delete Super-Admin' });
      expect(within(confirm).getByRole('button', { name: 'Delete' })).toBeTruthy();
      admins.pop();
      await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(sent(requests, 'DELETE', '/api/user/delete').map((r) => r.body)).toEqual([
        { uid: admin(1).uid },
      ]);
      expect(
        await screen.findByText(
          "No super-admins found. Please add a super-admin with the 'Add Super-Admin' button.",
        ),
      ).toBeTruthy();
    });

    it('cancels by keyboard: Escape closes Add Super-Admin and sends nothing', async () => {
      const { requests } = serve({});
      renderConsole(<PeopleScreen kind="superadmins" />);
      const user = userEvent.setup();
      const add = await screen.findByRole('button', { name: 'Add Super-Admin' });
      add.focus();
      await user.keyboard('{Enter}');
      const dialog = await screen.findByRole('dialog', { name: 'Add Super-Admin' });
      expect(dialog.contains(document.activeElement)).toBe(true);
      await user.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      await waitFor(() => expect(document.activeElement).toBe(add));
      expect(sent(requests, 'POST', '/api/auth/register')).toEqual([]);
    });
  });
});
