import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { person } from '../testing/people.ts';
import { fakeServer, renderConsole } from '../testing/render-console.tsx';
import { ok, sent } from '../testing/replies.ts';
import { FIRST_EVENTS } from './event-queries.ts';
import { EventsScreen } from './events-screen.tsx';
import { activeEvent, summariesRoute } from './testing/event-fixtures.ts';

/** `count` events in the server's order: newest first, one a day back from 2027-12-31. */
const manyEvents = (count: number) =>
  Array.from({ length: count }, (_, index) => {
    const day = new Date(Date.UTC(2027, 11, 31 - index)).toISOString().slice(0, 10);
    return activeEvent(`e-${index}`, `Workshop ${index}`, day);
  });

/**
 * Serves `events` (and `routes`), holding every whole-list reply of GET /api/event/summaries until
 * `release` is called; first-rows replies (with `limit`) answer at once.
 */
const serveHeld = (events: readonly unknown[], routes: Parameters<typeof fakeServer>[0] = {}) => {
  const server = fakeServer({
    'GET /api/event/summaries': summariesRoute(() => events),
    'GET /api/event/uploaded_events': ok({ events: [] }),
    'GET /api/event/failed_emails': ok({ emails: [] }),
    ...routes,
  });
  const held = Promise.withResolvers<void>();
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input instanceof Request ? input.url : input), 'http://localhost');
    if (url.pathname === '/api/event/summaries' && !url.searchParams.has('limit')) await held.promise;
    return server.fetch(input, init);
  });
  return { ...server, release: () => held.resolve() };
};

const rowNames = async () => {
  const table = await screen.findByRole('table', { name: 'Active events' });
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).queryAllByRole('cell')[0]?.textContent)
    .filter((name) => name !== undefined);
};

describe('EventsScreen with many events', () => {
  it('shows the first rows at once, says how many are loading, then lists them all', async () => {
    const server = serveHeld(manyEvents(120));
    renderConsole(<EventsScreen accessLevel={2} />);
    expect((await screen.findByText('Loading all 120 events…')).getAttribute('role')).toBe('status');
    expect((await rowNames())[0]).toBe('Workshop 0');
    expect(screen.getByRole('table', { name: 'Active events' }).getAttribute('aria-rowcount')).toBe(
      String(FIRST_EVENTS + 1),
    );
    const [first, ...rest] = sent(server.requests, 'GET', '/api/event/summaries');
    expect(first?.query.get('limit')).toBe(String(FIRST_EVENTS));
    expect(rest).toEqual([]);
    server.release();
    expect(await screen.findByText('120 events listed')).toBeTruthy();
    expect(screen.getByRole('table', { name: 'Active events' }).getAttribute('aria-rowcount')).toBe('121');
    expect(sent(server.requests, 'GET', '/api/event/summaries').at(-1)?.query.has('limit')).toBe(false);
  });

  it('keeps the keyboard focus on its link when the whole list replaces the first rows', async () => {
    const server = serveHeld(manyEvents(120));
    const user = userEvent.setup();
    renderConsole(<EventsScreen accessLevel={2} />);
    await user.click(await screen.findByRole('searchbox', { name: 'Search by event name' }));
    const link = await screen.findByRole('link', { name: 'Dashboard of Workshop 2' });
    link.focus();
    const focused = document.activeElement;
    expect(focused).toBe(link);
    server.release();
    await screen.findByText('120 events listed');
    expect(document.activeElement).toBe(focused);
    expect(focused?.isConnected).toBe(true);
  });

  it('searches the rows loaded so far, then all of them', async () => {
    const server = serveHeld(manyEvents(120));
    const user = userEvent.setup();
    renderConsole(<EventsScreen accessLevel={2} />);
    await screen.findByText('Loading all 120 events…');
    await user.click(screen.getByRole('searchbox', { name: 'Search by event name' }));
    await user.paste('Workshop 11');
    await waitFor(async () => expect(await rowNames()).toEqual(['Workshop 11']));
    server.release();
    const all = ['Workshop 11', ...Array.from({ length: 10 }, (_, digit) => `Workshop 11${digit}`)];
    await waitFor(async () => expect(await rowNames()).toEqual(all));
  });

  it('asks once when the first rows are all there are', async () => {
    const server = serveHeld(manyEvents(FIRST_EVENTS));
    renderConsole(<EventsScreen accessLevel={1} />);
    expect(await screen.findByText(`${FIRST_EVENTS} events listed`)).toBeTruthy();
    expect(sent(server.requests, 'GET', '/api/event/summaries')).toHaveLength(1);
  });

  it('says in German how many events are loading', async () => {
    serveHeld(manyEvents(120), {
      'GET /api/user/info': ok({ user: person('g-1', 'Gina', 'Guide', { accessLevel: 1, language: 'de' }) }),
    });
    renderConsole(<EventsScreen accessLevel={1} />);
    expect(await screen.findByText('Alle 120 Veranstaltungen werden geladen…')).toBeTruthy();
  });
});
