import { act, render, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { ORIGINAL_VALUES } from '@vs/domain';
import ar from '@vs/i18n/values/ar.json' with { type: 'json' };
import de from '@vs/i18n/values/de.json' with { type: 'json' };
import fr from '@vs/i18n/values/fr.json' with { type: 'json' };
import { announceLanguage } from '@vs/ui';
import { forgetServedSession, serveSessionInPage } from '@vs/ui/testing';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { LiveView } from '../live/live-view.tsx';
import { ParticipantRoot } from '../participant-root.tsx';
import { PreworkView } from '../prework/prework-view.tsx';
import { fakeServer } from '../testing/fake-server.ts';

const CATALOGUES: Record<string, unknown> = { de, fr, ar };

const account = (language: string | null) => ({
  success: true,
  message: 'User loaded',
  user: {
    uid: 'u-1',
    forename: 'Lena',
    surname: 'Lang',
    email: 'lena@example.test',
    responseCompleted: [false, false, false, false],
    language,
  },
});

/** Wisdom (index 99) was chosen and saved under its English name; 'Mein Wert' the participant wrote. */
const chosen = ['Wisdom', ...ORIGINAL_VALUES.slice(0, 8), 'Mein Wert'];
const savedValues = {
  success: true,
  message: 'Values loaded',
  originalValues: ORIGINAL_VALUES,
  originalIndexes: [99, 0, 1, 2, 3, 4, 5, 6, 7, -1],
  values: chosen,
  descriptions: chosen.map(() => ''),
  percentLived: chosen.map(() => 100),
};

const serve = (language: string | null) =>
  fakeServer({
    'GET /api/user/info': { body: account(language) },
    'GET /api/response/participant': { body: savedValues },
    'GET /api/values': ({ query }) => ({
      body: CATALOGUES[query.get('lang') ?? ''] as Record<string, unknown>,
    }),
    'PUT /api/user/updateself': { body: { success: true, message: 'User updated' } },
    'PUT /api/response/participant': { body: { success: true, message: 'Saved' } },
    'PUT /api/response/live_step': { body: { success: true, message: 'Live step recorded' } },
  });

const renderPrework = () =>
  render(
    <MemoryRouter initialEntries={['/prework']}>
      <Routes>
        <Route path="/prework" element={<PreworkView productTitle="Values System" onLogout={vi.fn()} />} />
      </Routes>
    </MemoryRouter>,
    { wrapper: ParticipantRoot },
  );

beforeEach(() => {
  localStorage.clear();
  forgetServedSession();
});

describe('the participant in their own language', () => {
  it('shows the pre-work in the language the person chose, default values named in it by index', async () => {
    const { requests } = serve('de');
    renderPrework();
    expect(await screen.findByText(/Ihre persönlichen Daten werden an niemanden weitergegeben/)).toBeTruthy();
    expect(document.documentElement.lang).toBe('de');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Ich stimme zu' }));
    await user.click(await screen.findByRole('button', { name: 'Weiter' }));
    await user.click(await screen.findByRole('button', { name: 'Weiter' }));
    expect(await screen.findByRole('checkbox', { name: 'Weisheit wählen' })).toBeTruthy();
    expect((screen.getByRole('checkbox', { name: 'Fülle wählen' }) as HTMLInputElement).checked).toBe(true);
    // Only the viewer's language is fetched.
    expect(requests.filter((r) => r.path === '/api/values').map((r) => r.query.get('lang'))).toEqual(['de']);
  });

  it('keeps a value the participant wrote as written', async () => {
    serve('de');
    renderPrework();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Ich stimme zu' }));
    await user.click(await screen.findByRole('button', { name: 'Weiter' }));
    await user.click(await screen.findByRole('button', { name: 'Weiter' }));
    expect(await screen.findByRole('textbox', { name: 'Mein Wert umformulieren' })).toBeTruthy();
  });

  it('takes the language the page was served with, not waiting for the account (saving a switch still works)', async () => {
    // The account (read later by the screens) says French; the page, served before, German.
    serveSessionInPage(JSON.stringify({ valid: true, accessLevel: 0, firstLogin: false, language: 'de' }));
    const { puts } = serve('fr');
    renderPrework();
    expect(await screen.findByRole('button', { name: 'Ich stimme zu' })).toBeTruthy();
    await userEvent.setup().selectOptions(screen.getByRole('combobox', { name: 'Sprache' }), 'nl');
    await waitFor(() =>
      expect(puts()).toEqual([
        expect.objectContaining({
          path: '/api/user/updateself',
          body: { forename: 'Lena', surname: 'Lang', email: 'lena@example.test', language: 'nl' },
        }),
      ]),
    );
  });

  it("switches every screen to the chosen language and keeps it on the person's account", async () => {
    const { puts } = serve(null);
    renderPrework();
    const switcher = await screen.findByRole('combobox', { name: 'Language' });
    await userEvent.setup().selectOptions(switcher, 'fr');
    expect(await screen.findByRole('button', { name: 'J’accepte' })).toBeTruthy();
    await waitFor(() =>
      expect(puts()).toEqual([
        expect.objectContaining({
          path: '/api/user/updateself',
          body: { forename: 'Lena', surname: 'Lang', email: 'lena@example.test', language: 'fr' },
        }),
      ]),
    );
    expect(screen.getByRole('combobox', { name: 'Langue' })).toBeTruthy();
  });

  it('announces its switch to the rest of the page, and follows a switch announced elsewhere without saving it', async () => {
    const { puts } = serve(null);
    renderPrework();
    const heard: string[] = [];
    const listener = (event: Event) => heard.push(String((event as CustomEvent<string>).detail));
    window.addEventListener('vs:language-changed', listener);
    await userEvent.setup().selectOptions(await screen.findByRole('combobox', { name: 'Language' }), 'nl');
    window.removeEventListener('vs:language-changed', listener);
    expect(heard).toEqual(['nl']);
    await waitFor(() => expect(puts()).toHaveLength(1));
    act(() => announceLanguage('de'));
    expect(await screen.findByRole('button', { name: 'Ich stimme zu' })).toBeTruthy();
    expect(puts()).toHaveLength(1);
  });

  it('lays Arabic out right to left', async () => {
    serve('ar');
    renderPrework();
    expect(await screen.findByRole('button', { name: 'أوافق' })).toBeTruthy();
    expect(document.documentElement.dir).toBe('rtl');
    expect(document.documentElement.lang).toBe('ar');
  });

  it('edits the live values in German and sends them back with their indexes', async () => {
    const { puts } = serve('de');
    render(
      <MemoryRouter initialEntries={['/live']}>
        <Routes>
          <Route path="/live" element={<LiveView productTitle="Values System" onLogout={vi.fn()} />} />
        </Routes>
      </MemoryRouter>,
      { wrapper: ParticipantRoot },
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Ich stimme zu' }));
    expect(await screen.findByRole('heading', { name: 'Ihre Werte bearbeiten' })).toBeTruthy();
    expect((screen.getByRole('textbox', { name: 'Wert 1' }) as HTMLInputElement).value).toBe('Weisheit');
    expect((screen.getByRole('textbox', { name: 'Wert 10' }) as HTMLInputElement).value).toBe('Mein Wert');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(puts().some((r) => r.path === '/api/response/participant')).toBe(true));
    const sent = puts().find((r) => r.path === '/api/response/participant')?.body as { values: unknown[] };
    expect(sent.values.slice(0, 2)).toEqual([
      { value: 'Weisheit', originalIndex: 99 },
      { value: 'Fülle', originalIndex: 0 },
    ]);
  });
});
