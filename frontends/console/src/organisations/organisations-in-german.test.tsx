import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ORGS } from '../testing/organisations.ts';
import { numberedPerson, SUPER_ADMIN } from '../testing/people.ts';
import { fakeServer, renderConsole } from '../testing/render-console.tsx';
import { ok } from '../testing/replies.ts';
import { OrganisationsScreen } from './organisations-screen.tsx';

const MEMBER = numberedPerson(2, { accessLevel: 1 });

describe('the organisations screen in German', () => {
  it('lists the organisations and opens one’s editor with German words and dates', async () => {
    fakeServer({
      'GET /api/user/info': ok({ user: { ...SUPER_ADMIN, language: 'de' } }),
      'GET /api/org/all': ok({ organisations: ORGS }),
      'GET /api/org/members': ok({
        members: [{ uid: MEMBER.uid, forename: 'Pat2', surname: 'Lee2', email: MEMBER.email, role: 'guide' }],
      }),
      'GET /api/org/usage': ok({ usage: { from: '2025-12-01', to: '2026-11-28', months: [] } }),
      'GET /api/org/sso': ok({ sso: null }),
    });
    renderConsole(<OrganisationsScreen provider />);
    // English shows until the super-admin's language is known and its messages are loaded.
    await screen.findByRole('columnheader', { name: 'Kurzname' });
    const table = screen.getByRole('table', { name: 'Organisationen' });
    expect(within(table).getAllByText('1. Juni 2026')).toHaveLength(3);
    expect(screen.getByRole('button', { name: 'Organisation erstellen' })).toBeTruthy();
    await userEvent.click(within(table).getByRole('button', { name: 'Bearbeiten Acme' }));
    const editor = await screen.findByRole('dialog', { name: 'Acme bearbeiten' });
    expect(within(editor).getByRole('heading', { name: 'Mitglieder' })).toBeTruthy();
    const members = await within(editor).findByRole('table', { name: 'Mitglieder von Acme' });
    expect(within(members).getByRole('button', { name: 'Entfernen Pat2 Lee2' })).toBeTruthy();
    expect(within(members).getByRole('option', { name: 'Kunden-Admin' })).toBeTruthy();
    expect(within(editor).getByRole('heading', { name: 'Nutzung' })).toBeTruthy();
    expect(await within(editor).findByRole('heading', { name: 'Anmeldung (SSO)' })).toBeTruthy();
  });
});
