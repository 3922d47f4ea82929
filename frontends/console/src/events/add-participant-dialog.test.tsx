import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { EMAIL_TAKEN_MESSAGE, PASSWORD_HINT } from '@vs/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { person } from '../testing/people.ts';
import { fakeServer, type Reply, renderConsole, type SeenRequest } from '../testing/render-console.tsx';
import { listRoute, ok, refused, sent } from '../testing/replies.ts';
import { AddParticipantDialog } from './add-participant-dialog.tsx';
import { EID, guide } from './testing/dashboard-fixtures.ts';

const FREE = person('p-free', 'Fran', 'Free');
const BUSY = person('p-busy', 'Bo', 'Busy', { event: 'e-other' });
const HERE = person('p-here', 'Hal', 'Here', { event: EID });
const GUIDE = guide(false);
const NEW_UID = 'p-new';

const serve = (routes: Record<string, Reply | ((request: SeenRequest) => Reply)> = {}) =>
  fakeServer({
    'GET /api/user/participants': listRoute([FREE, BUSY, HERE]),
    'GET /api/user/facilitators': listRoute([GUIDE]),
    'POST /api/event/add_participant': ok({ message: 'Participant added' }),
    'POST /api/auth/register': (request) =>
      ok({ message: 'User registered', user: { ...FREE, ...(request.body as object), uid: NEW_UID } }),
    ...routes,
  });

const open = (eid?: string) => {
  const onOpenChange = vi.fn();
  const onDone = vi.fn();
  renderConsole(
    <AddParticipantDialog
      open
      onOpenChange={onOpenChange}
      onDone={onDone}
      {...(eid === undefined ? {} : { eid })}
    />,
  );
  return { onOpenChange, onDone, dialog: screen.getByRole('dialog', { name: 'Add Participant' }) };
};

const fillNewParticipant = async (
  user: ReturnType<typeof userEvent.setup>,
  dialog: HTMLElement,
  password: string,
) => {
  await user.type(within(dialog).getByLabelText(/^First Name/), 'Nia');
  await user.type(within(dialog).getByLabelText(/^Last Name/), 'New');
  await user.type(within(dialog).getByLabelText(/^Email/), 'nia.new@example.test');
  await user.type(within(dialog).getByLabelText(/^Password/), password);
};

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

describe('AddParticipantDialog with an event', () => {
  it('lists participants and Guides from the server search, Guides tagged GUIDE, assigned people disabled with the reason', async () => {
    const server = serve();
    const { dialog } = open(EID);
    const list = await within(dialog).findByRole('list', { name: 'People found' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('button').textContent)).toEqual([
      'Add Bo Busy',
      'Add Fran Free',
      'Add Gina Guide',
      'Add Hal Here',
    ]);
    const guideItem = items[2] as HTMLElement;
    expect(within(guideItem).getByText('GUIDE')).toBeTruthy();
    expect(within(items[1] as HTMLElement).queryByText('GUIDE')).toBeNull();
    expect(within(items[0] as HTMLElement).getByText('Already assigned to an event')).toBeTruthy();
    expect(within(items[3] as HTMLElement).getByText('Already in this event')).toBeTruthy();
    expect(within(list).getByRole('button', { name: 'Add Bo Busy' }).hasAttribute('disabled')).toBe(true);
    expect(within(list).getByRole('button', { name: 'Add Hal Here' }).hasAttribute('disabled')).toBe(true);
    expect(within(list).getByRole('button', { name: 'Add Fran Free' }).hasAttribute('disabled')).toBe(false);
    for (const path of ['/api/user/participants', '/api/user/facilitators'])
      expect(sent(server.requests, 'GET', path)[0]?.query.get('limit')).toBe('50');
    expect(within(dialog).getByText('4 people found.')).toBeTruthy();
  });

  it('searches on the server with q as the person types', async () => {
    const server = serve();
    const user = userEvent.setup();
    const { dialog } = open(EID);
    await within(dialog).findByRole('list', { name: 'People found' });
    await user.type(within(dialog).getByLabelText('Search participants and Guides'), 'Fra');
    await waitFor(() => expect(within(dialog).getAllByRole('listitem')).toHaveLength(1));
    const searched = sent(server.requests, 'GET', '/api/user/participants').at(-1);
    expect(searched?.query.get('q')).toBe('Fra');
    expect(searched?.query.get('limit')).toBe('50');
    expect(sent(server.requests, 'GET', '/api/user/facilitators').at(-1)?.query.get('q')).toBe('Fra');
  });

  it('says how many are not shown when the server has more', async () => {
    serve({ 'GET /api/user/participants': ok({ users: [FREE], total: 1234 }) });
    const { dialog } = open(EID);
    await within(dialog).findByText('Showing 2 of 1235 people: type to narrow the search.');
  });

  it('adds the chosen person with POST /api/event/add_participant, then closes', async () => {
    const server = serve();
    const user = userEvent.setup();
    const { dialog, onOpenChange, onDone } = open(EID);
    await user.click(await within(dialog).findByRole('button', { name: 'Add Fran Free' }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(sent(server.requests, 'POST', '/api/event/add_participant')[0]?.body).toEqual({
      uid: FREE.uid,
      eid: EID,
    });
    expect(onDone).toHaveBeenCalled();
    expect(screen.getByText('Participant added')).toBeTruthy();
  });

  it('lets a Guide add themselves (their personal event)', async () => {
    const server = serve();
    const user = userEvent.setup();
    const { dialog } = open(EID);
    await user.click(await within(dialog).findByRole('button', { name: 'Add Gina Guide' }));
    await waitFor(() => expect(sent(server.requests, 'POST', '/api/event/add_participant')).toHaveLength(1));
    expect(sent(server.requests, 'POST', '/api/event/add_participant')[0]?.body).toEqual({
      uid: GUIDE.uid,
      eid: EID,
    });
  });

  it("shows the server's message and stays open when adding fails", async () => {
    serve({ 'POST /api/event/add_participant': refused(409, 'Fran Free is already assigned to an event') });
    const user = userEvent.setup();
    const { dialog, onOpenChange } = open(EID);
    await user.click(await within(dialog).findByRole('button', { name: 'Add Fran Free' }));
    await screen.findByText('Fran Free is already assigned to an event');
    expect(onOpenChange).not.toHaveBeenCalled();
    expect(console.error).toHaveBeenCalled();
  });

  it("shows the server's message when the list cannot be loaded", async () => {
    serve({ 'GET /api/user/participants': refused(403, 'You may not list participants') });
    const { dialog } = open(EID);
    await waitFor(() =>
      expect(screen.getAllByText('You may not list participants').length).toBeGreaterThan(0),
    );
    expect(within(dialog).getByText('The list could not be loaded.')).toBeTruthy();
  });

  it('adds a participant from the list by keyboard alone', async () => {
    const server = serve();
    const user = userEvent.setup();
    open(EID);
    await screen.findByRole('button', { name: 'Add Fran Free' });
    const search = screen.getByLabelText('Search participants and Guides');
    while (document.activeElement !== search) await user.tab();
    await user.keyboard('Fran');
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(1));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Add Fran Free' }));
    await user.keyboard('{Enter}');
    await waitFor(() => expect(sent(server.requests, 'POST', '/api/event/add_participant')).toHaveLength(1));
  });

  it('adds an existing participant by their exact email with POST /api/event/add_participant, then closes', async () => {
    const server = serve();
    const user = userEvent.setup();
    const { dialog, onOpenChange, onDone } = open(EID);
    const byEmail = within(dialog).getByRole('form', { name: 'Add by email' });
    const field = within(byEmail).getByLabelText(/^Participant's email/);
    expect(field.getAttribute('type')).toBe('email');
    await user.type(field, 'reg.istered@example.test');
    await user.click(within(byEmail).getByRole('button', { name: 'Add by email' }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(sent(server.requests, 'POST', '/api/event/add_participant')[0]?.body).toEqual({
      eid: EID,
      email: 'reg.istered@example.test',
    });
    expect(onDone).toHaveBeenCalled();
    expect(screen.getByText('Participant added')).toBeTruthy();
  });

  it("shows the server's message, keeps the email and stays open when nobody can be added by it", async () => {
    serve({
      'POST /api/event/add_participant': refused(404, 'No participant without an event has this email'),
    });
    const user = userEvent.setup();
    const { dialog, onOpenChange } = open(EID);
    const field = within(dialog).getByLabelText(/^Participant's email/);
    await user.type(field, 'nobody@example.test');
    await user.click(within(dialog).getByRole('button', { name: 'Add by email' }));
    await screen.findByText('No participant without an event has this email');
    expect((field as HTMLInputElement).value).toBe('nobody@example.test');
    expect(onOpenChange).not.toHaveBeenCalled();
  });

  it('adds by email with the keyboard alone', async () => {
    const server = serve();
    const user = userEvent.setup();
    open(EID);
    await screen.findByRole('button', { name: 'Add Fran Free' });
    const field = screen.getByLabelText(/^Participant's email/);
    while (document.activeElement !== field) await user.tab();
    await user.keyboard('reg.istered@example.test{Enter}');
    await waitFor(() => expect(sent(server.requests, 'POST', '/api/event/add_participant')).toHaveLength(1));
    expect(sent(server.requests, 'POST', '/api/event/add_participant')[0]?.body).toEqual({
      eid: EID,
      email: 'reg.istered@example.test',
    });
  });

  it('points to adding by email when the new participant’s email already has an account', async () => {
    serve({ 'POST /api/auth/register': refused(409, EMAIL_TAKEN_MESSAGE) });
    const user = userEvent.setup();
    const { dialog } = open(EID);
    await user.click(within(dialog).getByRole('tab', { name: 'New participant' }));
    await fillNewParticipant(user, dialog, 'Welcome1x');
    await user.click(within(dialog).getByRole('button', { name: 'Add Participant' }));
    await screen.findByText(
      `${EMAIL_TAKEN_MESSAGE}. If they are a participant without an event, add them by email on the Existing participant or Guide tab.`,
    );
  });

  it('creates a new participant with a set-up link and adds them to the event', async () => {
    const server = serve();
    const user = userEvent.setup();
    const { dialog, onOpenChange } = open(EID);
    await user.click(within(dialog).getByRole('tab', { name: 'New participant' }));
    await fillNewParticipant(user, dialog, 'Welcome1x');
    expect(within(dialog).getByText(PASSWORD_HINT)).toBeTruthy();
    await user.click(within(dialog).getByRole('checkbox', { name: 'Send a set-up link' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add Participant' }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(sent(server.requests, 'POST', '/api/auth/register')[0]?.body).toEqual({
      accessLevel: 0,
      forename: 'Nia',
      surname: 'New',
      email: 'nia.new@example.test',
      password: 'Welcome1x',
      setupLink: true,
    });
    expect(sent(server.requests, 'POST', '/api/event/add_participant')[0]?.body).toEqual({
      uid: NEW_UID,
      eid: EID,
    });
  });

  it('refuses a weak password with the rule and sends nothing', async () => {
    const server = serve();
    const user = userEvent.setup();
    const { dialog } = open(EID);
    await user.click(within(dialog).getByRole('tab', { name: 'New participant' }));
    await fillNewParticipant(user, dialog, 'weakpass');
    await user.click(within(dialog).getByRole('button', { name: 'Add Participant' }));
    const password = within(dialog).getByLabelText(/^Password/);
    expect(password.getAttribute('aria-invalid')).toBe('true');
    expect(
      within(dialog).getByText(
        'Must contain at least one number and one uppercase and lowercase letter, and at least 8 or more characters',
      ).className,
    ).toBe('vs-field-error');
    expect(sent(server.requests, 'POST', '/api/auth/register')).toHaveLength(0);
  });

  it('says when the account was made but could not be added to the event', async () => {
    serve({ 'POST /api/event/add_participant': refused(409, 'This event is closed') });
    const user = userEvent.setup();
    const { dialog } = open(EID);
    await user.click(within(dialog).getByRole('tab', { name: 'New participant' }));
    await fillNewParticipant(user, dialog, 'Welcome1x');
    await user.click(within(dialog).getByRole('button', { name: 'Add Participant' }));
    await screen.findByText('User registered, but not added to the event: This event is closed');
  });
});

describe('AddParticipantDialog without an event', () => {
  it('offers only the new-participant form and registers without adding to any event', async () => {
    const server = serve();
    const user = userEvent.setup();
    const { dialog, onOpenChange, onDone } = open();
    expect(within(dialog).queryByRole('tab')).toBeNull();
    expect(within(dialog).queryByLabelText('Search participants and Guides')).toBeNull();
    await fillNewParticipant(user, dialog, 'Welcome1x');
    await user.click(within(dialog).getByRole('button', { name: 'Add Participant' }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(sent(server.requests, 'POST', '/api/auth/register')[0]?.body).toEqual({
      accessLevel: 0,
      forename: 'Nia',
      surname: 'New',
      email: 'nia.new@example.test',
      password: 'Welcome1x',
      setupLink: false,
    });
    expect(sent(server.requests, 'POST', '/api/event/add_participant')).toHaveLength(0);
    expect(sent(server.requests, 'GET', '/api/user/participants')).toHaveLength(0);
    expect(onDone).toHaveBeenCalled();
    expect(screen.getByText('User registered')).toBeTruthy();
  });

  it("keeps what was typed and shows the server's message when registering fails", async () => {
    serve({ 'POST /api/auth/register': refused(409, 'That email is already in use') });
    const user = userEvent.setup();
    const { dialog, onOpenChange } = open();
    await fillNewParticipant(user, dialog, 'Welcome1x');
    await user.click(within(dialog).getByRole('button', { name: 'Add Participant' }));
    await screen.findByText('That email is already in use');
    expect((within(dialog).getByLabelText(/^Email/) as HTMLInputElement).value).toBe('nia.new@example.test');
    expect(onOpenChange).not.toHaveBeenCalled();
  });

  it('shows "email taken" as it is, with no tab to point to', async () => {
    serve({ 'POST /api/auth/register': refused(409, EMAIL_TAKEN_MESSAGE) });
    const user = userEvent.setup();
    const { dialog } = open();
    expect(within(dialog).queryByLabelText(/^Participant's email/)).toBeNull();
    await fillNewParticipant(user, dialog, 'Welcome1x');
    await user.click(within(dialog).getByRole('button', { name: 'Add Participant' }));
    await screen.findByText(EMAIL_TAKEN_MESSAGE);
  });

  it('Cancel closes it', async () => {
    serve();
    const user = userEvent.setup();
    const { dialog, onOpenChange } = open();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });
});
