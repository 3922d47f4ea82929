import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { forgetServedSession, serveSessionInPage } from '@vs/ui/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { giveRowsHeight, popupShows } from '../testing/dom.ts';
import { SUPER_ADMIN } from '../testing/people.ts';
import { fakeServer, type Reply, renderConsole, type SeenRequest } from '../testing/render-console.tsx';
import { ok } from '../testing/replies.ts';
import { ExpiredEventsScreen } from './expired-events-screen.tsx';

const NO_CLOSED_EVENTS_TEXT = "You're all caught up! No closed events found.";
/** Spec 5's delete-event confirmation. */
const REMOVE_EVENT_TEXT =
  'Please ensure you have downloaded the event files before deletion. This action will remove the event and all participants from the system. It cannot be undone, however, if you have downloaded the event files you will be able to upload the event for editing.';

const summary = (eid: string, eventName: string, extra: Record<string, unknown> = {}) => ({
  eid,
  eventName,
  eventDate: '2026-11-22',
  accessClose: '2026-12-22',
  eventType: 'Reg',
  sessionAccess: 'Live',
  facilitator: { uid: 'g1', forename: 'Grace', surname: 'Hopper' },
  participantCount: 12,
  status: 'closed',
  ...extra,
});

const CLOSED = [
  summary('e1', 'Leaders Day'),
  summary('e2', 'Board Retreat', { eventType: 'Non-reg', participantCount: 3, eventDate: '2026-01-05' }),
];
const PENDING = [summary('e9', 'Old Offsite', { status: 'pending-removal', eventType: 'Non-reg' })];

const listReply = (events: readonly unknown[]): Reply => ({
  body: { success: true, message: `${events.length} events`, events },
});

/** The summaries route answering by status; the closed list can change (after a removal). */
const serveSummaries = (closed: () => readonly unknown[], pending: readonly unknown[] = []) => ({
  'GET /api/event/summaries': (request: SeenRequest) =>
    listReply(request.query.get('status') === 'closed' ? closed() : pending),
});

const table = (name: string) => screen.findByRole('table', { name });
const cellTexts = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

afterEach(() => vi.restoreAllMocks());

describe('ExpiredEventsScreen', () => {
  it('lists the closed events in the spec’s columns, dates as calendar dates and the rate in words', async () => {
    const server = fakeServer(serveSummaries(() => CLOSED));
    renderConsole(<ExpiredEventsScreen isFacilitator />);
    const closed = await table('Closed events');
    expect(
      within(closed)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Name', 'Event Date', 'Access Close', 'Facilitator', 'Participants', 'Event Rate', 'Actions']);
    const [, first, second] = within(closed).getAllByRole('row');
    expect(cellTexts(first as HTMLElement).slice(0, 6)).toEqual([
      'Leaders Day',
      '22 Nov 2026',
      '22 Dec 2026',
      'Grace Hopper',
      '12',
      'Regular',
    ]);
    expect(cellTexts(second as HTMLElement)[5]).toBe('Discount');
    expect(screen.getByRole('button', { name: 'Download Files of Leaders Day' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Remove Event Board Retreat' })).toBeTruthy();
    expect(server.requests.map((r) => `${r.path}?${r.query}`)).toContain(
      '/api/event/summaries?status=closed',
    );
  });

  it('tells a Guide the list holds their own events, a super-admin every Guide’s', async () => {
    fakeServer(serveSummaries(() => CLOSED));
    const guide = renderConsole(<ExpiredEventsScreen isFacilitator />);
    expect(await screen.findByText(/^Your events that have closed\./)).toBeTruthy();
    guide.unmount();
    renderConsole(<ExpiredEventsScreen isFacilitator={false} />);
    expect(await screen.findByText(/^Closed events of every Guide\./)).toBeTruthy();
  });

  it('shows the spec’s empty state when there are no closed events', async () => {
    fakeServer(serveSummaries(() => []));
    renderConsole(<ExpiredEventsScreen isFacilitator />);
    expect(await screen.findByText("You're all caught up! No closed events found.")).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Events Pending Removal' })).toBeNull();
  });

  it('searches by event name, ignoring case, and shows the empty state when nothing matches', async () => {
    fakeServer(serveSummaries(() => CLOSED));
    renderConsole(<ExpiredEventsScreen isFacilitator />);
    const user = userEvent.setup();
    await table('Closed events');
    await user.type(screen.getByRole('searchbox', { name: 'Search by event name' }), 'BOARD');
    await waitFor(() => expect(screen.queryByText('Leaders Day')).toBeNull());
    expect(screen.getByText('Board Retreat')).toBeTruthy();
    await user.type(screen.getByRole('searchbox', { name: 'Search by event name' }), 'x');
    expect(await screen.findByText(NO_CLOSED_EVENTS_TEXT)).toBeTruthy();
  });

  it('shows the events pending removal, without actions, only when there are some', async () => {
    fakeServer(serveSummaries(() => CLOSED, PENDING));
    renderConsole(<ExpiredEventsScreen isFacilitator />);
    expect(await screen.findByRole('heading', { name: 'Events Pending Removal' })).toBeTruthy();
    const pending = await table('Events pending removal');
    expect(
      within(pending)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Name', 'Event Date', 'Access Close', 'Facilitator', 'Participants', 'Event Type']);
    expect(cellTexts(within(pending).getAllByRole('row')[1] as HTMLElement)).toEqual([
      'Old Offsite',
      '22 Nov 2026',
      '22 Dec 2026',
      'Grace Hopper',
      '12',
      'Discount',
    ]);
    expect(within(pending).queryByRole('button', { name: /Remove|Download/ })).toBeNull();
  });

  it('stays light with 10,000 closed events: only the rows in view are rendered', async () => {
    giveRowsHeight(57);
    const many = Array.from({ length: 10_000 }, (_, index) => summary(`e${index}`, `Event ${index + 1}`));
    fakeServer(serveSummaries(() => many));
    renderConsole(<ExpiredEventsScreen isFacilitator={false} />);
    const closed = await table('Closed events');
    expect(closed.getAttribute('aria-rowcount')).toBe('10001');
    expect(within(closed).getAllByRole('row').length).toBeLessThan(100);
  });

  it('shows the server’s message when the list cannot be loaded', async () => {
    fakeServer({
      'GET /api/event/summaries': { status: 403, body: { success: false, message: 'Not allowed here' } },
    });
    renderConsole(<ExpiredEventsScreen isFacilitator />);
    expect(await screen.findByText('Not allowed here')).toBeTruthy();
  });

  describe('Download Files', () => {
    it('downloads the event’s archive, busy until it arrives, named by the server', async () => {
      let release: (reply: Reply) => void = () => {};
      const archive = new Promise<Reply>((resolve) => {
        release = resolve;
      });
      const server = fakeServer({
        ...serveSummaries(() => CLOSED),
        'POST /api/event/event_file_request': {
          status: 202,
          body: { success: true, message: 'OK', requestId: 'r1' },
        },
        'GET /api/event/event_file_status': {
          body: { success: true, message: 'OK', state: 'ready', done: 1, total: 1, error: null },
        },
      });
      const answer = server.fetch.getMockImplementation();
      // The archive arrives only when the test releases it, so the busy state can be seen.
      server.fetch.mockImplementation(async (input, init) => {
        const response = answer ? await answer(input, init) : new Response(null, { status: 404 });
        if (!String(input).includes('/api/event/event_file_download')) return response;
        const reply = await archive;
        return new Response('zip bytes', { status: reply.status ?? 200, headers: reply.headers });
      });
      const saved: string[] = [];
      vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
        saved.push(this.download);
      });
      renderConsole(<ExpiredEventsScreen isFacilitator />);
      const user = userEvent.setup();
      await user.click(await screen.findByRole('button', { name: 'Download Files of Leaders Day' }));
      const button = screen.getByRole('button', { name: 'Download Files of Leaders Day' });
      expect(button.getAttribute('aria-busy')).toBe('true');
      const request = server.requests.find((r) => r.path === '/api/event/event_file_request');
      expect(request?.body).toEqual({ eid: 'e1', uploaded: false });
      release({ body: {}, headers: { 'content-disposition': 'attachment; filename="Leaders Day.zip"' } });
      await waitFor(() => expect(saved).toEqual(['Leaders Day.zip']));
      await waitFor(() => expect(button.getAttribute('aria-busy')).toBeNull());
    });

    it('shows the server’s message when the download fails and clears the busy state', async () => {
      fakeServer({
        ...serveSummaries(() => CLOSED),
        'POST /api/event/event_file_request': {
          status: 404,
          body: { success: false, message: 'Event not found' },
        },
      });
      const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
      renderConsole(<ExpiredEventsScreen isFacilitator />);
      const user = userEvent.setup();
      await user.click(await screen.findByRole('button', { name: 'Download Files of Board Retreat' }));
      await popupShows('Event not found');
      expect(
        screen.getByRole('button', { name: 'Download Files of Board Retreat' }).getAttribute('aria-busy'),
      ).toBeNull();
      expect(logged).toHaveBeenCalled();
    });
  });

  describe('Remove Event', () => {
    it('asks with the spec’s text, deletes the closed event and says so', async () => {
      let closed: readonly unknown[] = CLOSED;
      const server = fakeServer({
        ...serveSummaries(() => closed),
        'DELETE /api/event/delete': () => {
          closed = CLOSED.slice(1);
          return { body: { success: true, message: 'Successfully Closed Event' } };
        },
      });
      renderConsole(<ExpiredEventsScreen isFacilitator />);
      const user = userEvent.setup();
      await user.click(await screen.findByRole('button', { name: 'Remove Event Leaders Day' }));
      const dialog = screen.getByRole('alertdialog', { name: 'Remove Leaders Day?' });
      expect(within(dialog).getByText(REMOVE_EVENT_TEXT)).toBeTruthy();
      await user.click(within(dialog).getByRole('button', { name: 'Remove Event' }));
      await popupShows('Successfully Closed Event');
      expect(server.requests.find((r) => r.method === 'DELETE')?.body).toEqual({
        eid: 'e1',
        uploaded: false,
      });
      await waitFor(() => expect(screen.queryByText('Leaders Day')).toBeNull());
      expect(screen.queryByRole('alertdialog')).toBeNull();
    });

    it('deletes nothing when cancelled', async () => {
      const server = fakeServer(serveSummaries(() => CLOSED));
      renderConsole(<ExpiredEventsScreen isFacilitator />);
      const user = userEvent.setup();
      await user.click(await screen.findByRole('button', { name: 'Remove Event Leaders Day' }));
      await user.click(screen.getByRole('button', { name: 'Cancel' }));
      expect(screen.queryByRole('alertdialog')).toBeNull();
      expect(server.requests.some((r) => r.method === 'DELETE')).toBe(false);
    });

    it('shows the server’s message when the removal is refused', async () => {
      fakeServer({
        ...serveSummaries(() => CLOSED),
        'DELETE /api/event/delete': {
          status: 409,
          body: { success: false, message: 'Please close the event before deleting it' },
        },
      });
      vi.spyOn(console, 'error').mockImplementation(() => {});
      renderConsole(<ExpiredEventsScreen isFacilitator={false} />);
      const user = userEvent.setup();
      await user.click(await screen.findByRole('button', { name: 'Remove Event Leaders Day' }));
      await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Remove Event' }));
      await popupShows('Please close the event before deleting it');
      expect(screen.getByText('Leaders Day')).toBeTruthy();
    });

    it('works by keyboard alone: open, focus on Cancel, confirm, focus back on the search', async () => {
      let closed: readonly unknown[] = CLOSED;
      const server = fakeServer({
        ...serveSummaries(() => closed),
        'DELETE /api/event/delete': () => {
          closed = CLOSED.slice(0, 1);
          return { body: { success: true, message: 'Successfully Closed Event' } };
        },
      });
      renderConsole(<ExpiredEventsScreen isFacilitator />);
      const user = userEvent.setup();
      const remove = await screen.findByRole('button', { name: 'Remove Event Board Retreat' });
      while (document.activeElement !== remove) await user.tab();
      await user.keyboard('{Enter}');
      const dialog = screen.getByRole('alertdialog');
      expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Cancel' }));
      await user.keyboard('{Escape}');
      expect(screen.queryByRole('alertdialog')).toBeNull();
      expect(document.activeElement).toBe(remove);
      await user.keyboard('{Enter}');
      await user.tab();
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Remove Event' }));
      await user.keyboard('{Enter}');
      await popupShows('Successfully Closed Event');
      expect(server.requests.find((r) => r.method === 'DELETE')?.body).toEqual({
        eid: 'e2',
        uploaded: false,
      });
      await waitFor(() =>
        expect(document.activeElement).toBe(screen.getByRole('searchbox', { name: 'Search by event name' })),
      );
    });
  });

  it('speaks the language the page was served with, without waiting for the account', async () => {
    serveSessionInPage(JSON.stringify({ valid: true, accessLevel: 2, firstLogin: false, language: 'de' }));
    try {
      // The account never answers: the language came with the page.
      fakeServer({ ...serveSummaries(() => CLOSED), 'GET /api/user/info': { status: 503, body: {} } });
      renderConsole(<ExpiredEventsScreen isFacilitator={false} />);
      expect(await table('Abgeschlossene Veranstaltungen')).toBeTruthy();
      expect(document.documentElement.lang).toBe('de');
    } finally {
      forgetServedSession();
    }
  });

  it('speaks the viewer’s language: a German super-admin reads the table, the empty state and the question in German', async () => {
    fakeServer({
      ...serveSummaries(() => CLOSED),
      'GET /api/user/info': ok({ message: 'User loaded', user: { ...SUPER_ADMIN, language: 'de' } }),
    });
    renderConsole(<ExpiredEventsScreen isFacilitator={false} />);
    const closed = await table('Abgeschlossene Veranstaltungen');
    expect(
      within(closed)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual([
      'Name',
      'Veranstaltungsdatum',
      'Zugangsschluss',
      'Moderation',
      'Teilnehmer',
      'Tarif',
      'Aktionen',
    ]);
    expect(screen.getByText(/^Abgeschlossene Veranstaltungen aller Guides\./)).toBeTruthy();
    expect(within(closed).getAllByText('Ermäßigt').length).toBeGreaterThan(0);
    expect(within(closed).getAllByText('Regulär').length).toBeGreaterThan(0);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Veranstaltung Leaders Day entfernen' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Leaders Day entfernen?' });
    expect(
      within(dialog).getByText(/^Bitte stellen Sie sicher, dass Sie die Veranstaltungsdateien/),
    ).toBeTruthy();
    await user.keyboard('{Escape}');
    await user.type(screen.getByRole('searchbox', { name: 'Nach Veranstaltungsname suchen' }), 'nichts');
    expect(
      await screen.findByText('Alles erledigt! Keine abgeschlossenen Veranstaltungen gefunden.'),
    ).toBeTruthy();
  });
});
