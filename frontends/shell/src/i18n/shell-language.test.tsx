import { act, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { announceLanguage } from '@vs/ui';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Footer } from '../layout/footer.tsx';
import { LoginScreen } from '../screens/login-screen.tsx';
import { fakeServer, renderWithShell } from '../testing/render-shell.tsx';
import { STORED_LANGUAGE_KEY } from './shell-language.tsx';

const signedOut = { 'POST /api/auth/loggedIn': { body: { success: true, message: '', valid: false } } };
const signedIn = {
  'POST /api/auth/loggedIn': {
    body: { success: true, message: '', valid: true, accessLevel: 1, firstLogin: false },
  },
};

const browserAsks = (...languages: string[]) => vi.stubGlobal('navigator', { ...navigator, languages });

const renderLogin = () =>
  renderWithShell(
    '/login',
    <>
      <LoginScreen />
      <Footer onAgreement={() => undefined} />
    </>,
  );

beforeEach(() => localStorage.clear());
afterEach(() => {
  document.documentElement.lang = '';
  document.documentElement.dir = '';
});

describe('the shell in its viewer’s language', () => {
  it('renders the login screen in German for a browser asking German, <html lang> included', async () => {
    browserAsks('de-CH', 'en');
    fakeServer(signedOut);
    renderLogin();
    expect(await screen.findByRole('heading', { name: 'Anmeldung' })).toBeTruthy();
    expect(screen.getByLabelText('E-Mail')).toBeTruthy();
    expect(screen.getByLabelText('Passwort')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Anmelden' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Mit Ihrer Organisation anmelden' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Passwort zurücksetzen' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('de');
  });

  it('follows the footer’s switcher at once and keeps a signed-out choice on this browser', async () => {
    fakeServer(signedOut);
    renderLogin();
    expect(screen.getByRole('button', { name: 'Login' })).toBeTruthy();
    await userEvent.setup().selectOptions(screen.getByLabelText('Language'), 'fr');
    expect(await screen.findByRole('button', { name: 'Se connecter' })).toBeTruthy();
    expect(localStorage.getItem(STORED_LANGUAGE_KEY)).toBe('fr');
    expect(screen.getByLabelText('Langue')).toHaveProperty('value', 'fr');
  });

  it('opens in the language chosen before on this browser, over the browser’s own', async () => {
    browserAsks('de');
    localStorage.setItem(STORED_LANGUAGE_KEY, 'nl');
    fakeServer(signedOut);
    renderLogin();
    expect(await screen.findByRole('button', { name: 'Inloggen' })).toBeTruthy();
  });

  it('follows a language another part of the page announces (a console’s or the participant’s switcher)', async () => {
    fakeServer(signedOut);
    renderLogin();
    act(() => announceLanguage('ar'));
    expect(await screen.findByRole('button', { name: 'تسجيل الدخول' })).toBeTruthy();
    expect(document.documentElement.dir).toBe('rtl');
  });

  it('speaks a signed-in person’s own language, whatever this browser chose signed out, and keeps their switch on their account', async () => {
    localStorage.setItem(STORED_LANGUAGE_KEY, 'fr');
    const { requests } = fakeServer({
      'POST /api/auth/loggedIn': { body: { ...signedIn['POST /api/auth/loggedIn'].body, language: 'es' } },
      'GET /api/user/info': {
        body: {
          success: true,
          user: { forename: 'Gina', surname: 'Guide', email: 'g@x.test', language: 'es' },
        },
      },
      'PUT /api/user/updateself': { body: { success: true, message: 'Your account has been updated' } },
    });
    renderWithShell('/', <Footer onAgreement={() => undefined} onAccount={() => undefined} staff />);
    expect(await screen.findByRole('button', { name: 'Cuenta' })).toBeTruthy();
    await userEvent.setup().selectOptions(screen.getByLabelText('Idioma'), 'de');
    expect(await screen.findByRole('button', { name: 'Konto' })).toBeTruthy();
    await vi.waitFor(() =>
      expect(requests.filter((r) => r.method === 'PUT')).toEqual([
        {
          method: 'PUT',
          path: '/api/user/updateself',
          body: { forename: 'Gina', surname: 'Guide', email: 'g@x.test', language: 'de' },
        },
      ]),
    );
    expect(localStorage.getItem(STORED_LANGUAGE_KEY)).toBe('fr');
    // The session check said which language: only the switch itself read the account.
    expect(requests.filter((r) => r.path === '/api/user/info')).toHaveLength(1);
  });
});
