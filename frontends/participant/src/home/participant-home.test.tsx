import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { participantFirstScreen } from '@vs/ui/first-screen';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ParticipantRoot } from '../participant-root.tsx';
import { fakeServer } from '../testing/fake-server.ts';
import { ParticipantHome } from './participant-home.tsx';

const eventReply = (sessionAccess: 'Pre-work' | 'Live') => ({
  success: true,
  message: 'Event loaded',
  event: {
    eid: 'e-1',
    eventName: 'Spring',
    eventDate: '2026-06-10',
    sessionAccess,
    status: 'active',
    facilitator: { forename: 'Gus', surname: 'Guide' },
  },
});

const renderHome = () =>
  render(
    <MemoryRouter initialEntries={['/']}>
      <Routes>
        <Route path="/" element={<ParticipantHome productTitle="Values System" />} />
        <Route path="/live" element={<p>Live wizard</p>} />
        <Route path="/prework" element={<p>Pre-work wizard</p>} />
      </Routes>
    </MemoryRouter>,
    { wrapper: ParticipantRoot },
  );

/** The event's read, answered only when the test calls the function returned. */
const eventOnHold = (): ((response: Response) => void) => {
  let answer: (response: Response) => void = () => undefined;
  fakeServer({
    'GET /api/event/participant_event': () =>
      new Promise<Response>((resolve) => {
        answer = resolve;
      }),
  });
  return (response) => answer(response);
};

const clickNext = async () => userEvent.setup().click(await screen.findByRole('button', { name: 'Next' }));

describe('ParticipantHome: Next', () => {
  it('opens the live wizard when the session is Live', async () => {
    fakeServer({ 'GET /api/event/participant_event': { body: eventReply('Live') } });
    renderHome();
    await screen.findByText(/Your live session is open/);
    await clickNext();
    expect(await screen.findByText('Live wizard')).toBeTruthy();
  });

  it('names the event, its date and its Guide, and says what comes next only once the event is known', async () => {
    const answer = eventOnHold();
    renderHome();
    await screen.findByRole('heading', { name: 'Welcome to Values System' });
    // A Live participant never first reads the pre-work's invitation.
    expect(screen.queryByText(/Start with the pre-work/)).toBeNull();
    answer(Response.json(eventReply('Live')));
    expect(await screen.findByText(/Your live session is open/)).toBeTruthy();
    expect(screen.queryByText(/Start with the pre-work/)).toBeNull();
    expect(screen.getByText('Spring')).toBeTruthy();
    expect(screen.getByText('June 10, 2026').getAttribute('datetime')).toBe('2026-06-10');
    expect(screen.getByText('Guide: Gus Guide')).toBeTruthy();
  });

  it('waits for an event still loading when clicked, then opens the live wizard', async () => {
    const answer = eventOnHold();
    renderHome();
    await clickNext();
    expect(screen.queryByText('Pre-work wizard')).toBeNull();
    answer(Response.json(eventReply('Live')));
    expect(await screen.findByText('Live wizard')).toBeTruthy();
  });

  it('opens the pre-work when the event cannot be loaded (spec 8)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    fakeServer({
      'GET /api/event/participant_event': { status: 500, body: { success: false, message: 'Down' } },
    });
    renderHome();
    await clickNext();
    expect(await screen.findByText('Pre-work wizard')).toBeTruthy();
  });
});

describe("ParticipantHome: the server's first screen of it (issue 36)", () => {
  const EVENT = eventReply('Live').event;

  afterEach(() => {
    document.getElementById('vs-first-screen')?.remove();
  });

  it('gives way once the event is known, so nothing moves as it is swapped', async () => {
    document.body.insertAdjacentHTML('afterbegin', '<div id="vs-first-screen">Welcome</div>');
    const answer = eventOnHold();
    renderHome();
    await screen.findByRole('heading', { name: 'Welcome to Values System' });
    expect(document.getElementById('vs-first-screen')).not.toBeNull();
    answer(Response.json(eventReply('Live')));
    await screen.findByText(/Your live session is open/);
    expect(document.getElementById('vs-first-screen')).toBeNull();
  });

  it('is the same home, element for element, as the server drew', async () => {
    fakeServer({ 'GET /api/event/participant_event': { body: eventReply('Live') } });
    const { container } = renderHome();
    await screen.findByText(/Your live session is open/);
    const server = await participantFirstScreen({
      language: 'en',
      productTitle: 'Values System',
      branding: null,
      event: { ...EVENT, sessionAccess: 'Live' },
      typeface: null,
    });
    const drawn = document.createElement('div');
    drawn.innerHTML = server.body;
    expect(container.querySelector('.vs-participant-home')?.outerHTML).toBe(
      drawn.querySelector('.vs-participant-home')?.outerHTML,
    );
  });
});
