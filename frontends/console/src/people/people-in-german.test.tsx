import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AuditLogScreen } from '../audit/audit-log-screen.tsx';
import { numberedPerson, SUPER_ADMIN } from '../testing/people.ts';
import { fakeServer, renderConsole } from '../testing/render-console.tsx';
import { listRoute, ok } from '../testing/replies.ts';
import { PeopleScreen } from './people-screen.tsx';

/** A super-admin whose own language is German: the console renders in it (ConsoleLanguage). */
const GERMAN_ADMIN = ok({ user: { ...SUPER_ADMIN, language: 'de' } });

const GUIDE = numberedPerson(1, { forename: 'Gil', surname: 'Guide', accessLevel: 1 });

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the super-admin screens in German', () => {
  it('lists the Guides with German headings, buttons and dialog', async () => {
    fakeServer({ 'GET /api/user/info': GERMAN_ADMIN, 'GET /api/user/facilitators': listRoute([GUIDE]) });
    renderConsole(<PeopleScreen kind="guides" />);
    // English shows until the super-admin's language is known and its messages are loaded.
    await screen.findByRole('columnheader', { name: 'Vorname' });
    const table = screen.getByRole('table', { name: 'Guides' });
    expect(within(table).getByRole('columnheader', { name: 'Nachname' })).toBeTruthy();
    expect(screen.getByText('1–1 von 1')).toBeTruthy();
    expect(screen.getByPlaceholderText('Nach einem Guide suchen')).toBeTruthy();
    await userEvent.setup().click(within(table).getByRole('button', { name: 'Bearbeiten Gil Guide' }));
    const dialog = await screen.findByRole('dialog', { name: 'Guide bearbeiten' });
    expect(within(dialog).getByLabelText('Portal-Link', { selector: 'input' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Abbrechen' })).toBeTruthy();
  });

  it('says there are no Super-Admins in German', async () => {
    fakeServer({ 'GET /api/user/info': GERMAN_ADMIN, 'GET /api/user/superadmins': listRoute([]) });
    renderConsole(<PeopleScreen kind="superadmins" />);
    expect(
      await screen.findByText(
        'Keine Super-Admins gefunden. Bitte fügen Sie über die Schaltfläche „Super-Admin hinzufügen“ einen Super-Admin hinzu.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Super-Admin hinzufügen' })).toBeTruthy();
  });

  it('names the audit log’s columns, actions and targets in German, with German dates', async () => {
    fakeServer({
      'GET /api/user/info': GERMAN_ADMIN,
      'GET /api/audit': ok({
        entries: [
          {
            id: 'entry-1',
            at: '2026-06-01T09:59:00.000Z',
            actor: null,
            action: 'event.closed',
            target: { kind: 'event', id: 'event-1', name: 'Workshop 1' },
            details: {},
            detailNames: {},
            requestId: 'req-1',
            client: null,
          },
        ],
        next: null,
      }),
    });
    renderConsole(<AuditLogScreen />);
    const table = await screen.findByRole('table', { name: 'Prüfprotokoll' });
    expect(within(table).getByRole('columnheader', { name: 'Wann' })).toBeTruthy();
    expect(within(table).getByText('Veranstaltung geschlossen')).toBeTruthy();
    expect(within(table).getByText('Veranstaltung: Workshop 1')).toBeTruthy();
    expect(within(table).getByText('Unbekannt')).toBeTruthy();
    expect(within(table).getByText(/^1\. Juni 2026/)).toBeTruthy();
    expect(screen.getByText('Der neueste Eintrag')).toBeTruthy();
  });
});
