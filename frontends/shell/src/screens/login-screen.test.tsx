import { screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeServer, renderAt, sessionStartedBy } from '../testing/render-shell.tsx';
import { CreatePasswordScreen } from './create-password-screen.tsx';
import { LoginScreen } from './login-screen.tsx';

const signedOut = { 'POST /api/auth/loggedIn': { body: { success: true, message: '', valid: false } } };

const logIn = async (email: string, password: string) => {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Login' }));
};

describe('LoginScreen', () => {
  it('requires both fields: an empty form sends nothing', async () => {
    const { requests } = fakeServer(signedOut);
    renderAt('/login', { '/login': <LoginScreen /> });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Login' }));
    expect(requests.filter((r) => r.path === '/api/auth/login')).toEqual([]);
    expect(screen.getByLabelText('Email')).toHaveProperty('required', true);
    expect(screen.getByLabelText('Password')).toHaveProperty('required', true);
  });

  it("shows the server's message in the status line when login fails", async () => {
    fakeServer({
      ...signedOut,
      'POST /api/auth/login': {
        status: 401,
        body: { success: false, message: 'Incorrect email or password.' },
      },
    });
    renderAt('/login', { '/login': <LoginScreen /> });
    await logIn('a@b.c', 'wrong');
    expect((await screen.findByRole('alert')).textContent).toBe('Incorrect email or password.');
  });

  it('goes home after a login with an access level', async () => {
    const { requests } = fakeServer(
      sessionStartedBy('POST /api/auth/login', {
        body: { success: true, message: 'Logged in', accessLevel: 0 },
      }),
    );
    renderAt('/login', { '/login': <LoginScreen /> });
    await logIn('a@b.c', 'Passw0rd!');
    expect((await screen.findByTestId('location')).textContent).toBe('/');
    expect(requests.find((r) => r.path === '/api/auth/login')?.body).toEqual({
      email: 'a@b.c',
      password: 'Passw0rd!',
    });
  });

  it('checks the session right after login, which tells whether this is a first login', async () => {
    const { requests } = fakeServer(
      sessionStartedBy('POST /api/auth/login', {
        body: { success: true, message: 'Logged in', accessLevel: 0 },
      }),
    );
    renderAt('/login', { '/login': <LoginScreen /> });
    await logIn('a@b.c', 'Passw0rd!');
    await screen.findByTestId('location');
    await waitFor(() => {
      const paths = requests.map((r) => r.path);
      expect(paths.lastIndexOf('/api/auth/loggedIn')).toBeGreaterThan(paths.indexOf('/api/auth/login'));
    });
    expect(screen.getByTestId('location').textContent).toBe('/');
  });

  it("sends a reply with a lid to /reset_password/{lid}, saying 'Please update your password'", async () => {
    fakeServer({
      ...signedOut,
      'POST /api/auth/login': { body: { success: true, message: 'Please update your password', lid: 'l-9' } },
      'GET /api/logon_link': { body: { success: true, message: '', link: { used: false, uid: 'u-1' } } },
    });
    renderAt('/login', { '/login': <LoginScreen />, '/reset_password/:lid': <CreatePasswordScreen /> });
    await logIn('a@b.c', 'Initial1x');
    expect(await screen.findByText('Please update your password')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Set Password' })).toBeTruthy();
    expect(screen.getByRole('heading').textContent).toBe('Create a Password');
  });
});
