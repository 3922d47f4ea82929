import { screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeServer, type Reply, renderAt } from '../testing/render-shell.tsx';
import { OptOutScreen } from './opt-out-screen.tsx';

const serve = (optOut: Reply) =>
  fakeServer({
    'POST /api/auth/loggedIn': { body: { success: true, message: '', valid: false } },
    'POST /api/followup/opt_out': optOut,
  });

const open = () => renderAt('/followup/t0k/opt-out', { '/followup/:token/opt-out': <OptOutScreen /> });

const optOuts = (requests: { path: string; body: unknown }[]) =>
  requests.filter((r) => r.path === '/api/followup/opt_out');

describe('OptOutScreen', () => {
  it('opening the link only shows the button; the button opts out and says it is done', async () => {
    const { requests } = serve({ body: { success: true, message: 'You will receive no more follow-ups' } });
    open();
    const button = await screen.findByRole('button', { name: 'Stop follow-up emails' });
    expect(optOuts(requests)).toEqual([]);
    await userEvent.setup().click(button);
    const done = await screen.findByText('Done: you will receive no more follow-up emails.');
    expect(done.closest('[role=status]')).not.toBeNull();
    expect(optOuts(requests).map((r) => r.body)).toEqual([{ token: 't0k' }]);
    expect(screen.queryByRole('button', { name: 'Stop follow-up emails' })).toBeNull();
  });

  it('says plainly when the link is not valid', async () => {
    serve({
      status: 404,
      body: { success: false, message: 'This follow-up link is not valid or has expired.' },
    });
    open();
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Stop follow-up emails' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This follow-up link is not valid or has expired.',
    );
  });

  it('keeps the button after a failure, saying the answer was not saved', async () => {
    serve({ status: 503, body: { success: false, message: 'Service unavailable' } });
    open();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Stop follow-up emails' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Your answer was not saved. Please try again.',
    );
    expect(screen.getByRole('button', { name: 'Stop follow-up emails' })).toBeTruthy();
  });
});
