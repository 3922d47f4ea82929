import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { captureDownloads } from '../testing/downloads.ts';
import { person, SUPER_ADMIN } from '../testing/people.ts';
import { fakeServer, renderConsole } from '../testing/render-console.tsx';
import { ok, refused } from '../testing/replies.ts';
import { uploadedEvent } from './testing/event-fixtures.ts';
import { UploadedEvents } from './uploaded-events.tsx';

/** Spec 5's delete-event confirmation. */
const DELETE_EVENT_TEXT =
  'Please ensure you have downloaded the event files before deletion. This action will remove the event and all participants from the system. It cannot be undone, however, if you have downloaded the event files you will be able to upload the event for editing.';

const UPLOADS = [uploadedEvent('u1', 'Spring Workshop'), uploadedEvent('u2', 'Winter Camp')];
const PEOPLE = [
  {
    ...person('p1', 'Pat', 'Example', { event: 'u1' }),
    responseCompleted: [true, true, false, false],
    emailSent: true,
  },
  { ...person('p2', 'Kim', 'Lee', { event: 'u1' }), mwEnabled: true, emailSent: false },
];

const serve = (routes: Parameters<typeof fakeServer>[0] = {}) => {
  let uploads = UPLOADS;
  return fakeServer({
    'GET /api/event/uploaded_events': () => ok({ events: uploads }),
    'GET /api/event/participants': ok({ users: PEOPLE }),
    'DELETE /api/event/delete': (request) => {
      uploads = uploads.filter((upload) => upload.eid !== (request.body as { eid: string }).eid);
      return ok({ message: 'Event Deleted Successfully' });
    },
    ...routes,
  });
};

const rowOf = async (eventName: string) => {
  const table = await screen.findByRole('table', { name: 'Uploaded events' });
  const row = within(table).getByRole('cell', { name: eventName }).closest('tr');
  if (!row) throw new Error(`no row for ${eventName}`);
  return row;
};

describe('UploadedEvents', () => {
  it('lists uploads with Name, Event Date, Access Close, Facilitator and their three actions', async () => {
    serve();
    renderConsole(<UploadedEvents />);
    expect(await screen.findByRole('heading', { name: 'Uploaded Events' })).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Uploaded events' });
    for (const name of ['Name', 'Event Date', 'Access Close', 'Facilitator'])
      expect(within(table).getByRole('columnheader', { name })).toBeTruthy();
    const row = await rowOf('Spring Workshop');
    expect(
      within(row)
        .getAllByRole('cell')
        .slice(0, 4)
        .map((cell) => cell.textContent),
    ).toEqual(['Spring Workshop', '14 Mar 2026', '14 Apr 2026', 'Gus Guide']);
    for (const name of [
      'View Event Spring Workshop',
      'Download Files of Spring Workshop',
      'Remove Upload of Spring Workshop',
    ])
      expect(within(row).getByRole('button', { name })).toBeTruthy();
  });

  it('shows nothing when there are no uploads', async () => {
    const server = fakeServer({ 'GET /api/event/uploaded_events': ok({ events: [] }) });
    const { container } = renderConsole(<UploadedEvents />);
    await waitFor(() =>
      expect(server.requests.filter((r) => r.path === '/api/event/uploaded_events')).toHaveLength(1),
    );
    expect(container.textContent).toBe('');
  });

  it("View Event shows the upload's details and participants, read-only, from the uploaded participants call", async () => {
    const server = serve();
    const user = userEvent.setup();
    renderConsole(<UploadedEvents />);
    await user.click(await screen.findByRole('button', { name: 'View Event Spring Workshop' }));
    const dialog = screen.getByRole('dialog', { name: 'Spring Workshop' });
    const people = await within(dialog).findByRole('table', { name: 'Participants of Spring Workshop' });
    expect(
      within(people)
        .getAllByRole('row')
        .slice(1)
        .map((row) =>
          within(row)
            .getAllByRole('cell')
            .map((cell) => cell.textContent),
        ),
    ).toEqual([
      ['Pat', 'Example', 'pat@example.test', '2 of 4', 'No'],
      ['Kim', 'Lee', 'kim@example.test', '0 of 4', 'Yes'],
    ]);
    expect(within(dialog).getByText('14 Mar 2026')).toBeTruthy();
    expect(within(dialog).queryByRole('textbox')).toBeNull();
    const call = server.requests.find((request) => request.path === '/api/event/participants');
    expect(call?.query.get('eid')).toBe('u1');
    expect(call?.query.get('uploaded')).toBe('true');
    await user.click(within(dialog).getAllByRole('button', { name: 'Close' })[1] as HTMLElement);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('Download Files asks for the uploaded zip, is busy until it arrives and saves it under the server name', async () => {
    const names = captureDownloads();
    const server = serve({
      'POST /api/event/event_file_request': {
        status: 202,
        body: { success: true, message: 'OK', requestId: 'r1' },
      },
      'GET /api/event/event_file_status': ok({ state: 'ready', done: 2, total: 2, error: null }),
      'GET /api/event/event_file_download': {
        body: {},
        headers: { 'content-disposition': 'attachment; filename="Spring Workshop 2026-03-14.zip"' },
      },
    });
    const gate = Promise.withResolvers<void>();
    const fetchNow = server.fetch.getMockImplementation();
    server.fetch.mockImplementation(async (input, init) => {
      if (String(input).includes('event_file_download')) await gate.promise;
      return (fetchNow as NonNullable<typeof fetchNow>)(input, init);
    });
    const user = userEvent.setup();
    renderConsole(<UploadedEvents />);
    const button = await screen.findByRole('button', { name: 'Download Files of Spring Workshop' });
    await user.click(button);
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(button.getAttribute('aria-disabled')).toBe('true');
    gate.resolve();
    await waitFor(() => expect(names).toEqual(['Spring Workshop 2026-03-14.zip']));
    await waitFor(() => expect(button.getAttribute('aria-busy')).toBeNull());
    const call = server.requests.find((request) => request.path === '/api/event/event_file_request');
    expect(call?.body).toEqual({ eid: 'u1', uploaded: true });
  });

  it("shows the server's message when a download fails and frees the button", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const names = captureDownloads();
    serve({ 'POST /api/event/event_file_request': refused(404, 'Event not found') });
    const user = userEvent.setup();
    renderConsole(<UploadedEvents />);
    const button = await screen.findByRole('button', { name: 'Download Files of Winter Camp' });
    await user.click(button);
    expect(await screen.findByText('Event not found')).toBeTruthy();
    expect((button as HTMLButtonElement).disabled).toBe(false);
    expect(names).toEqual([]);
  });

  it("Remove Upload asks with the spec's delete text, then deletes the upload and says 'Event Deleted Successfully'", async () => {
    const server = serve();
    const user = userEvent.setup();
    renderConsole(<UploadedEvents />);
    await user.click(await screen.findByRole('button', { name: 'Remove Upload of Winter Camp' }));
    const confirm = screen.getByRole('alertdialog');
    expect(within(confirm).getByText(DELETE_EVENT_TEXT)).toBeTruthy();
    expect(document.activeElement?.textContent).toBe('Cancel');
    await user.click(within(confirm).getByRole('button', { name: 'Remove Upload' }));
    expect(await screen.findByText('Event Deleted Successfully')).toBeTruthy();
    expect(
      server.requests.filter((request) => request.method === 'DELETE').map((request) => request.body),
    ).toEqual([{ eid: 'u2', uploaded: true }]);
    await waitFor(() => expect(screen.queryByRole('cell', { name: 'Winter Camp' })).toBeNull());
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('Cancel leaves the upload alone', async () => {
    const server = serve();
    const user = userEvent.setup();
    renderConsole(<UploadedEvents />);
    await user.click(await screen.findByRole('button', { name: 'Remove Upload of Winter Camp' }));
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(server.requests.some((request) => request.method === 'DELETE')).toBe(false);
  });

  it('speaks the viewer’s language: a German super-admin reads the list, the event view and the question in German', async () => {
    serve({ 'GET /api/user/info': ok({ message: 'User loaded', user: { ...SUPER_ADMIN, language: 'de' } }) });
    const user = userEvent.setup();
    renderConsole(<UploadedEvents />);
    expect(await screen.findByRole('heading', { name: 'Hochgeladene Veranstaltungen' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Veranstaltung ansehen Spring Workshop' }));
    const view = await screen.findByRole('dialog', { name: 'Spring Workshop' });
    expect(within(view).getByText('Eine hochgeladene Veranstaltung, nur lesbar.')).toBeTruthy();
    const people = await within(view).findByRole('table', { name: 'Teilnehmer von Spring Workshop' });
    expect(within(people).getByText('2 von 4')).toBeTruthy();
    expect(within(people).getByText('Ja')).toBeTruthy();
    await user.click(within(view).getAllByRole('button', { name: 'Schließen' })[1] as HTMLElement);
    await user.click(screen.getByRole('button', { name: 'Upload entfernen von Winter Camp' }));
    const confirm = screen.getByRole('alertdialog', {
      name: 'Die hochgeladene Veranstaltung Winter Camp entfernen?',
    });
    expect(within(confirm).getByText(/^Bitte stellen Sie sicher/)).toBeTruthy();
  });
});
