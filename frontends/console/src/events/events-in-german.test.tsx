import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { person } from '../testing/people.ts';
import { fakeServer, renderConsole } from '../testing/render-console.tsx';
import { ok } from '../testing/replies.ts';
import { AddEventDialog } from './add-event-dialog.tsx';
import { EventDashboard } from './event-dashboard.tsx';
import { EventsScreen } from './events-screen.tsx';
import { dashboardServer, EID, eventState, guide } from './testing/dashboard-fixtures.ts';
import { activeEvent } from './testing/event-fixtures.ts';

/** A Guide whose own language is German: the console renders in it (ConsoleLanguage). */
const GERMAN_GUIDE = { ...guide(true), language: 'de' as const };

describe('the events screens in German', () => {
  it('names the dashboard, its participants table and its settings in German', async () => {
    dashboardServer({ viewer: GERMAN_GUIDE, state: eventState({ emailStates: ['sent', 'not-sent'] }) });
    renderConsole(<EventDashboard eid={EID} />, `/events/${EID}`, '/events/:eid');
    // English shows until the Guide's own language is known and its messages are loaded.
    const back = await screen.findByRole('link', { name: 'Aktive Veranstaltungen' });
    const page = back.closest('article') as HTMLElement;
    expect(within(page).getByRole('heading', { level: 1, name: 'Spring Workshop' })).toBeTruthy();
    expect(within(page).getByText('Vorbereitung', { selector: '.vs-chip' })).toBeTruthy();
    expect(within(page).getByRole('button', { name: 'Teilnehmer hinzufügen' })).toBeTruthy();
    expect(within(page).getByText('Moderation: Gina Guide')).toBeTruthy();
    const table = await within(page).findByRole('table', { name: 'Teilnehmer von Spring Workshop' });
    expect(within(table).getByRole('columnheader', { name: /Anmelde-E-Mail/ })).toBeTruthy();
    expect(within(table).getByRole('button', { name: 'Anmelde-E-Mail Gesendet: Pat Lee' })).toBeTruthy();
    expect(within(table).getByRole('button', { name: 'Ansehen Pat Lee' })).toBeTruthy();
    expect(
      await within(page).findByText(/^Vorbereitung abgeschlossen: 0 von 2 · Zustimmung 0 · Bearbeiten 0 · /),
    ).toBeTruthy();
    expect(within(table).getAllByText('Noch nicht live')).toHaveLength(2);
    expect(within(table).getAllByText('Nicht begonnen')).toHaveLength(2);
    const settings = within(page).getByRole('region', { name: 'Einstellungen der Veranstaltung' });
    expect(within(settings).getByLabelText(/^Veranstaltungsdatum/)).toBeTruthy();
    expect(within(settings).getByRole('option', { name: 'Ermäßigt' })).toBeTruthy();
    expect(within(settings).getByRole('option', { name: '14 Tage vorher' })).toBeTruthy();
    expect(within(settings).getByRole('button', { name: 'Veranstaltung schließen' })).toBeTruthy();
  });

  it('lists the events with German headings, words and count', async () => {
    fakeServer({
      'GET /api/user/info': ok({ user: person('g-1', 'Gina', 'Guide', { accessLevel: 1, language: 'de' }) }),
      'GET /api/event/summaries': ok({
        events: [
          activeEvent('e-1', 'Autumn Retreat', '2026-10-01', { eventType: 'Non-reg' }),
          activeEvent('e-2', 'Spring Workshop', '2027-03-20', { sessionAccess: 'Live' }),
        ],
      }),
    });
    renderConsole(<EventsScreen accessLevel={1} />);
    const table = await screen.findByRole('table', { name: 'Aktive Veranstaltungen' });
    expect(within(table).getByRole('columnheader', { name: /Zugangsende/ })).toBeTruthy();
    expect(within(table).getByText('Ermäßigt')).toBeTruthy();
    expect(within(table).getByRole('link', { name: 'Dashboard von Autumn Retreat' })).toBeTruthy();
    expect(screen.getByText('2 Veranstaltungen aufgeführt').getAttribute('role')).toBe('status');
    expect(screen.getByRole('button', { name: 'Veranstaltung hinzufügen' })).toBeTruthy();
  });

  it('opens Add Event in German', async () => {
    fakeServer({
      'GET /api/user/info': ok({ user: person('g-1', 'Gina', 'Guide', { accessLevel: 1, language: 'de' }) }),
      'GET /api/user/participants': ok({ users: [], total: 0 }),
    });
    renderConsole(<AddEventDialog accessLevel={1} open onOpenChange={vi.fn()} />);
    const dialog = await screen.findByRole('dialog', { name: 'Veranstaltung hinzufügen' });
    expect(
      within(dialog).getByText('Ein Monat nach dem Veranstaltungsdatum, sofern Sie es nicht ändern.'),
    ).toBeTruthy();
    expect(within(dialog).getByLabelText(/^Nachbefragung nach \(Tagen\)/)).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Abbrechen' })).toBeTruthy();
  });
});
