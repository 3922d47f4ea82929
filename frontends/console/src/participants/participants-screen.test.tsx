import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { numberedPerson, SUPER_ADMIN, superAdminInfo } from '../testing/people.ts';
import { fakeServer, type Reply, renderConsole } from '../testing/render-console.tsx';
import { listRoute, ok, refused, sent } from '../testing/replies.ts';
import { ParticipantsScreen } from './participants-screen.tsx';

// The Add Participant dialog belongs to the events area: stand in for it and record its props.
const addDialogProps = vi.hoisted(() => ({ eid: 'not rendered' as string | undefined }));
vi.mock('../events/add-participant-dialog.tsx', () => ({
  AddParticipantDialog: (props: {
    open: boolean;
    onOpenChange: (open: boolean) => void;
    eid?: string;
    onDone: () => void;
  }) => {
    addDialogProps.eid = props.eid;
    return props.open ? (
      <div role="dialog" aria-label="Add Participant">
        <button
          type="button"
          onClick={() => {
            props.onDone();
            props.onOpenChange(false);
          }}
        >
          Done
        </button>
      </div>
    ) : null;
  },
}));

const EMPTY =
  "No participants found. Please add a participant with the 'Add Participant' button or by doing it directly from an event on the 'Active Events' tab.";

const DELETE_TEXT =
  'Please confirm you want to delete Pat1 Lee1 with email pat1@example.test from the system. This cannot be undone.';

const participants = (count: number) => Array.from({ length: count }, (_, i) => numberedPerson(i + 1));

const serve = (
  people: ReturnType<typeof participants>,
  routes: Record<string, Reply | ((r: Parameters<ReturnType<typeof listRoute>>[0]) => Reply)> = {},
) =>
  fakeServer({
    'GET /api/user/info': superAdminInfo,
    'GET /api/user/participants': listRoute(people),
    'GET /api/user/participants_uploaded': { body: { success: true, message: '0', users: [] } },
    ...routes,
  });

const table = () => screen.findByRole('table', { name: 'Participants' });

describe('ParticipantsScreen', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("shows First Name, Last Name, Email and an Edit button naming the person, from the server's first page", async () => {
    const { requests } = serve(participants(3));
    renderConsole(<ParticipantsScreen accessLevel={1} />);
    const rows = within(await table()).getAllByRole('row');
    expect(rows[0]?.textContent).toContain('First Name');
    expect(
      within(rows[0] as HTMLElement)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['First Name', 'Last Name', 'Email', 'Actions']);
    expect(
      within(rows[1] as HTMLElement)
        .getAllByRole('cell')
        .map((td) => td.textContent),
    ).toEqual(['Pat1', 'Lee1', 'pat1@example.test', 'Edit Pat1 Lee1']);
    expect(screen.getByRole('button', { name: 'Edit Pat3 Lee3' })).toBeTruthy();
    expect(screen.getByText('Showing 1-3 of 3')).toBeTruthy();
    // One page: no page buttons.
    expect(screen.queryByRole('navigation', { name: 'Pages of participants' })).toBeNull();
    const list = sent(requests, 'GET', '/api/user/participants')[0];
    expect(Object.fromEntries(list?.query ?? [])).toEqual({ offset: '0', limit: '50' });
  });

  it("shows the spec's empty state when there are no participants", async () => {
    serve([]);
    renderConsole(<ParticipantsScreen accessLevel={1} />);
    expect((await screen.findByText(EMPTY)).textContent).toBe(EMPTY);
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Next page' })).toBeNull();
  });

  it('searches on the server with q once typing pauses, and starts again at the first page', async () => {
    const people = [
      ...participants(60),
      numberedPerson(100, { forename: 'Zoe', surname: 'Quinn', email: 'zq@example.test' }),
    ];
    const { requests } = serve(people);
    renderConsole(<ParticipantsScreen accessLevel={2} />);
    await table();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await screen.findByText('Showing 51-61 of 61');
    const search = screen.getByRole('searchbox', { name: 'Search by first or last name' });
    expect(search.getAttribute('placeholder')).toBe('Search for a participant');
    await user.type(search, 'Zo');
    expect(await screen.findByText('Showing 1-1 of 1')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Edit Zoe Quinn' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Edit Pat51 Lee51' })).toBeNull();
    const searches = sent(requests, 'GET', '/api/user/participants').filter((r) => r.query.has('q'));
    // Typing two letters quickly sends one search, not one per key.
    expect(searches.map((r) => Object.fromEntries(r.query))).toEqual([{ q: 'Zo', offset: '0', limit: '50' }]);
  });

  it('pages with Previous and Next, 50 at a time, and says which rows show', async () => {
    const { requests } = serve(participants(120));
    renderConsole(<ParticipantsScreen accessLevel={2} />);
    await table();
    expect(screen.getByText('Showing 1-50 of 120')).toBeTruthy();
    const previous = screen.getByRole('button', { name: 'Previous page' });
    expect(previous.getAttribute('aria-disabled')).toBe('true');
    const user = userEvent.setup();
    await user.click(previous);
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await screen.findByText('Showing 51-100 of 120');
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await screen.findByText('Showing 101-120 of 120');
    const next = screen.getByRole('button', { name: 'Next page' });
    expect(next.getAttribute('aria-disabled')).toBe('true');
    // Still focusable at the end, so a keyboard user keeps their place.
    expect(document.activeElement).toBe(next);
    await user.click(next);
    expect(await screen.findByRole('button', { name: 'Edit Pat101 Lee101' })).toBeTruthy();
    const offsets = sent(requests, 'GET', '/api/user/participants').map((r) => r.query.get('offset'));
    expect(offsets).toEqual(['0', '50', '100']);
  });

  it('offers a Guide no password field when editing a participant (a logon email sets it)', async () => {
    const { requests } = serve(participants(1), {
      'PUT /api/user/update': ok({ message: 'The user has been updated' }),
    });
    renderConsole(<ParticipantsScreen accessLevel={1} />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit Pat1 Lee1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Participant' });
    expect(within(dialog).queryByLabelText('New Password', { selector: 'input' })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent(requests, 'PUT', '/api/user/update').map((r) => r.body)).toEqual([
      { uid: numberedPerson(1).uid, forename: 'Pat1', surname: 'Lee1', email: 'pat1@example.test' },
    ]);
  });

  it("exports a participant's personal data from their Edit dialog (a Guide)", async () => {
    const { requests } = serve(participants(1), {
      'GET /api/user/export_byid': {
        body: { success: true, message: 'Personal data exported' },
        headers: { 'content-disposition': 'attachment; filename="Pat1_Lee1-personal-data.json"' },
      },
    });
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: () => 'blob:json', revokeObjectURL: vi.fn() }),
    );
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    renderConsole(<ParticipantsScreen accessLevel={1} />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit Pat1 Lee1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Participant' });

    await user.click(within(dialog).getByRole('button', { name: 'Export personal data of Pat1 Lee1' }));

    await waitFor(() => expect(saved).toEqual(['Pat1_Lee1-personal-data.json']));
    expect(within(dialog).getByText('Downloaded').getAttribute('role')).toBe('status');
    const exports = sent(requests, 'GET', '/api/user/export_byid');
    expect(exports.map((r) => r.query.get('uid'))).toEqual([numberedPerson(1).uid]);
  });

  it('says why a personal data export was refused, in the Edit dialog', async () => {
    serve(participants(1), { 'GET /api/user/export_byid': refused(404, 'User not found') });
    renderConsole(<ParticipantsScreen accessLevel={1} />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit Pat1 Lee1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Participant' });
    await user.click(within(dialog).getByRole('button', { name: 'Export personal data of Pat1 Lee1' }));
    expect(await within(dialog).findByText('Not downloaded: User not found')).toBeTruthy();
  });

  it('edits a participant as a super-admin: the password is sent only when one was typed', async () => {
    const { requests } = serve(participants(2), {
      'PUT /api/user/update': ok({ message: 'The user has been updated' }),
    });
    renderConsole(<ParticipantsScreen accessLevel={2} />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit Pat1 Lee1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Participant' });
    expect(within(dialog).getByRole('textbox', { name: 'First Name' })).toHaveProperty('value', 'Pat1');
    expect(within(dialog).getByRole('textbox', { name: 'Last Name' })).toHaveProperty('value', 'Lee1');
    expect(within(dialog).getByRole('textbox', { name: 'Email' })).toHaveProperty(
      'value',
      'pat1@example.test',
    );
    expect(within(dialog).getByLabelText('New Password', { selector: 'input' })).toHaveProperty('value', '');
    expect(within(dialog).queryByLabelText('Portal Link')).toBeNull();
    expect(within(dialog).queryByLabelText('Enable Meaningful Work')).toBeNull();
    await user.clear(within(dialog).getByRole('textbox', { name: 'Last Name' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Last Name' }), 'Morgan');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText('The user has been updated')).toBeTruthy();

    await user.click(await screen.findByRole('button', { name: 'Edit Pat2 Lee2' }));
    const second = await screen.findByRole('dialog', { name: 'Edit Participant' });
    await user.type(within(second).getByLabelText('New Password', { selector: 'input' }), 'NewPass123');
    await user.click(within(second).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    expect(sent(requests, 'PUT', '/api/user/update').map((r) => r.body)).toEqual([
      { uid: numberedPerson(1).uid, forename: 'Pat1', surname: 'Morgan', email: 'pat1@example.test' },
      {
        uid: numberedPerson(2).uid,
        forename: 'Pat2',
        surname: 'Lee2',
        email: 'pat2@example.test',
        password: 'NewPass123',
      },
    ]);
  });

  it("keeps the dialog open and shows the server's message when a save is refused", async () => {
    const { requests } = serve(participants(1), {
      'PUT /api/user/update': refused(404, 'User not found'),
    });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderConsole(<ParticipantsScreen accessLevel={1} />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit Pat1 Lee1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Participant' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('User not found', { selector: '.vs-form-problem' })).toBeTruthy();
    expect(document.querySelector('.vs-popup')?.textContent).toBe('User not found');
    expect(logged).toHaveBeenCalled();
    expect(sent(requests, 'PUT', '/api/user/update')).toHaveLength(1);
  });

  it('asks with the exact text before deleting, then sends DELETE with the uid', async () => {
    const people = participants(2);
    const { requests } = serve(people, {
      'DELETE /api/user/delete': () => {
        people.splice(0, 1);
        return ok({ message: 'The user has been deleted' });
      },
    });
    renderConsole(<ParticipantsScreen accessLevel={1} />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit Pat1 Lee1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Participant' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete Participant' });
    expect(within(confirm).getByText(DELETE_TEXT).textContent).toBe(DELETE_TEXT);
    // Focus starts on Cancel, so a stray Enter deletes nothing.
    expect(document.activeElement?.textContent).toBe('Cancel');
    expect(sent(requests, 'DELETE', '/api/user/delete')).toEqual([]);
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent(requests, 'DELETE', '/api/user/delete').map((r) => r.body)).toEqual([
      { uid: numberedPerson(1).uid },
    ]);
    expect(await screen.findByText('The user has been deleted')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Edit Pat1 Lee1' })).toBeNull());
    // The deleted row's button is gone: focus continues from Add Participant.
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Add Participant'));
  });

  it("shows the server's message when a deletion is refused and keeps the participant", async () => {
    serve(participants(1), { 'DELETE /api/user/delete': refused(404, 'User not found') });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderConsole(<ParticipantsScreen accessLevel={1} />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit Pat1 Lee1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Participant' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('alertdialog');
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByText('User not found', { selector: '.vs-form-problem' })).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(screen.getByRole('dialog', { name: 'Edit Participant' })).toBeTruthy();
  });

  it('works by keyboard: Tab to Edit, Enter opens, Escape closes and focus returns', async () => {
    serve(participants(1));
    renderConsole(<ParticipantsScreen accessLevel={1} />);
    await table();
    const user = userEvent.setup();
    const edit = screen.getByRole('button', { name: 'Edit Pat1 Lee1' });
    for (let presses = 0; presses < 10 && document.activeElement !== edit; presses += 1) await user.tab();
    expect(document.activeElement).toBe(edit);
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Edit Participant' });
    expect(dialog.contains(document.activeElement)).toBe(true);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(edit));
  });

  it('opens Add Participant without an event and refreshes the list when it is done', async () => {
    const people = participants(1);
    const { requests } = serve(people);
    renderConsole(<ParticipantsScreen accessLevel={1} />);
    await table();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Add Participant' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Participant' });
    expect(addDialogProps.eid).toBeUndefined();
    people.push(numberedPerson(2));
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(await screen.findByRole('button', { name: 'Edit Pat2 Lee2' })).toBeTruthy();
    expect(sent(requests, 'GET', '/api/user/participants').length).toBeGreaterThan(1);
  });

  it("shows the server's message when the list cannot be loaded", async () => {
    serve([], { 'GET /api/user/participants': refused(403, 'You may not do that') });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderConsole(<ParticipantsScreen accessLevel={1} />);
    expect(await screen.findByText('The participants could not be loaded.')).toBeTruthy();
    expect(screen.getByText('You may not do that', { selector: '.vs-banner *' })).toBeTruthy();
    expect(document.querySelector('.vs-popup')?.textContent).toBe('You may not do that');
  });

  describe('Uploaded Participants', () => {
    const uploaded = [numberedPerson(50, { forename: 'Una', surname: 'Upload', email: 'una@example.test' })];

    it('shows a read-only table to super-admins when there are any', async () => {
      serve(participants(1), {
        'GET /api/user/participants_uploaded': { body: { success: true, message: '1', users: uploaded } },
      });
      renderConsole(<ParticipantsScreen accessLevel={2} />);
      expect(await screen.findByRole('heading', { name: 'Uploaded Participants' })).toBeTruthy();
      const table = screen.getByRole('table', { name: 'Uploaded Participants' });
      const cells = within(table)
        .getAllByRole('cell')
        .map((td) => td.textContent);
      expect(cells).toEqual(['Una', 'Upload', 'una@example.test']);
      expect(within(table).queryByRole('button', { name: /Edit/ })).toBeNull();
    });

    it('shows nothing when there are none', async () => {
      const { requests } = serve(participants(1));
      renderConsole(<ParticipantsScreen accessLevel={2} />);
      await table();
      await waitFor(() => expect(sent(requests, 'GET', '/api/user/participants_uploaded')).toHaveLength(1));
      expect(screen.queryByRole('heading', { name: 'Uploaded Participants' })).toBeNull();
    });

    it('is not asked for on the Guide screen (the server allows it to super-admins only)', async () => {
      const { requests } = serve(participants(1));
      renderConsole(<ParticipantsScreen accessLevel={1} />);
      await table();
      expect(sent(requests, 'GET', '/api/user/participants_uploaded')).toEqual([]);
    });
  });

  it('never shows an Edit button for the signed-in user', async () => {
    serve([SUPER_ADMIN, ...participants(1)]);
    renderConsole(<ParticipantsScreen accessLevel={2} />);
    await table();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Edit Ada Admin' })).toBeNull());
    expect(screen.getByText('You: edit your details on the Account tab')).toBeTruthy();
  });

  it('speaks the viewer’s language: a German super-admin reads the screen’s own words in German', async () => {
    const uploaded = [numberedPerson(50, { forename: 'Una', surname: 'Upload', email: 'una@example.test' })];
    serve(participants(1), {
      'GET /api/user/info': ok({ message: 'User loaded', user: { ...SUPER_ADMIN, language: 'de' } }),
      'GET /api/user/participants_uploaded': { body: { success: true, message: '1', users: uploaded } },
    });
    renderConsole(<ParticipantsScreen accessLevel={2} />);
    expect(await screen.findByRole('heading', { name: 'Hochgeladene Teilnehmer' })).toBeTruthy();
    expect(screen.getByRole('table', { name: 'Hochgeladene Teilnehmer' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Teilnehmer hinzufügen' })).toBeTruthy();
    expect(screen.getByPlaceholderText('Nach einem Teilnehmer suchen')).toBeTruthy();
  });
});
