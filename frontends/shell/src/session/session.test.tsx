import { act, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { Link } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { fakeServer, renderAt } from '../testing/render-shell.tsx';

const signedIn = {
  'POST /api/auth/loggedIn': {
    body: { success: true, message: '', valid: true, accessLevel: 0, firstLogin: false },
  },
};

describe('SessionProvider', () => {
  it('checks the session on load, not again at each navigation (spec 4: on load and every 60 s)', async () => {
    const { requests } = fakeServer(signedIn);
    renderAt('/one', {
      '/one': <Link to="/two">Two</Link>,
      '/two': <Link to="/three">Three</Link>,
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('link', { name: 'Two' }));
    await user.click(await screen.findByRole('link', { name: 'Three' }));
    expect((await screen.findByTestId('location')).textContent).toBe('/three');
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(requests.filter((r) => r.path === '/api/auth/loggedIn')).toHaveLength(1);
  });
});
