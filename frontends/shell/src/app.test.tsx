import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ShellRoutes } from './app.tsx';
import { fakeServer, renderWithShell } from './testing/render-shell.tsx';

// Remotes load through Module Federation in the browser; here a stand-in names the remote and view.
vi.mock('./remotes/remote-app.tsx', async () => {
  const { useLocation } = await import('react-router-dom');
  return {
    RemoteApp: ({ name, props }: { name: string; props: { view?: string } }) => (
      <>
        <h1>{name === 'participant' ? `Participant ${props.view}` : `Remote ${name}`}</h1>
        <p data-testid="search">{useLocation().search}</p>
      </>
    ),
  };
});

const signedIn = (firstLogin: boolean, accessLevel = 0) => ({
  'POST /api/auth/loggedIn': {
    body: { success: true, message: 'Logged in', valid: true, accessLevel, firstLogin },
  },
});

const INTRODUCTION = { name: 'Introducing Values System' };

beforeEach(() => {
  window.sessionStorage.clear();
  window.localStorage.clear();
});

describe('home by access level', () => {
  it.each([
    [0, 'Participant home'],
    [1, 'Remote guide'],
    [2, 'Remote admin'],
  ])('access level %i gets %s', async (accessLevel, heading) => {
    fakeServer(signedIn(false, accessLevel));
    renderWithShell('/', <ShellRoutes />);
    expect(await screen.findByRole('heading', { name: heading })).toBeTruthy();
  });
});

describe('the shell layout', () => {
  it('hides the footer on /print/:uid/:page', async () => {
    fakeServer(signedIn(false));
    renderWithShell('/print/u-1/live', <ShellRoutes />);
    expect(await screen.findByRole('heading', { name: 'Participant print' })).toBeTruthy();
    expect(screen.queryByRole('contentinfo')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Agreement' })).toBeNull();
  });

  it('shows the footer on the other pages', async () => {
    fakeServer(signedIn(false));
    renderWithShell('/', <ShellRoutes />);
    expect(await screen.findByRole('heading', { name: 'Participant home' })).toBeTruthy();
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('button', { name: 'Agreement' })).toBeTruthy();
    expect(within(footer).getByRole('button', { name: 'Account' })).toBeTruthy();
  });
});

describe('the footer Account link', () => {
  it('opens the participant account form for a participant', async () => {
    fakeServer({ ...signedIn(false, 0), 'GET /api/user/info': { body: { success: true, user: {} } } });
    renderWithShell('/', <ShellRoutes />);
    await screen.findByRole('heading', { name: 'Participant home' });
    await userEvent
      .setup()
      .click(within(screen.getByRole('contentinfo')).getByRole('button', { name: 'Account' }));
    expect(await screen.findByRole('dialog', { name: 'Account' })).toBeTruthy();
  });

  it.each([
    [1, 'Remote guide'],
    [2, 'Remote admin'],
  ])(
    'takes access level %i to their own Account tab (email template, portal) on home',
    async (accessLevel, home) => {
      fakeServer(signedIn(false, accessLevel));
      renderWithShell('/live', <ShellRoutes />);
      await screen.findByRole('heading', { name: 'Participant live' });
      await userEvent
        .setup()
        .click(within(screen.getByRole('contentinfo')).getByRole('button', { name: 'Account' }));
      expect(await screen.findByRole('heading', { name: home })).toBeTruthy();
      expect(screen.getByTestId('search').textContent).toBe('?tab=account');
      expect(screen.queryByRole('dialog', { name: 'Account' })).toBeNull();
    },
  );
});

describe('the first-login introduction', () => {
  it('covers home when the server reports a first login, and stays closed once dismissed', async () => {
    fakeServer(signedIn(true));
    const first = renderWithShell('/', <ShellRoutes />);
    const dialog = await screen.findByRole('dialog', INTRODUCTION);
    expect(within(dialog).getByText(/identify, define, rank and rate/)).toBeTruthy();
    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Get started' }));
    expect(screen.queryByRole('dialog', INTRODUCTION)).toBeNull();
    expect(window.sessionStorage.getItem('vs.introductionSeen')).toBe('yes');

    first.unmount();
    renderWithShell('/', <ShellRoutes />);
    expect(await screen.findByRole('heading', { name: 'Participant home' })).toBeTruthy();
    expect(screen.queryByRole('dialog', INTRODUCTION)).toBeNull();
  });

  it('counts closing with Escape as seen', async () => {
    fakeServer(signedIn(true, 1));
    renderWithShell('/', <ShellRoutes />);
    await screen.findByRole('dialog', INTRODUCTION);
    await userEvent.setup().keyboard('{Escape}');
    expect(screen.queryByRole('dialog', INTRODUCTION)).toBeNull();
    expect(window.sessionStorage.getItem('vs.introductionSeen')).toBe('yes');
  });

  it('does not show without a first login', async () => {
    fakeServer(signedIn(false));
    renderWithShell('/', <ShellRoutes />);
    expect(await screen.findByRole('heading', { name: 'Participant home' })).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows only on home', async () => {
    fakeServer(signedIn(true));
    renderWithShell('/prework', <ShellRoutes />);
    expect(await screen.findByRole('heading', { name: 'Participant prework' })).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe("the server's first screen of a participant's home (issue 36)", () => {
  const plantFirstScreen = () =>
    document.body.insertAdjacentHTML('afterbegin', '<div id="vs-first-screen">Welcome</div>');

  it('stands on home until the participant remote draws it', async () => {
    plantFirstScreen();
    fakeServer(signedIn(false));
    renderWithShell('/', <ShellRoutes />);
    expect(await screen.findByRole('heading', { name: 'Participant home' })).toBeTruthy();
    expect(document.getElementById('vs-first-screen')).not.toBeNull();
    document.getElementById('vs-first-screen')?.remove();
  });

  it('gives way at once to any other page', async () => {
    plantFirstScreen();
    fakeServer(signedIn(false));
    renderWithShell('/prework', <ShellRoutes />);
    expect(await screen.findByRole('heading', { name: 'Participant prework' })).toBeTruthy();
    expect(document.getElementById('vs-first-screen')).toBeNull();
  });
});
