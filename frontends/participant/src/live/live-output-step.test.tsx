import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ParticipantRoot } from '../participant-root.tsx';
import { fakeServer } from '../testing/fake-server.ts';
import { LiveView } from './live-view.tsx';

const VALUES = [
  'Honesty',
  'Family',
  'Growth',
  'Health',
  'Humour',
  'Courage',
  'Learning',
  'Play',
  'Order',
  'Legacy',
];

/** A Guide acting on participant u-9 (the live view starts at Edit); % lived as given, by rank. */
const serve = (percentLived: readonly number[]) =>
  fakeServer({
    'GET /api/user/info_byid': {
      body: { success: true, user: { uid: 'u-9', forename: 'Pat', surname: 'Lee', mwEnabled: false } },
    },
    'GET /api/event/participant_event_byid': { status: 404, body: { success: false } },
    'GET /api/response/participant_byid': {
      body: {
        success: true,
        values: VALUES,
        originalIndexes: VALUES.map((_, i) => i),
        descriptions: VALUES.map((v) => `About ${v}`),
        percentLived,
      },
    },
    'PUT /api/response/participant_byid': { body: { success: true, message: 'Saved' } },
  });

/** Edit, Save & Next, Categorize, Next: the output page; its text is in the print surface's shadow root. */
const outputText = async (): Promise<string> => {
  render(
    <MemoryRouter initialEntries={['/live/u-9']}>
      <Routes>
        <Route path="/live/:uid" element={<LiveView productTitle="Values System" onLogout={vi.fn()} />} />
      </Routes>
    </MemoryRouter>,
    { wrapper: ParticipantRoot },
  );
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Save & Next' }));
  await user.click(await screen.findByRole('button', { name: 'Next' }));
  await screen.findByRole('heading', { level: 1, name: 'My Values Output' });
  const host = document.querySelector('.vs-print-surface');
  return (host?.shadowRoot?.textContent ?? '').replace(/\s+/g, ' ');
};

beforeEach(() => localStorage.clear());

describe('LiveView output: valued vs lived', () => {
  it('shows the alignment and names the top values lived least, from the values on the page', async () => {
    serve([40, 90, 20, 80, 70, 60, 50, 40, 30, 20]);
    const text = await outputText();
    // (10*40 + 9*90 + 8*20 + 7*80 + 6*70 + 5*60 + 4*50 + 3*40 + 2*30 + 1*20) / 55 = 54.9
    expect(text).toContain('Your top values you live least');
    expect(text).toContain('How closely your life follows your top values: 55 of 100');
    expect(text).toContain(
      'Honesty (rank 1, 40% lived) and Growth (rank 3, 20% lived) are among your top three values, yet you live them less than half the time.',
    );
    expect(text).not.toContain('Family (rank');
  });

  it('says so kindly when each top value is lived at least half the time', async () => {
    serve([50, 90, 100, 0, 0, 0, 0, 0, 0, 0]);
    // (10*50 + 9*90 + 8*100) / 55 = 38.4
    const text = await outputText();
    expect(text).toContain('How closely your life follows your top values: 38 of 100');
    expect(text).toContain('You live each of your top three values at least half the time.');
    expect(text).not.toContain('% lived) is one of');
  });
});
