import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SUPER_ADMIN } from '../testing/people.ts';
import { fakeServer, renderConsole } from '../testing/render-console.tsx';
import { ok, refused } from '../testing/replies.ts';
import { EventsScreen, NO_EVENTS } from './events-screen.tsx';
import { activeEvent, summariesRoute, uploadedEvent } from './testing/event-fixtures.ts';

const NO_EVENTS_TEXT = String(NO_EVENTS.superAdmin.defaultMessage);
const NO_EVENTS_TEXT_GUIDE = String(NO_EVENTS.guide.defaultMessage);

const EVENTS = [
  activeEvent('e-old', 'Autumn Retreat', '2026-10-01', { eventType: 'Non-reg', participantCount: 12 }),
  activeEvent('e-new', 'Spring Workshop', '2027-03-20', { sessionAccess: 'Live', participantCount: 3 }),
  activeEvent('e-mid', 'Summer School', '2027-01-05', {
    facilitator: { uid: 'f2', forename: 'Mia', surname: 'Mentor' },
  }),
];

const serve = (
  events: readonly unknown[],
  uploaded: readonly unknown[] = [],
  failed: readonly unknown[] = [],
) =>
  fakeServer({
    'GET /api/event/summaries': summariesRoute(() => events),
    'GET /api/event/uploaded_events': ok({ events: uploaded }),
    'GET /api/event/failed_emails': ok({ emails: failed }),
  });

const UNDELIVERED = {
  eid: 'e-new',
  eventName: 'Spring Workshop',
  uid: 'p-sam',
  forename: 'Sam',
  surname: 'Ng',
  email: 'sam@example.test',
  failedAt: '2026-11-24T09:05:00.000Z',
  reason: '550 5.1.1 unknown user',
};

const bodyRows = async () => {
  const table = await screen.findByRole('table', { name: 'Active events' });
  return within(table).getAllByRole('row').slice(1);
};

const cellTexts = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('EventsScreen', () => {
  it("shows a super-admin the logon emails that could not be delivered, with the reason and the way to the event's dashboard", async () => {
    serve(EVENTS, [], [UNDELIVERED]);
    const user = userEvent.setup();
    renderConsole(<EventsScreen accessLevel={2} />);
    const table = await screen.findByRole('table', { name: 'Undelivered login emails' });
    const [row] = within(table).getAllByRole('row').slice(1);
    expect(cellTexts(row as HTMLElement).slice(0, 4)).toEqual([
      'Sam Ng',
      'sam@example.test',
      'Spring Workshop',
      '550 5.1.1 unknown user',
    ]);
    await user.click(within(table).getByRole('link', { name: 'Dashboard of Spring Workshop' }));
    expect(screen.getByTestId('location').textContent).toBe('/events/e-new');
  });

  it('shows no undelivered list when every email went out', async () => {
    const server = serve(EVENTS);
    renderConsole(<EventsScreen accessLevel={2} />);
    await bodyRows();
    await waitFor(() =>
      expect(server.requests.some((request) => request.path.startsWith('/api/event/failed_emails'))).toBe(
        true,
      ),
    );
    expect(screen.queryByRole('table', { name: 'Undelivered login emails' })).toBeNull();
  });

  it('never asks a Guide for the undelivered list (it is for super-admins)', async () => {
    const server = serve(EVENTS, [], [UNDELIVERED]);
    renderConsole(<EventsScreen accessLevel={1} />);
    await bodyRows();
    expect(server.requests.some((request) => request.path.startsWith('/api/event/failed_emails'))).toBe(
      false,
    );
  });

  it('lists the active events with the spec columns, newest first, Non-reg as Discount and Reg as Regular', async () => {
    const server = serve(EVENTS);
    renderConsole(<EventsScreen accessLevel={2} />);
    const rows = await bodyRows();
    const table = screen.getByRole('table', { name: 'Active events' });
    for (const name of [
      'Name',
      'Event Date',
      'Access Close',
      'Facilitator',
      'Participants',
      'Event Rate',
      'Session Access',
    ])
      expect(within(table).getByRole('columnheader', { name })).toBeTruthy();
    expect(rows.map((row) => cellTexts(row).slice(0, 7))).toEqual([
      ['Spring Workshop', '20 Mar 2027', '1 Jan 2099', 'Gus Guide', '3', 'Regular', 'Live'],
      ['Summer School', '5 Jan 2027', '1 Jan 2099', 'Mia Mentor', '0', 'Regular', 'Pre-work'],
      ['Autumn Retreat', '1 Oct 2026', '1 Jan 2099', 'Gus Guide', '12', 'Discount', 'Pre-work'],
    ]);
    expect(within(table).getByRole('columnheader', { name: 'Event Date' }).getAttribute('aria-sort')).toBe(
      'descending',
    );
    const summaries = server.requests.find((request) => request.path === '/api/event/summaries');
    expect(summaries?.query.get('status')).toBe('active');
  });

  it('goes to the Event Dashboard page of the event whose Dashboard link was followed', async () => {
    serve(EVENTS);
    const user = userEvent.setup();
    renderConsole(<EventsScreen accessLevel={1} />);
    await user.click(await screen.findByRole('link', { name: 'Dashboard of Summer School' }));
    expect(screen.getByTestId('location').textContent).toBe('/events/e-mid');
  });

  it('filters by event name, ignoring case, and shows the empty state when nothing matches', async () => {
    serve(EVENTS);
    const user = userEvent.setup();
    renderConsole(<EventsScreen accessLevel={2} />);
    await bodyRows();
    await user.type(screen.getByRole('searchbox', { name: 'Search by event name' }), 'sCHOOL');
    await waitFor(async () =>
      expect((await bodyRows()).map((row) => cellTexts(row)[0])).toEqual(['Summer School']),
    );
    expect(screen.getByText('1 event listed')).toBeTruthy();
    await user.type(screen.getByRole('searchbox', { name: 'Search by event name' }), 'zzz');
    expect(await screen.findByText(NO_EVENTS_TEXT)).toBeTruthy();
  });

  it("shows the spec's empty state to a super-admin when there are no events", async () => {
    serve([]);
    renderConsole(<EventsScreen accessLevel={2} />);
    expect(
      (
        await screen.findByText(
          "No events found. Try adding one with the 'Add Event' button or uploading with the 'Upload Event' button.",
        )
      ).textContent,
    ).toBe(NO_EVENTS_TEXT);
  });

  it('gives a Guide no Upload Event button, no uploaded events and an empty state without it', async () => {
    const server = serve([], [uploadedEvent('u1', 'Old Upload')]);
    renderConsole(<EventsScreen accessLevel={1} />);
    expect(await screen.findByText(NO_EVENTS_TEXT_GUIDE)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add Event' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Upload Event' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Uploaded Events' })).toBeNull();
    expect(server.requests.some((request) => request.path === '/api/event/uploaded_events')).toBe(false);
  });

  it('shows the Uploaded Events table to a super-admin only when uploads exist', async () => {
    serve(EVENTS, []);
    const first = renderConsole(<EventsScreen accessLevel={2} />);
    await bodyRows();
    expect(screen.getByRole('button', { name: 'Upload Event' })).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Uploaded Events' })).toBeNull());
    first.unmount();

    serve(EVENTS, [uploadedEvent('u1', 'Old Upload')]);
    renderConsole(<EventsScreen accessLevel={2} />);
    expect(await screen.findByRole('heading', { name: 'Uploaded Events' })).toBeTruthy();
    expect(screen.getByRole('table', { name: 'Uploaded events' })).toBeTruthy();
  });

  it("shows the server's message when the events cannot be loaded", async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    fakeServer({ 'GET /api/event/summaries': refused(403, 'You are not allowed to do that.') });
    renderConsole(<EventsScreen accessLevel={1} />);
    expect(await screen.findByText('You are not allowed to do that.')).toBeTruthy();
    expect(error).toHaveBeenCalled();
  });

  it('refreshes the Uploaded Events table after an upload', async () => {
    let uploads: unknown[] = [];
    fakeServer({
      'GET /api/event/summaries': summariesRoute(() => EVENTS),
      'GET /api/event/uploaded_events': () => ok({ events: uploads }),
      'POST /api/event/upload_event': () => {
        uploads = [uploadedEvent('u9', 'Came Back')];
        return { status: 201, ...ok({ message: 'Event uploaded', eid: 'u9', ueid: 'u9' }) };
      },
    });
    const user = userEvent.setup();
    renderConsole(<EventsScreen accessLevel={2} />);
    await user.click(await screen.findByRole('button', { name: 'Upload Event' }));
    await user.upload(
      screen.getByLabelText('Event file'),
      new File(['{}'], 'event.json', { type: 'application/json' }),
    );
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByRole('heading', { name: 'Uploaded Events' })).toBeTruthy();
    expect(await screen.findByRole('cell', { name: 'Came Back' })).toBeTruthy();
  });

  it('shows a new event in the table once Add Event saved it', async () => {
    let events = EVENTS;
    fakeServer({
      'GET /api/event/summaries': summariesRoute(() => events),
      'GET /api/event/uploaded_events': ok({ events: [] }),
      'GET /api/user/info': ok({ user: SUPER_ADMIN }),
      'GET /api/user/facilitators': ok({ users: [], total: 0 }),
      'GET /api/user/participants': ok({ users: [], total: 0 }),
      'POST /api/event/create': () => {
        events = [...EVENTS, activeEvent('e-added', 'Brand New', '2027-06-01')];
        return { status: 201, ...ok({ message: 'Event created' }) };
      },
    });
    const user = userEvent.setup();
    renderConsole(<EventsScreen accessLevel={2} />);
    await user.click(await screen.findByRole('button', { name: 'Add Event' }));
    await user.type(screen.getByRole('textbox', { name: /^Name/ }), 'Brand New');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('cell', { name: 'Brand New' })).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
