import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { PASSWORD_HINT } from '@vs/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { numberedPerson } from '../testing/people.ts';
import { fakeServer, renderConsole } from '../testing/render-console.tsx';
import { ok, refused, sent } from '../testing/replies.ts';
import { FacilitatorAccount } from './facilitator-account.tsx';

const GUIDE = numberedPerson(7, {
  forename: 'Gil',
  surname: 'Guide',
  email: 'gil@example.test',
  accessLevel: 1,
  portal_link: 'https://portal.example.test/gil',
});

const TEMPLATE = { body: 'You have been invited to take part.', closing: 'See you soon.' };
const REMINDER = { body: 'Your pre-work is not finished yet.', closing: 'Nearly there.' };

const serve = (routes: Parameters<typeof fakeServer>[0] = {}) =>
  fakeServer({
    'GET /api/user/info': { body: { success: true, message: 'User loaded', user: GUIDE } },
    'GET /api/user/email_template': {
      body: { success: true, message: 'Template loaded', template: TEMPLATE },
    },
    'PUT /api/user/updateself': ok({ message: 'Your account has been updated' }),
    'PUT /api/user/email_template': ok({ message: 'Your email template has been saved' }),
    'GET /api/user/reminder_template': {
      body: { success: true, message: 'Template loaded', template: REMINDER },
    },
    'PUT /api/user/reminder_template': ok({ message: 'Your reminder template has been saved' }),
    ...routes,
  });

const details = async () => screen.findByRole('region', { name: 'Your Details' });
const template = async () => screen.findByRole('region', { name: 'Login Email Template' });
const input = (region: HTMLElement, label: string) =>
  within(region).getByLabelText(label, { selector: 'input, textarea' }) as HTMLInputElement;

/** The details form, once the user's details are in it. */
const loadedDetails = async () => {
  const region = await details();
  await waitFor(() => expect(input(region, 'First Name').value).toBe('Gil'));
  return region;
};

afterEach(() => {
  vi.restoreAllMocks();
});

describe('FacilitatorAccount', () => {
  it('prefills First Name, Last Name and Email, with empty password fields and the rule as hint', async () => {
    serve();
    renderConsole(<FacilitatorAccount />);
    const region = await loadedDetails();
    expect(input(region, 'Last Name').value).toBe('Guide');
    expect(input(region, 'Email').value).toBe('gil@example.test');
    expect(input(region, 'Password').value).toBe('');
    expect(input(region, 'Confirm Password').value).toBe('');
    expect(within(region).getByText(`Leave blank to keep your password. ${PASSWORD_HINT}`)).toBeTruthy();
  });

  it("says 'Passwords do not match' and sends nothing when the confirmation differs", async () => {
    const { requests } = serve();
    renderConsole(<FacilitatorAccount />);
    const region = await loadedDetails();
    const user = userEvent.setup();
    await user.type(input(region, 'Password'), 'NewPass123');
    await user.type(input(region, 'Confirm Password'), 'NewPass124');
    await user.click(within(region).getByRole('button', { name: 'Save Details' }));
    expect(await within(region).findByText('Passwords do not match')).toBeTruthy();
    const confirmation = input(region, 'Confirm Password');
    expect(confirmation.getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(confirmation));
    expect(sent(requests, 'PUT', '/api/user/updateself')).toEqual([]);
  });

  it('refuses a password against the rule with the hint and sends nothing', async () => {
    const { requests } = serve();
    renderConsole(<FacilitatorAccount />);
    const region = await loadedDetails();
    const user = userEvent.setup();
    await user.type(input(region, 'Password'), 'short');
    await user.type(input(region, 'Confirm Password'), 'short');
    await user.click(within(region).getByRole('button', { name: 'Save Details' }));
    await waitFor(() => expect(input(region, 'Password').getAttribute('aria-invalid')).toBe('true'));
    expect(within(region).getAllByText(PASSWORD_HINT, { exact: false })).toHaveLength(2);
    expect(sent(requests, 'PUT', '/api/user/updateself')).toEqual([]);
  });

  it('saves the details without a password when none was typed, and with it when both match', async () => {
    const { requests } = serve();
    renderConsole(<FacilitatorAccount />);
    const region = await loadedDetails();
    const user = userEvent.setup();
    await user.clear(input(region, 'First Name'));
    await user.type(input(region, 'First Name'), 'Gilly');
    await user.click(within(region).getByRole('button', { name: 'Save Details' }));
    expect(await screen.findByText('Your account has been updated')).toBeTruthy();
    await user.type(input(region, 'Password'), 'NewPass123');
    await user.type(input(region, 'Confirm Password'), 'NewPass123');
    await user.type(input(region, 'Current Password'), 'OldPass123');
    await user.click(within(region).getByRole('button', { name: 'Save Details' }));
    await waitFor(() => expect(sent(requests, 'PUT', '/api/user/updateself')).toHaveLength(2));
    expect(sent(requests, 'PUT', '/api/user/updateself').map((r) => r.body)).toEqual([
      { forename: 'Gilly', surname: 'Guide', email: 'gil@example.test' },
      {
        forename: 'Gilly',
        surname: 'Guide',
        email: 'gil@example.test',
        password: 'NewPass123',
        currentPassword: 'OldPass123',
      },
    ]);
    // A saved password is not left in the fields.
    await waitFor(() => expect(input(region, 'Password').value).toBe(''));
    expect(input(region, 'Confirm Password').value).toBe('');
    expect(input(region, 'Current Password').value).toBe('');
  });

  it("shows the server's message when the details are refused", async () => {
    serve({ 'PUT /api/user/updateself': refused(409, 'A user with this email already exists') });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderConsole(<FacilitatorAccount />);
    const region = await loadedDetails();
    const user = userEvent.setup();
    await user.click(within(region).getByRole('button', { name: 'Save Details' }));
    expect(
      await within(region).findByText('A user with this email already exists', {
        selector: '.vs-form-problem',
      }),
    ).toBeTruthy();
    expect(document.querySelector('.vs-popup')?.textContent).toBe('A user with this email already exists');
  });

  it('prefills Body and Closing from the server and saves both', async () => {
    const { requests } = serve();
    renderConsole(<FacilitatorAccount />);
    const region = await template();
    await waitFor(() => expect(input(region, 'Body').value).toBe(TEMPLATE.body));
    expect(input(region, 'Closing').value).toBe(TEMPLATE.closing);
    const user = userEvent.setup();
    await user.type(input(region, 'Closing'), ' Thanks!');
    await user.click(within(region).getByRole('button', { name: 'Save Template' }));
    expect(await screen.findByText('Your email template has been saved')).toBeTruthy();
    expect(sent(requests, 'PUT', '/api/user/email_template').map((r) => r.body)).toEqual([
      { body: TEMPLATE.body, closing: 'See you soon. Thanks!', language: 'en' },
    ]);
  });

  it('prefills and saves the reminder template on its own, apart from the logon one', async () => {
    const { requests } = serve();
    renderConsole(<FacilitatorAccount />);
    const region = await screen.findByRole('region', { name: 'Reminder Email Template' });
    await waitFor(() => expect(input(region, 'Body').value).toBe(REMINDER.body));
    expect(input(region, 'Closing').value).toBe(REMINDER.closing);
    const user = userEvent.setup();
    await user.clear(input(region, 'Body'));
    await user.type(input(region, 'Body'), 'Two steps to go.');
    await user.click(within(region).getByRole('button', { name: 'Save Template' }));
    expect(await screen.findByText('Your reminder template has been saved')).toBeTruthy();
    expect(sent(requests, 'PUT', '/api/user/reminder_template').map((r) => r.body)).toEqual([
      { body: 'Two steps to go.', closing: REMINDER.closing, language: 'en' },
    ]);
    expect(sent(requests, 'PUT', '/api/user/email_template')).toEqual([]);
    expect(input(await template(), 'Body').value).toBe(TEMPLATE.body);
  });

  it('loads and saves the template of the language picked, each language named in itself', async () => {
    const GERMAN = { body: 'Sie sind eingeladen.', closing: 'Bis bald.' };
    const { requests } = serve({
      'GET /api/user/email_template': ({ query }) => ({
        body: {
          success: true,
          message: 'Template loaded',
          template: query.get('language') === 'de' ? GERMAN : TEMPLATE,
        },
      }),
    });
    renderConsole(<FacilitatorAccount />);
    const region = await template();
    await waitFor(() => expect(input(region, 'Body').value).toBe(TEMPLATE.body));
    const picker = within(region).getByLabelText('Language') as HTMLSelectElement;
    expect([...picker.options].map((o) => o.textContent)).toEqual([
      'English',
      'Deutsch',
      'Français',
      'Español',
      'Nederlands',
      'العربية',
    ]);
    const user = userEvent.setup();
    await user.selectOptions(picker, 'de');
    await waitFor(() => expect(input(region, 'Body').value).toBe(GERMAN.body));
    expect(sent(requests, 'GET', '/api/user/email_template').map((r) => r.query.get('language'))).toEqual([
      'en',
      'de',
    ]);
    expect(input(region, 'Body').getAttribute('lang')).toBe('de');
    await user.selectOptions(picker, 'ar');
    await waitFor(() => expect(input(region, 'Body').getAttribute('dir')).toBe('rtl'));
    await user.selectOptions(picker, 'de');
    await waitFor(() => expect(input(region, 'Body').value).toBe(GERMAN.body));
    expect(input(region, 'Body').getAttribute('dir')).toBe('ltr');
    await user.type(input(region, 'Closing'), ' Danke!');
    await user.click(within(region).getByRole('button', { name: 'Save Template' }));
    expect(await screen.findByText('Your email template has been saved')).toBeTruthy();
    expect(sent(requests, 'PUT', '/api/user/email_template').map((r) => r.body)).toEqual([
      { body: GERMAN.body, closing: 'Bis bald. Danke!', language: 'de' },
    ]);
  });

  it('only logs a failed template or user-info load (spec 8), leaving the fields empty', async () => {
    serve({
      'GET /api/user/email_template': refused(500, 'Template store down'),
      'GET /api/user/info': refused(500, 'User store down'),
    });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderConsole(<FacilitatorAccount />);
    const region = await template();
    await waitFor(() => expect(input(region, 'Body').value).toBe(''), { timeout: 3000 });
    expect(input(await details(), 'First Name').value).toBe('');
    expect(screen.queryByText('Template store down')).toBeNull();
    expect(screen.queryByText('User store down')).toBeNull();
    expect(logged).toHaveBeenCalled();
  });

  it("opens the portal link in a new tab with 'Your Portal'", async () => {
    serve();
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    renderConsole(<FacilitatorAccount />);
    const button = await screen.findByRole('button', { name: 'Your Portal' });
    await waitFor(() => expect(button).toHaveProperty('disabled', false));
    await userEvent.setup().click(button);
    expect(open).toHaveBeenCalledWith('https://portal.example.test/gil', '_blank', 'noopener');
  });

  it("disables 'Your Portal' and says why when there is no portal link", async () => {
    serve({
      'GET /api/user/info': { body: { success: true, message: '', user: { ...GUIDE, portal_link: '' } } },
    });
    renderConsole(<FacilitatorAccount />);
    await loadedDetails();
    const button = screen.getByRole('button', { name: 'Your Portal' });
    expect(button).toHaveProperty('disabled', true);
    const note = document.getElementById(button.getAttribute('aria-describedby') ?? '');
    expect(note?.textContent).toBe(
      'No portal link has been set for your account yet. A super-admin can add one.',
    );
  });

  it("shows a super-admin no 'Your Portal' (super-admins have no portal link)", async () => {
    serve({
      'GET /api/user/info': {
        body: { success: true, message: '', user: { ...GUIDE, accessLevel: 2, portal_link: '' } },
      },
    });
    renderConsole(<FacilitatorAccount />);
    await loadedDetails();
    expect(await template()).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Your Portal' })).toBeNull();
    expect(screen.queryByText(/portal link/)).toBeNull();
  });

  it.each([
    ['a Guide', 1],
    ['a super-admin', 2],
  ])("lets %s download their own data with 'Download my data'", async (_, accessLevel) => {
    const { requests } = serve({
      'GET /api/user/info': { body: { success: true, message: '', user: { ...GUIDE, accessLevel } } },
      'GET /api/user/export': {
        body: { success: true, message: 'Personal data exported' },
        headers: { 'content-disposition': 'attachment; filename="Gil_Guide-personal-data.json"' },
      },
    });
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: () => 'blob:json', revokeObjectURL: vi.fn() }),
    );
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    renderConsole(<FacilitatorAccount />);
    await loadedDetails();

    await userEvent.setup().click(screen.getByRole('button', { name: 'Download my data' }));

    await waitFor(() => expect(saved).toEqual(['Gil_Guide-personal-data.json']));
    expect(screen.getByText('Downloaded').getAttribute('role')).toBe('status');
    expect(requests.filter((request) => request.path === '/api/user/export')).toHaveLength(1);
  });
});
