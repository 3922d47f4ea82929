import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ParticipantRoot } from '../participant-root.tsx';
import { fakeServer } from '../testing/fake-server.ts';
import { LiveView } from './live-view.tsx';

const VALUES = Array.from({ length: 10 }, (_, i) => `Value ${i + 1}`);

const serve = (liveStep: { status?: number; body: Record<string, unknown> }) =>
  fakeServer({
    'GET /api/user/info': {
      body: { success: true, user: { uid: 'u-1', forename: 'Pat', surname: 'Lee', mwEnabled: false } },
    },
    'GET /api/event/participant_event': { status: 404, body: { success: false } },
    'GET /api/response/participant': {
      body: {
        success: true,
        values: VALUES,
        originalIndexes: VALUES.map((_, i) => i),
        descriptions: VALUES.map((v) => `About ${v}`),
        percentLived: VALUES.map(() => 50),
      },
    },
    'PUT /api/response/participant': { body: { success: true, message: 'Saved' } },
    'PUT /api/response/live_step': liveStep,
  });

const renderAt = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/live" element={<LiveView productTitle="Values System" onLogout={vi.fn()} />} />
        <Route path="/live/:uid" element={<LiveView productTitle="Values System" onLogout={vi.fn()} />} />
      </Routes>
    </MemoryRouter>,
    { wrapper: ParticipantRoot },
  );

const stepReports = (server: ReturnType<typeof fakeServer>) =>
  server.requests.filter((r) => r.path === '/api/response/live_step').map((r) => r.body);

beforeEach(() => localStorage.clear());

describe('LiveView: the live step reported for the Guide', () => {
  it('reports each step the own wizard moves to, with one call each', async () => {
    const server = serve({ body: { success: true, message: 'Live step recorded' } });
    renderAt('/live');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'I Agree' }));
    await user.click(await screen.findByRole('button', { name: 'Save & Next' }));
    await screen.findByRole('button', { name: 'Next' });
    await vi.waitFor(() => expect(stepReports(server)).toEqual([{ step: 0 }, { step: 1 }, { step: 2 }]));
    // The spec's save went out as before.
    expect(server.puts().filter((r) => r.path === '/api/response/participant')).toHaveLength(1);
  });

  it('only logs a failed report: the wizard goes on', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    serve({ status: 500, body: { success: false, message: 'Down' } });
    renderAt('/live');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'I Agree' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit Your Values' })).toBeTruthy();
    await vi.waitFor(() => expect(logged).toHaveBeenCalledWith('live step report failed', expect.anything()));
  });

  it('reports nothing while a Guide views a participant’s live work', async () => {
    const server = fakeServer({
      'GET /api/user/info_byid': {
        body: { success: true, user: { uid: 'u-9', forename: 'Pat', surname: 'Lee', mwEnabled: false } },
      },
      'GET /api/response/participant_byid': {
        body: {
          success: true,
          values: VALUES,
          originalIndexes: VALUES.map((_, i) => i),
          descriptions: VALUES,
          percentLived: VALUES.map(() => 50),
        },
      },
    });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderAt('/live/u-9');
    await screen.findByRole('button', { name: 'Save & Next' });
    expect(stepReports(server)).toEqual([]);
  });
});
