import { screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { SSO_REFUSALS, SSO_REQUIRED_MESSAGE } from '@vs/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, renderAt } from '../testing/render-shell.tsx';
import { LoginScreen } from './login-screen.tsx';

const signedOut = { 'POST /api/auth/loggedIn': { body: { success: true, message: '', valid: false } } };
const assign = vi.fn();

beforeEach(() => {
  vi.stubGlobal('location', { ...window.location, assign });
});
afterEach(() => {
  vi.unstubAllGlobals();
  assign.mockReset();
});

describe('Sign in with your organisation', () => {
  it('asks for the work email, then goes to its provider', async () => {
    fakeServer(signedOut);
    renderAt('/login', { '/login': <LoginScreen /> });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Sign in with your organisation' }));
    expect(document.activeElement).toBe(screen.getByLabelText('Work email', { exact: false }));
    await user.type(screen.getByLabelText('Work email', { exact: false }), 'nina@acme.test');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(assign).toHaveBeenCalledWith('/api/auth/sso/start?email=nina%40acme.test');
  });

  it("goes straight to the organisation's provider on its own page", async () => {
    fakeServer(signedOut);
    renderAt('/o/acme', { '/o/acme': <LoginScreen orgSlug="acme" /> });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Sign in with your organisation' }));
    expect(assign).toHaveBeenCalledWith('/api/auth/sso/start?org=acme');
  });

  it('leads a password of an enforced domain to SSO instead of showing a password error', async () => {
    fakeServer({
      ...signedOut,
      'POST /api/auth/login': {
        status: 403,
        body: { success: false, code: 'AUTH.SSO_REQUIRED', message: SSO_REQUIRED_MESSAGE.defaultMessage },
      },
    });
    renderAt('/login', { '/login': <LoginScreen /> });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email'), 'gus@acme.test');
    await user.type(screen.getByLabelText('Password'), 'whatever');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/api/auth/sso/start?email=gus%40acme.test'));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText(SSO_REQUIRED_MESSAGE.defaultMessage)).toBeDefined();
  });

  it('shows a plain message for each sso_error code, and a general one for any other', async () => {
    fakeServer(signedOut);
    renderAt('/login?sso_error=no_role', { '/login': <LoginScreen /> });
    expect((await screen.findByRole('alert')).textContent).toBe(SSO_REFUSALS.no_role.defaultMessage);
  });

  it('shows the general message for an unknown code', async () => {
    fakeServer(signedOut);
    renderAt('/login?sso_error=<script>', { '/login': <LoginScreen /> });
    expect((await screen.findByRole('alert')).textContent).toBe(SSO_REFUSALS.provider.defaultMessage);
  });
});
