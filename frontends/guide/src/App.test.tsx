import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { fakeServer } from '@vs/console/testing';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import App from './App.tsx';

const GUIDE = {
  uid: 'g-1',
  forename: 'Gina',
  surname: 'Guide',
  email: 'gina@example.test',
  accessLevel: 1,
  portal_link: '',
  mwEnabled: false,
  responseCompleted: [false, false, false, false],
};

const serve = (event: string | null, sessionAccess: 'Live' | 'Pre-work' = 'Live') =>
  fakeServer({
    'GET /api/user/info': { body: { success: true, message: 'User loaded', user: { ...GUIDE, event } } },
    'GET /api/event/participant_event': {
      body: {
        success: true,
        message: 'Event loaded',
        event: {
          eid: 'e-9',
          eventName: 'Gina Retreat',
          eventDate: '2026-12-01',
          sessionAccess,
          status: 'active',
        },
      },
    },
    'GET /api/event/summaries': { body: { success: true, message: '0 events', events: [] } },
  });

const renderGuide = () =>
  render(
    <MemoryRouter>
      <App productTitle="Values System" onLogout={() => undefined} />
    </MemoryRouter>,
  );

describe('the Guide home (spec 2.5)', () => {
  it('has the Guide tabs, without My Personal Event when the Guide has no event of their own', async () => {
    serve(null);
    renderGuide();
    await screen.findByRole('heading', { name: 'Guide Console' });
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Active Events',
      'Participants',
      'Removed Events',
      'Team Output',
      'Account',
    ]);
    expect(screen.queryByText(/My Personal Event/)).toBeNull();
  });

  it('adds My Personal Event and says the event is live; its panel opens /live', async () => {
    serve('e-9', 'Live');
    renderGuide();
    const tab = await screen.findByRole('tab', { name: 'My Personal Event' });
    expect(screen.getByText('My Personal Event:', { exact: false }).textContent).toBe(
      'My Personal Event: Live',
    );
    expect(screen.getByText('Live', { selector: '.vs-chip' })).toBeTruthy();
    await userEvent.setup().click(tab);
    expect(await screen.findByRole('heading', { name: 'Gina Retreat' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open the live session' }).getAttribute('href')).toBe('/live');
  });

  it('sends a Guide whose event is in pre-work to /prework', async () => {
    serve('e-9', 'Pre-work');
    renderGuide();
    expect((await screen.findByText('My Personal Event:', { exact: false })).textContent).toBe(
      'My Personal Event: Pre-work',
    );
    await userEvent.setup().click(await screen.findByRole('tab', { name: 'My Personal Event' }));
    expect((await screen.findByRole('link', { name: 'Open my pre-work' })).getAttribute('href')).toBe(
      '/prework',
    );
  });

  it('names the heading and tabs in the Guide’s own language', async () => {
    fakeServer({
      'GET /api/user/info': {
        body: { success: true, message: 'User loaded', user: { ...GUIDE, event: null, language: 'de' } },
      },
      'GET /api/event/summaries': { body: { success: true, message: '0 events', events: [] } },
    });
    renderGuide();
    await screen.findByRole('heading', { name: 'Guide-Konsole' });
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Aktive Veranstaltungen',
      'Teilnehmer',
      'Entfernte Veranstaltungen',
      'Team-Ergebnis',
      'Konto',
    ]);
    expect(screen.getByRole('link', { name: 'Benutzer registrieren' })).toBeTruthy();
  });
});
