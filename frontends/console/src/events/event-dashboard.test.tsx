import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { person } from '../testing/people.ts';
import { renderConsole } from '../testing/render-console.tsx';
import { ok, refused } from '../testing/replies.ts';
import { EventDashboard } from './event-dashboard.tsx';
import {
  dashboardServer,
  EID,
  eventState,
  guide,
  holdNextRequest,
  loginEmailChip,
  PAT,
  SAM,
} from './testing/dashboard-fixtures.ts';

/** The dashboard page at /events/<eid>; other addresses show their path (data-testid="location"). */
const openDashboard = () => renderConsole(<EventDashboard eid={EID} />, `/events/${EID}`, '/events/:eid');

/** The page, titled with the event's name. */
const dashboard = async () => {
  const heading = await screen.findByRole('heading', { level: 1, name: 'Spring Workshop' });
  return heading.closest('article') as HTMLElement;
};

const settings = async () => screen.findByRole('region', { name: 'Event settings' });

const participantsTable = async () => screen.findByRole('table', { name: 'Participants of Spring Workshop' });

const rowOf = async (name: string) => {
  const table = await participantsTable();
  const row = within(table)
    .getAllByRole('row')
    .find((candidate) => within(candidate).queryByRole('cell', { name: new RegExp(`^${name}`) }) !== null);
  if (!row) throw new Error(`no row for ${name}`);
  return row;
};

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

describe('EventDashboard', () => {
  it('is a page titled with the event name, its date, state and facilitator, its settings and participants', async () => {
    const server = dashboardServer();
    openDashboard();
    const page = await dashboard();
    expect(within(page).getByText('20 Mar 2027')).toBeTruthy();
    expect(within(page).getByText('Pre-work', { selector: '.vs-chip' })).toBeTruthy();
    expect(within(page).getByRole('link', { name: 'Active Events' }).getAttribute('href')).toBe('/');
    expect(within(page).getByRole('link', { name: 'Team output' }).getAttribute('href')).toBe(
      '/?tab=team-output&search=Spring+Workshop',
    );
    // One primary action in the head.
    expect(page.querySelectorAll('.vs-event-head .vs-button-primary')).toHaveLength(1);
    const dialog = await settings();
    expect((within(dialog).getByLabelText(/^Name/) as HTMLInputElement).value).toBe('Spring Workshop');
    expect((within(dialog).getByLabelText(/^Event Date/) as HTMLInputElement).value).toBe('2027-03-20');
    expect((within(dialog).getByLabelText(/^Access Close/) as HTMLInputElement).value).toBe('2027-04-20');
    const type = within(dialog).getByLabelText(/^Event Type/) as HTMLSelectElement;
    expect([...type.options].map((option) => [option.value, option.text])).toEqual([
      ['Reg', 'Regular'],
      ['Non-reg', 'Discount'],
    ]);
    expect(type.value).toBe('Reg');
    const access = within(dialog).getByLabelText(/^Session Access/) as HTMLSelectElement;
    expect([...access.options].map((option) => option.text)).toEqual(['Pre-work', 'Live']);
    expect(within(page).getByText('Facilitator: Gina Guide')).toBeTruthy();
    const table = await participantsTable();
    for (const name of ['Name', 'MW Access', 'Login Email', 'Pre-work', 'Live step', 'Activity'])
      expect(within(table).getByRole('columnheader', { name: new RegExp(`^${name}`) })).toBeTruthy();
    expect(within(await rowOf('Pat Lee')).getByText(PAT.email)).toBeTruthy();
    expect(server.sent('GET', '/api/event')[0]?.query.get('eid')).toBe(EID);
  });

  it('says in words how many take part and how many have Meaningful Work, and shows MW Access boxes', async () => {
    dashboardServer({ viewer: guide(true) });
    openDashboard();
    expect(await screen.findByText('2 participants · 1 with Meaningful Work')).toBeTruthy();
    expect(
      (screen.getByRole('checkbox', { name: 'MW Access for Pat Lee' }) as HTMLInputElement).checked,
    ).toBe(true);
    expect((screen.getByRole('checkbox', { name: 'MW Access for Sam Ng' }) as HTMLInputElement).checked).toBe(
      false,
    );
  });

  it('shows the MW count but no MW Access column to a user without Meaningful Work', async () => {
    const server = dashboardServer({ viewer: guide(false) });
    openDashboard();
    await waitFor(() => expect(server.sent('GET', '/api/user/info')).toHaveLength(1));
    expect(await screen.findByText('2 participants · 1 with Meaningful Work')).toBeTruthy();
    const table = await participantsTable();
    expect(within(table).queryByRole('columnheader', { name: /MW Access/ })).toBeNull();
    expect(screen.queryByRole('checkbox', { name: /MW Access/ })).toBeNull();
  });

  it("offers a Guide no MW box on a Guide's row (their own included), which the server refuses", async () => {
    const viewer = guide(true);
    const ownRow = { ...viewer, event: EID };
    dashboardServer({
      viewer,
      state: eventState({ participants: [PAT, SAM, ownRow], emailStates: ['sent', 'not-sent', 'not-sent'] }),
    });
    openDashboard();
    await screen.findByRole('checkbox', { name: 'MW Access for Sam Ng' });
    expect(screen.getByRole('checkbox', { name: 'MW Access for Pat Lee' })).toBeTruthy();
    expect(screen.queryByRole('checkbox', { name: 'MW Access for Gina Guide' })).toBeNull();
    expect(within(await rowOf('Gina Guide')).getByText('Yes')).toBeTruthy();
  });

  it("offers a super-admin the MW box on a Guide's row too", async () => {
    const admin = person('a-1', 'Ada', 'Admin', { accessLevel: 2, mwEnabled: true });
    const otherGuide = person('g-2', 'Olga', 'Other', { accessLevel: 1, event: EID });
    dashboardServer({
      viewer: admin,
      state: eventState({ participants: [PAT, otherGuide], emailStates: ['sent', 'not-sent'] }),
    });
    openDashboard();
    expect(await screen.findByRole('checkbox', { name: 'MW Access for Olga Other' })).toBeTruthy();
  });

  it('toggles MW access with PUT /api/user/update_mw and refreshes the count', async () => {
    const server = dashboardServer();
    const user = userEvent.setup();
    openDashboard();
    await user.click(await screen.findByRole('checkbox', { name: 'MW Access for Sam Ng' }));
    await waitFor(() => expect(server.sent('PUT', '/api/user/update_mw')).toHaveLength(1));
    expect(server.sent('PUT', '/api/user/update_mw')[0]?.body).toEqual({ uid: SAM.uid, mwEnabled: true });
    expect(await screen.findByText('2 participants · 2 with Meaningful Work')).toBeTruthy();
    expect((screen.getByRole('checkbox', { name: 'MW Access for Sam Ng' }) as HTMLInputElement).checked).toBe(
      true,
    );
    expect(screen.getByText('Meaningful Work access updated')).toBeTruthy();
  });

  it("puts the MW box back and shows the server's message when the change is refused", async () => {
    const server = dashboardServer({
      routes: { 'PUT /api/user/update_mw': refused(403, 'Only super-admins may change a Guide') },
    });
    const user = userEvent.setup();
    openDashboard();
    const box = (await screen.findByRole('checkbox', { name: 'MW Access for Sam Ng' })) as HTMLInputElement;
    const release = holdNextRequest(server);
    await user.click(box);
    expect(box.checked).toBe(true);
    expect(box.getAttribute('aria-busy')).toBe('true');
    release();
    await screen.findByText('Only super-admins may change a Guide');
    await waitFor(() => expect(box.checked).toBe(false));
  });

  it("shows each login email as a chip with its word, 'Sent' or 'Not sent', named for the person", async () => {
    dashboardServer();
    openDashboard();
    const sent = await screen.findByRole('button', { name: loginEmailChip('sent', 'Pat Lee') });
    expect(sent.textContent).toBe('Sent');
    expect(sent.getAttribute('data-tone')).toBe('success');
    const unsent = screen.getByRole('button', { name: loginEmailChip('not-sent', 'Sam Ng') });
    expect(unsent.textContent).toBe('Not sent');
  });

  it('shows each pre-work progress as text', async () => {
    dashboardServer();
    openDashboard();
    expect(within(await rowOf('Pat Lee')).getByText('2 of 4 pre-work steps complete')).toBeTruthy();
    expect(within(await rowOf('Sam Ng')).getByText('0 of 4 pre-work steps complete')).toBeTruthy();
  });

  it('saves the details with PUT /api/event/update; a new event date moves access close a month on', async () => {
    const server = dashboardServer();
    const user = userEvent.setup();
    openDashboard();
    const dialog = await settings();
    const name = within(dialog).getByLabelText(/^Name/);
    await user.clear(name);
    await user.type(name, 'Spring Retreat');
    const date = within(dialog).getByLabelText(/^Event Date/) as HTMLInputElement;
    await user.clear(date);
    await user.type(date, '2027-05-31');
    expect((within(dialog).getByLabelText(/^Access Close/) as HTMLInputElement).value).toBe('2027-06-30');
    await user.selectOptions(within(dialog).getByLabelText(/^Event Type/), 'Discount');
    await user.selectOptions(within(dialog).getByLabelText(/^Session Access/), 'Live');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(server.sent('PUT', '/api/event/update')).toHaveLength(1));
    expect(server.sent('PUT', '/api/event/update')[0]?.body).toEqual({
      eid: EID,
      eventName: 'Spring Retreat',
      eventDate: '2027-05-31',
      accessClose: '2027-06-30',
      eventType: 'Non-reg',
      sessionAccess: 'Live',
      timeZone: 'Europe/Berlin',
      autoRemindDays: null,
    });
    await screen.findByText('Event updated');
    await screen.findByRole('heading', { level: 1, name: 'Spring Retreat' });
  });

  it('saves an automatic reminder with the details, and turns it off again', async () => {
    const server = dashboardServer({ state: eventState({ autoRemindDays: 3 }) });
    const user = userEvent.setup();
    openDashboard();
    const dialog = await settings();
    const reminder = within(dialog).getByLabelText(/^Automatic Reminder/) as HTMLSelectElement;
    expect(reminder.value).toBe('3');
    expect([...reminder.options].map((option) => option.text)).toEqual([
      'None',
      '1 day before',
      '2 days before',
      '3 days before',
      '5 days before',
      '7 days before',
      '14 days before',
    ]);
    await user.selectOptions(reminder, '7 days before');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(server.sent('PUT', '/api/event/update')).toHaveLength(1));
    expect(server.sent('PUT', '/api/event/update')[0]?.body).toMatchObject({ autoRemindDays: 7 });
    await screen.findByText('Event updated');
    await user.selectOptions(within(dialog).getByLabelText(/^Automatic Reminder/), 'None');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(server.sent('PUT', '/api/event/update')).toHaveLength(2));
    expect(server.sent('PUT', '/api/event/update')[1]?.body).toMatchObject({ autoRemindDays: null });
  });

  it('keeps a number of days set through the API among the choices', async () => {
    dashboardServer({ state: eventState({ autoRemindDays: 10 }) });
    openDashboard();
    const reminder = within(await settings()).getByLabelText(/^Automatic Reminder/) as HTMLSelectElement;
    expect(reminder.value).toBe('10');
    expect(reminder.selectedOptions[0]?.text).toBe('10 days before');
  });

  it("shows the server's message when saving fails and keeps what was typed", async () => {
    dashboardServer({
      routes: { 'PUT /api/event/update': refused(400, 'Access close must not be before the event date') },
    });
    const user = userEvent.setup();
    openDashboard();
    const dialog = await settings();
    const close = within(dialog).getByLabelText(/^Access Close/) as HTMLInputElement;
    await user.clear(close);
    await user.type(close, '2027-01-01');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await screen.findByText('Access close must not be before the event date');
    expect(close.value).toBe('2027-01-01');
    expect(console.error).toHaveBeenCalled();
  });

  it('Discard changes puts the saved details back without saving', async () => {
    const server = dashboardServer();
    const user = userEvent.setup();
    openDashboard();
    const dialog = await settings();
    const discard = within(dialog).getByRole('button', { name: 'Discard changes' }) as HTMLButtonElement;
    expect(discard.disabled).toBe(true);
    const name = within(dialog).getByLabelText(/^Name/) as HTMLInputElement;
    await user.type(name, ' Extra');
    await user.click(discard);
    expect(name.value).toBe('Spring Workshop');
    expect(discard.disabled).toBe(true);
    expect(server.sent('PUT', '/api/event/update')).toHaveLength(0);
  });

  it("asks with the spec's exact text before closing the event, then closes it and returns to the list", async () => {
    const server = dashboardServer();
    const user = userEvent.setup();
    openDashboard();
    await user.click(await screen.findByRole('button', { name: 'Close Event' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Close Event' });
    expect(
      within(confirm).getByText(
        "Are you sure you want to close event Spring Workshop? This will move the event to the 'Expired Events' page and you and all participants will no longer be able to view their responses.",
      ),
    ).toBeTruthy();
    await user.click(within(confirm).getByRole('button', { name: 'Close Event' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/'));
    expect(server.sent('PUT', '/api/event/facilitatorclose')[0]?.body).toEqual({ eid: EID });
    expect(screen.getByText('Event closed')).toBeTruthy();
  });

  it('keeps the event open when closing is cancelled', async () => {
    const server = dashboardServer();
    const user = userEvent.setup();
    openDashboard();
    await user.click(await screen.findByRole('button', { name: 'Close Event' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(server.sent('PUT', '/api/event/facilitatorclose')).toHaveLength(0);
    expect(screen.getByRole('heading', { level: 1, name: 'Spring Workshop' })).toBeTruthy();
  });

  it('sends all logon emails, announcing progress, then showing the server message once (in the popup) and beside the button, and turns the icons', async () => {
    const server = dashboardServer();
    const user = userEvent.setup();
    openDashboard();
    await screen.findByRole('button', { name: loginEmailChip('not-sent', 'Sam Ng') });
    const release = holdNextRequest(server);
    await user.click(screen.getByRole('button', { name: 'Send all login emails' }));
    const status = screen.getByText('Sending login emails…');
    expect(status.getAttribute('aria-live')).toBe('polite');
    expect(screen.getByRole('button', { name: 'Send all login emails' }).getAttribute('aria-busy')).toBe(
      'true',
    );
    release();
    await waitFor(() => expect(status.textContent).toBe(''));
    const shown = screen.getAllByText('1 login emails queued');
    expect(shown.map((node) => node.closest('[aria-live]') !== null).sort()).toEqual([false, true]);
    expect(server.sent('POST', '/api/event/send_emails')[0]?.body).toEqual({ eid: EID });
    expect(screen.getByRole('button', { name: loginEmailChip('queued', 'Sam Ng') })).toBeTruthy();
  });

  it("shows the server's message when sending all fails", async () => {
    dashboardServer({ routes: { 'POST /api/event/send_emails': refused(409, 'This event is closed') } });
    const user = userEvent.setup();
    openDashboard();
    await user.click(await screen.findByRole('button', { name: 'Send all login emails' }));
    await waitFor(() => expect(screen.getAllByText('This event is closed').length).toBeGreaterThan(0));
  });

  it("shows the server's message when the event cannot be loaded", async () => {
    dashboardServer({ routes: { 'GET /api/event': refused(404, 'Event not found') } });
    openDashboard();
    await screen.findByRole('heading', { level: 1, name: 'Event Dashboard' });
    await waitFor(() => expect(screen.getAllByText('Event not found').length).toBeGreaterThan(0));
  });

  it('says so when the event has no participants', async () => {
    dashboardServer({ state: eventState({ participants: [], emailStates: [] }) });
    openDashboard();
    await screen.findByText("This event has no participants yet. Add one with the 'Add Participant' button.");
    expect(screen.getByText('0 participants · 0 with Meaningful Work')).toBeTruthy();
  });

  it('opens the Add Participant dialog for this event', async () => {
    dashboardServer({
      routes: {
        'GET /api/user/participants': ok({ users: [], total: 0 }),
        'GET /api/user/facilitators': ok({ users: [], total: 0 }),
      },
    });
    const user = userEvent.setup();
    openDashboard();
    await user.click(await screen.findByRole('button', { name: 'Add Participant' }));
    expect(screen.getByRole('dialog', { name: 'Add Participant' })).toBeTruthy();
  });
});
