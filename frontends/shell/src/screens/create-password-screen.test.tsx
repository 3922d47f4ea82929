import { act, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { PASSWORD_HINT } from '@vs/domain';
import { describe, expect, it } from 'vitest';
import {
  fakeServer,
  type Reply,
  renderAt,
  sessionStartedBy,
  watchReplyReads,
} from '../testing/render-shell.tsx';
import { CreatePasswordScreen } from './create-password-screen.tsx';

const signedOut = { 'POST /api/auth/loggedIn': { body: { success: true, message: '', valid: false } } };
const usableLink = {
  'GET /api/logon_link': { body: { success: true, message: '', link: { used: false, uid: 'u-1' } } },
};

const fillAndSubmit = async (password: string, confirmation: string) => {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Password'), password);
  await user.type(screen.getByLabelText('Confirm Password'), confirmation);
  await user.click(screen.getByRole('button', { name: 'Set Password' }));
};

const resetRequests = (requests: { path: string; body: unknown }[]) =>
  requests.filter((r) => r.path === '/api/auth/reset_password');

describe('CreatePasswordScreen', () => {
  it("says 'Passwords do not match' and sends nothing when the confirmation differs", async () => {
    const { requests } = fakeServer({ ...signedOut, ...usableLink });
    renderAt('/reset_password/lid-1', { '/reset_password/:lid': <CreatePasswordScreen /> });
    await fillAndSubmit('Passw0rd!', 'Passw0rd?');
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'Passwords do not match');
    expect(resetRequests(requests)).toEqual([]);
  });

  it('shows the password hint and sends nothing for a password that breaks the rule', async () => {
    const { requests } = fakeServer({ ...signedOut, ...usableLink });
    renderAt('/reset_password/lid-1', { '/reset_password/:lid': <CreatePasswordScreen /> });
    await fillAndSubmit('password1', 'password1');
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', PASSWORD_HINT);
    expect(resetRequests(requests)).toEqual([]);
  });

  it('sets the password with the link and goes home', async () => {
    const { requests } = fakeServer({
      ...usableLink,
      ...sessionStartedBy('PUT /api/auth/reset_password', {
        body: {
          success: true,
          message: 'Your password has been set',
          accessLevel: 0,
          user: { email: 'a@b.c' },
        },
      }),
    });
    renderAt('/reset_password/lid-1', { '/reset_password/:lid': <CreatePasswordScreen /> });
    await fillAndSubmit('Passw0rd!', 'Passw0rd!');
    expect((await screen.findByTestId('location')).textContent).toBe('/');
    expect(resetRequests(requests).map((r) => r.body)).toEqual([
      { uid: 'u-1', lid: 'lid-1', password: 'Passw0rd!' },
    ]);
  });

  it('stays signed in when a session check asked before the password was set answers after it', async () => {
    let checks = 0;
    let started = false;
    let answerFirstCheck: (reply: Reply) => void = () => {};
    const { requests } = fakeServer({
      ...usableLink,
      'PUT /api/auth/reset_password': () => {
        started = true;
        return { body: { success: true, message: 'Your password has been set', accessLevel: 0 } };
      },
      // The check made on load is slow (a busy server): it answers, for a browser with no session
      // yet, only after the password is set and the check that follows it has answered.
      'POST /api/auth/loggedIn': () => {
        checks += 1;
        if (checks === 1) return new Promise<Reply>((resolve) => (answerFirstCheck = resolve));
        return { body: { success: true, message: '', valid: started, accessLevel: 0, firstLogin: true } };
      },
    });
    renderAt('/reset_password/lid-1', { '/reset_password/:lid': <CreatePasswordScreen /> });
    await fillAndSubmit('Passw0rd!', 'Passw0rd!');
    expect((await screen.findByTestId('location')).textContent).toBe('/');
    await waitFor(() => expect(checks).toBeGreaterThanOrEqual(2));
    const firstAnswerRead = watchReplyReads();
    await act(async () => {
      answerFirstCheck({ body: { success: true, message: '', valid: false } });
    });
    await firstAnswerRead(1);
    expect(screen.getByTestId('location').textContent).toBe('/');
    expect(requests.filter((r) => r.path === '/api/auth/logout')).toEqual([]);
  });

  it("shows 'Invalid Link' for a used link, without a form", async () => {
    fakeServer({
      ...signedOut,
      'GET /api/logon_link': { body: { success: true, message: '', link: { used: true, uid: 'u-1' } } },
    });
    renderAt('/reset_password/lid-1', { '/reset_password/:lid': <CreatePasswordScreen /> });
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid Link');
    expect(screen.queryByRole('button', { name: 'Set Password' })).toBeNull();
  });

  it("shows 'Invalid Link' for an unknown link", async () => {
    fakeServer(signedOut);
    renderAt('/reset_password/nope', { '/reset_password/:lid': <CreatePasswordScreen /> });
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid Link');
  });
});
