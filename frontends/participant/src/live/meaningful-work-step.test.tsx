import { render, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { emptyMeaningfulWork, type MeaningfulWorkData } from '@vs/domain';
import { draftKey, draftStore, useFlashMessage } from '@vs/ui';
import { createRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ParticipantRoot } from '../participant-root.tsx';
import { MeaningfulWorkStep } from './meaningful-work-step.tsx';

afterEach(() => localStorage.clear());

const sheet = (text: string): MeaningfulWorkData => ({ ...emptyMeaningfulWork(), 'driver-value': text });

/** GET /api/response/meaningfulwork answers each reply in turn; every request is counted. */
const serveSheets = (...replies: { status: number; data?: MeaningfulWorkData }[]) => {
  let calls = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      // Only the sheet's calls are counted; the viewer's own account (their language) is not found.
      if (!String(input).includes('/api/response/meaningfulwork')) return Response.json({}, { status: 404 });
      const reply = replies[Math.min(calls, replies.length - 1)] ?? { status: 500 };
      calls += 1;
      const body =
        reply.status === 200
          ? { success: true, message: 'ok', data: reply.data, defaults: sheet('Default'), event: null }
          : { success: false, message: 'The server is busy. Please try again.' };
      return new Response(JSON.stringify(body), {
        status: reply.status,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return { calls: () => calls };
};

const Sheet = ({ owner }: { readonly owner: string }) => {
  const flash = useFlashMessage();
  return (
    <MeaningfulWorkStep
      target={{ uid: undefined }}
      owner={owner}
      person={null}
      titleRef={createRef()}
      flash={flash}
      onPrevious={() => {}}
      onFinish={() => {}}
    />
  );
};

describe('MeaningfulWorkStep', () => {
  it('shows why the sheet could not be loaded with Retry, and loads it on Retry', async () => {
    const server = serveSheets({ status: 500 }, { status: 200, data: sheet('Saved driver') });
    render(<Sheet owner="u-1" />, { wrapper: ParticipantRoot });
    expect(await screen.findByText('Your Meaningful Work could not be loaded.')).toBeTruthy();
    expect(screen.getByText('The server is busy. Please try again.')).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByDisplayValue('Saved driver')).toBeTruthy();
    expect(server.calls()).toBe(2);
  });

  it("keeps the unsaved sheet per user: one user's draft never shows for another", async () => {
    draftStore.write(draftKey('u-2', 'mw'), sheet('Someone else’s draft'));
    serveSheets({ status: 200, data: sheet('Saved driver') });
    render(<Sheet owner="u-1" />, { wrapper: ParticipantRoot });
    const field = await screen.findByDisplayValue('Saved driver');
    await userEvent.setup().type(field, '!');
    await waitFor(() =>
      expect(draftStore.read(draftKey('u-1', 'mw'))).toMatchObject({ 'driver-value': 'Saved driver!' }),
    );
    expect(screen.queryByDisplayValue('Someone else’s draft')).toBeNull();
  });

  it("restores the user's own unsaved sheet", async () => {
    draftStore.write(draftKey('u-1', 'mw'), sheet('My unsaved driver'));
    serveSheets({ status: 200, data: sheet('Saved driver') });
    render(<Sheet owner="u-1" />, { wrapper: ParticipantRoot });
    expect(await screen.findByDisplayValue('My unsaved driver')).toBeTruthy();
  });

  it('resets the sheet to the values after confirmation, keeping that as the draft, and a save clears the draft', async () => {
    serveSheets({ status: 200, data: sheet('Saved driver') });
    render(<Sheet owner="u-1" />, { wrapper: ParticipantRoot });
    await screen.findByDisplayValue('Saved driver');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    await user.click(await screen.findByRole('button', { name: 'Confirm Reset' }));
    expect(await screen.findByDisplayValue('Default')).toBeTruthy();
    expect(draftStore.read(draftKey('u-1', 'mw'))).toMatchObject({ 'driver-value': 'Default' });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(draftStore.read(draftKey('u-1', 'mw'))).toBeNull());
  });

  it('keeps text typed while a save is on its way as the draft until that is saved too', async () => {
    let release: () => void = () => {};
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        // Only the sheet answers; the viewer's account and event are not found.
        if (!String(input).includes('/api/response/meaningfulwork'))
          return Response.json({}, { status: 404 });
        if (init?.method === 'PUT') await new Promise<void>((resolve) => (release = resolve));
        const body =
          init?.method === 'PUT'
            ? { success: true, message: 'Saved' }
            : {
                success: true,
                message: 'ok',
                data: sheet('Saved driver'),
                defaults: sheet('Default'),
                event: null,
              };
        return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
      }),
    );
    render(<Sheet owner="u-1" />, { wrapper: ParticipantRoot });
    const field = await screen.findByDisplayValue('Saved driver');
    const user = userEvent.setup();
    await user.type(field, '!');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await user.type(field, '?');
    release();
    expect(await screen.findByText('Saved')).toBeTruthy();
    expect(draftStore.read(draftKey('u-1', 'mw'))).toMatchObject({ 'driver-value': 'Saved driver!?' });
  });
});
