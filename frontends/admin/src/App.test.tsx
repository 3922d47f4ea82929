import { render, screen } from '@testing-library/react';
import { fakeServer } from '@vs/console/testing';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import App from './App.tsx';

describe('the super-admin home (spec 2.6)', () => {
  it('has the super-admin tabs, Active Events open, and a link to Register A User', async () => {
    fakeServer({
      'GET /api/event/summaries': { body: { success: true, message: '0 events', events: [] } },
      'GET /api/event/uploaded_events': { body: { success: true, message: '0 uploaded events', events: [] } },
    });
    render(
      <MemoryRouter>
        <App productTitle="Values System" onLogout={() => undefined} />
      </MemoryRouter>,
    );
    await screen.findByRole('heading', { name: 'Super-Admin Console' });
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Active Events',
      'Participants',
      'Guides',
      'Super-Admins',
      'Expired Events',
      'Team Output',
      'Organisations',
      'Audit Log',
      'Account',
    ]);
    expect(screen.getByRole('tab', { name: 'Active Events' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('link', { name: 'Register A User' }).getAttribute('href')).toBe('/register');
  });
});
