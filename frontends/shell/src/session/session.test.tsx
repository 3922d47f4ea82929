import { act, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { draftKey } from '@vs/ui';
import { forgetServedSession, serveSessionInPage } from '@vs/ui/testing';
import { useRef } from 'react';
import { Link } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeServer, type Reply, renderAt, watchReplyReads } from '../testing/render-shell.tsx';
import { useSession } from './session.tsx';

const valid: Reply = {
  body: { success: true, message: '', valid: true, accessLevel: 0, firstLogin: false },
};

/** The session check answers `first`, then `later` (a reply, or a throw: no reply at all). */
const checksAnswering = (first: Reply, later: () => Reply) => {
  let checks = 0;
  return {
    'POST /api/auth/loggedIn': () => {
      checks += 1;
      return checks === 1 ? first : later();
    },
    'POST /api/auth/logout': { body: { success: true, message: 'Logged out' } },
  };
};

const DRAFT = draftKey('6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b', 'prework', '1');

afterEach(() => {
  window.localStorage.clear();
  forgetServedSession();
});

const LogOut = () => {
  const { logout } = useSession();
  return (
    <button type="button" onClick={() => void logout()}>
      Log out
    </button>
  );
};

/**
 * Renders a page whose session is checked every 30 ms, the first check finding it and each later
 * one answered by `later` (given its number, from 1); once more than two later checks were asked,
 * the page is still there and no logout was asked of the server.
 */
const staysSignedInWhileChecksAnswer = async (later: (check: number) => Reply) => {
  let checks = 0;
  const { requests } = fakeServer(
    checksAnswering(valid, () => {
      checks += 1;
      return later(checks);
    }),
  );
  renderAt('/home', { '/home': <p>Home</p> }, 30);
  expect(await screen.findByText('Home')).toBeDefined();
  await waitFor(() => expect(checks).toBeGreaterThan(2));
  expect(screen.getByText('Home')).toBeDefined();
  expect(requests.filter((r) => r.path === '/api/auth/logout')).toHaveLength(0);
};

const Status = () => <p>{`Session: ${useSession().session.status}`}</p>;

/**
 * The signed-in person's access level, first login and language, and how many checks had been
 * asked when they first showed as signed in (before that, the session's status).
 */
const Person = ({ checks }: { readonly checks: () => number }) => {
  const { session } = useSession();
  const signedInAfter = useRef<number | null>(null);
  if (session.status !== 'signed-in') return <p>{session.status}</p>;
  signedInAfter.current ??= checks();
  return (
    <p>{`${session.accessLevel} ${session.firstLogin} ${session.language}, signed in after ${signedInAfter.current} checks`}</p>
  );
};

describe('SessionProvider', () => {
  it('checks the session on load, not again at each navigation (spec 4: on load and every 60 s)', async () => {
    const { requests } = fakeServer({ 'POST /api/auth/loggedIn': valid });
    renderAt('/one', {
      '/one': <Link to="/two">Two</Link>,
      '/two': <Link to="/three">Three</Link>,
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('link', { name: 'Two' }));
    await user.click(await screen.findByRole('link', { name: 'Three' }));
    expect((await screen.findByTestId('location')).textContent).toBe('/three');
    // A check a navigation started would have been asked from the effects this flushes.
    await act(async () => {});
    expect(requests.filter((r) => r.path === '/api/auth/loggedIn')).toHaveLength(1);
  });

  it('logs out to /login and clears the drafts when a check finds the session gone', async () => {
    window.localStorage.setItem(DRAFT, '{"values":[]}');
    fakeServer(
      checksAnswering(valid, () => ({ body: { success: true, message: 'Not logged in', valid: false } })),
    );
    renderAt('/home', { '/home': <p>Home</p> }, 30);
    expect(await screen.findByText('Home')).toBeDefined();
    expect((await screen.findByTestId('location', {}, { timeout: 2000 })).textContent).toBe('/login');
    expect(window.localStorage.getItem(DRAFT)).toBeNull();
  });

  it('logs out to /login but keeps the drafts when a check cannot reach the server (spec 8), and asks the server nothing', async () => {
    window.localStorage.setItem(DRAFT, '{"values":[]}');
    const { requests } = fakeServer(
      checksAnswering(valid, () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    renderAt('/home', { '/home': <p>Home</p> }, 30);
    expect(await screen.findByText('Home')).toBeDefined();
    expect((await screen.findByTestId('location', {}, { timeout: 2000 })).textContent).toBe('/login');
    expect(window.localStorage.getItem(DRAFT)).toBe('{"values":[]}');
    // The checks may have been cut off by a page being left: a logout getting through would end the
    // session the next page opens with.
    expect(requests.filter((r) => r.path === '/api/auth/logout')).toHaveLength(0);
  });

  it('stays signed in when a check is cut off because the page is being left (a reload)', async () => {
    await staysSignedInWhileChecksAnswer(() => {
      // The browser leaves the page (pagehide) and cuts off the calls still on their way.
      window.dispatchEvent(new Event('pagehide'));
      throw new TypeError('Failed to fetch');
    });
  });

  it('stays signed in when a navigation cuts off a check before the page says it is leaving', async () => {
    // The browser cuts off the check as it starts opening another document, and only then fires
    // pagehide; the confirming check, asked while the page is going, is cut off too.
    await staysSignedInWhileChecksAnswer((check) => {
      if (check === 1) setTimeout(() => window.dispatchEvent(new Event('pagehide')), 5);
      throw new TypeError('Failed to fetch');
    });
  });

  it("stays signed in, and asks no logout, when a check's reply is cut off after its headers", async () => {
    // A navigation cut the reply off between its 200 and its body (console-fit lost a session so in
    // CI: the logout then sent ended the session the next page opened with).
    await staysSignedInWhileChecksAnswer((check) => (check === 1 ? { ...valid, cutOff: true } : valid));
  });

  it('stays signed in when a check without a reply is followed by one that finds the session', async () => {
    await staysSignedInWhileChecksAnswer((check) => {
      if (check === 1) throw new TypeError('Failed to fetch');
      return valid;
    });
  });

  it('stays signed out when a check asked while the logout was on its way answers after it', async () => {
    let loggingOut = false;
    let loggedOut = false;
    let finishLogout: (reply: Reply) => void = () => {};
    const lateChecks: ((reply: Reply) => void)[] = [];
    fakeServer({
      // Until the logout is done the server still knows the session; the checks asked meanwhile are
      // slow. Once it is done, it knows the session no more.
      'POST /api/auth/loggedIn': () => {
        if (loggedOut) return { body: { success: true, message: 'Not logged in', valid: false } };
        return loggingOut ? new Promise<Reply>((resolve) => lateChecks.push(resolve)) : valid;
      },
      'POST /api/auth/logout': () => {
        loggingOut = true;
        return new Promise<Reply>((resolve) => (finishLogout = resolve));
      },
    });
    renderAt('/home', { '/home': <LogOut />, '/login': <Status /> }, 30);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(lateChecks.length).toBeGreaterThan(0));
    await act(async () => {
      loggedOut = true;
      finishLogout({ body: { success: true, message: 'Logged out' } });
    });
    expect(await screen.findByText('Session: signed-out')).toBeDefined();
    const lateAnswersRead = watchReplyReads();
    await act(async () => {
      for (const answer of lateChecks) answer(valid);
    });
    await lateAnswersRead(lateChecks.length);
    expect(screen.getByText('Session: signed-out')).toBeDefined();
  });

  describe('on a page carrying the session', () => {
    const checksOf = (requests: readonly { path: string }[]) =>
      requests.filter((r) => r.path === '/api/auth/loggedIn').length;

    it('renders from it with no check before (issue 36), and checks again after the interval', async () => {
      serveSessionInPage('{"valid":true,"accessLevel":1,"firstLogin":true,"language":"fr"}');
      const { requests } = fakeServer({ 'POST /api/auth/loggedIn': valid });
      renderAt('/home', { '/home': <Person checks={() => checksOf(requests)} /> }, 60);
      expect(await screen.findByText('1 true fr, signed in after 0 checks')).toBeDefined();
      // The periodic check's answer replaces it.
      expect(await screen.findByText('0 false null, signed in after 0 checks')).toBeDefined();
      expect(checksOf(requests)).toBeGreaterThan(0);
    });

    it('renders signed out at once when it says so', async () => {
      serveSessionInPage('{"valid":false}');
      const { requests } = fakeServer({ 'POST /api/auth/loggedIn': valid });
      renderAt('/home', { '/home': <Status /> }, 60_000);
      expect(await screen.findByText('Session: signed-out')).toBeDefined();
      expect(checksOf(requests)).toBe(0);
    });

    it('checks as before when what it carries cannot be read', async () => {
      serveSessionInPage('{"valid":');
      const { requests } = fakeServer({ 'POST /api/auth/loggedIn': valid });
      renderAt('/home', { '/home': <Status /> }, 60_000);
      expect(await screen.findByText('Session: signed-in')).toBeDefined();
      expect(checksOf(requests)).toBe(1);
    });
  });
});
