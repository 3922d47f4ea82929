import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { numberedPerson } from '../testing/people.ts';
import { fakeServer, renderConsole } from '../testing/render-console.tsx';
import { ok, sent } from '../testing/replies.ts';
import { FacilitatorAccount } from './facilitator-account.tsx';

const guide = (language: 'en' | 'de' | null) =>
  numberedPerson(7, {
    forename: 'Gil',
    surname: 'Guide',
    email: 'gil@example.test',
    accessLevel: 1,
    language,
  });

const TEMPLATE = { body: 'You have been invited to take part.', closing: 'See you soon.' };

const serve = (language: 'en' | 'de' | null) =>
  fakeServer({
    'GET /api/user/info': ok({ user: guide(language) }),
    'GET /api/user/email_template': ok({ template: TEMPLATE }),
    'GET /api/user/reminder_template': ok({ template: TEMPLATE }),
    'PUT /api/user/updateself': ok({ message: 'Your account has been updated' }),
  });

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the Account tab in the viewer’s language', () => {
  it('offers the shipped languages by their own names, never the pseudo-locale', async () => {
    serve(null);
    renderConsole(<FacilitatorAccount />);
    const select = (await screen.findByLabelText('Your language')) as HTMLSelectElement;
    expect([...select.options].map((option) => option.textContent)).toEqual([
      'English',
      'Deutsch',
      'Français',
      'Español',
      'Nederlands',
      'العربية',
    ]);
    expect(select.value).toBe('en');
  });

  it('re-renders the console in German at once when Deutsch is chosen, and saves the choice', async () => {
    const { requests } = serve('en');
    renderConsole(<FacilitatorAccount />);
    const select = await screen.findByLabelText('Your language');
    await waitFor(() => expect((select as HTMLSelectElement).disabled).toBe(false));
    await userEvent.setup().selectOptions(select, 'de');
    const details = await screen.findByRole('region', { name: 'Ihre Angaben' });
    expect(within(details).getByRole('button', { name: 'Angaben speichern' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Meine Daten herunterladen' })).toBeTruthy();
    expect(((await screen.findByLabelText('Ihre Sprache')) as HTMLSelectElement).value).toBe('de');
    await waitFor(() =>
      expect(sent(requests, 'PUT', '/api/user/updateself').map((request) => request.body)).toEqual([
        { forename: 'Gil', surname: 'Guide', email: 'gil@example.test', language: 'de' },
      ]),
    );
  });

  it('shows a German Guide their account in German', async () => {
    serve('de');
    renderConsole(<FacilitatorAccount />);
    expect(await screen.findByRole('region', { name: 'Ihre Angaben' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Ihr Portal' })).toBeTruthy();
    expect(((await screen.findByLabelText('Ihre Sprache')) as HTMLSelectElement).value).toBe('de');
  });
});
