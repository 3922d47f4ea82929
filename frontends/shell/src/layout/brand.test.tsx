import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import type { PublicBranding } from '@vs/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ShellRoutes } from '../app.tsx';
import { fakeServer, renderWithShell, sessionStartedBy } from '../testing/render-shell.tsx';
import { BrandProvider } from './brand.tsx';

// The participant remote as a stand-in that shows the product title the shell gives it.
vi.mock('../remotes/remote-app.tsx', () => ({
  RemoteApp: ({ name, props }: { name: string; props: { productTitle: string } }) => (
    <h1>{`${name} app of ${props.productTitle}`}</h1>
  ),
}));

const ACME: PublicBranding = {
  name: 'Acme',
  slug: 'acme',
  hasLogo: true,
  logoVersion: 'v-1',
  accentColour: '#8a2be2',
  hideProductName: true,
  sso: false,
};
const branding = (value: PublicBranding) => ({ body: { success: true, message: '', branding: value } });
const signedOut = { 'POST /api/auth/loggedIn': { body: { success: true, message: '', valid: false } } };
const signedIn = (accessLevel: number) => ({
  'POST /api/auth/loggedIn': {
    body: { success: true, message: '', valid: true, accessLevel, firstLogin: false },
  },
});

const renderBranded = (path: string) =>
  renderWithShell(
    path,
    <BrandProvider>
      <ShellRoutes />
    </BrandProvider>,
  );

const accent = () => document.documentElement.style.getPropertyValue('--vs-accent');

afterEach(() => {
  document.documentElement.removeAttribute('style');
});

describe("/o/<slug>: an organisation's login page", () => {
  it('shows the usual login form under its logo, name and accent, and no product name when hidden', async () => {
    const { requests } = fakeServer({ ...signedOut, 'GET /api/org/branding': branding(ACME) });
    renderBranded('/o/acme');
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeTruthy();
    expect(screen.getByText('Acme', { selector: '.vs-org-name' })).toBeTruthy();
    const logos = document.querySelectorAll('img');
    expect([...logos].map((img) => img.getAttribute('src'))).toEqual([
      '/api/org/logo?slug=acme&v=v-1',
      '/api/org/logo?slug=acme&v=v-1',
    ]);
    expect(accent()).toBe('#8a2be2');
    await waitFor(() => expect(document.title).toBe('Login | Acme'));
    expect(document.body.textContent).not.toContain('Values System');
    expect(requests.some((r) => r.path === '/api/org/branding')).toBe(true);
  });

  it('keeps the product name beside the logo when the organisation does not hide it', async () => {
    fakeServer({ ...signedOut, 'GET /api/org/branding': branding({ ...ACME, hideProductName: false }) });
    renderBranded('/o/acme');
    const header = await screen.findByRole('banner');
    expect(await within(header).findByRole('img', { name: 'Acme' })).toBeTruthy();
    expect(header.textContent).toContain('Values System');
  });

  it('says an unknown organisation does not exist, with a link to the usual login', async () => {
    fakeServer(signedOut);
    renderBranded('/o/nobody');
    expect(await screen.findByRole('heading', { name: 'This organisation does not exist' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the login page' }).getAttribute('href')).toBe('/login');
    expect(accent()).toBe('');
  });

  it('goes where the usual login goes after signing in', async () => {
    fakeServer({
      ...sessionStartedBy('POST /api/auth/login', { body: { success: true, message: '', accessLevel: 0 } }),
      'GET /api/org/branding': branding(ACME),
      'GET /api/org/mine': branding(ACME),
    });
    renderBranded('/o/acme');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Email'), 'paula@example.test');
    await user.type(screen.getByLabelText('Password'), 'Passw0rd!');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('heading', { name: 'participant app of Acme' })).toBeTruthy();
  });
});

describe("a participant's screens", () => {
  it("wear their organisation's logo, accent and name (the title too) when it hides the product's", async () => {
    fakeServer({ ...signedIn(0), 'GET /api/org/mine': branding(ACME) });
    renderBranded('/');
    expect(await screen.findByRole('heading', { name: 'participant app of Acme' })).toBeTruthy();
    const header = screen.getByRole('banner');
    expect(header.querySelector('img')?.getAttribute('src')).toBe('/api/org/logo?slug=acme&v=v-1');
    expect(header.textContent).toBe('AcmeLogout');
    expect(screen.getByRole('contentinfo').textContent).not.toContain('Values System');
    await waitFor(() => expect(accent()).toBe('#8a2be2'));
    await waitFor(() => expect(document.title).toBe('Acme'));
  });

  it("stay the product's for the default organisation, and a Guide's console is never branded", async () => {
    const unbranded = {
      ...ACME,
      name: 'Default',
      slug: 'default',
      hasLogo: false,
      logoVersion: null,
      accentColour: null,
    };
    fakeServer({ ...signedIn(0), 'GET /api/org/mine': branding({ ...unbranded, hideProductName: false }) });
    renderBranded('/');
    expect(await screen.findByRole('heading', { name: 'participant app of Values System' })).toBeTruthy();
    expect(screen.getByRole('banner').querySelector('img')).toBeNull();
    expect(accent()).toBe('');
  });

  it('leave a Guide unbranded, asking for no brand', async () => {
    const { requests } = fakeServer(signedIn(1));
    renderBranded('/');
    expect(await screen.findByRole('heading', { name: 'guide app of Values System' })).toBeTruthy();
    expect(requests.some((r) => r.path.startsWith('/api/org/'))).toBe(false);
  });
});
