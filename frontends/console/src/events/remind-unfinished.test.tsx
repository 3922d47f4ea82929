import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { displayMoment } from '../dates.ts';
import { renderConsole } from '../testing/render-console.tsx';
import { refused } from '../testing/replies.ts';
import { EventDashboard } from './event-dashboard.tsx';
import { QUEUED_EMAIL_REFRESH_MS } from './event-view-query.ts';
import {
  dashboardServer,
  EID,
  eventState,
  loginEmailChip,
  PAT,
  REMINDED_AT,
  SAM,
} from './testing/dashboard-fixtures.ts';

const openDashboard = () => renderConsole(<EventDashboard eid={EID} />);

const remindButton = (count: number) => screen.findByRole('button', { name: `Remind unfinished (${count})` });

/** The person's Login Email cell: the envelope, and beside it the newest reminder (issue 31). */
const emailCellOf = async (name: string) => {
  const table = await screen.findByRole('table', { name: 'Participants of Spring Workshop' });
  const row = within(table)
    .getAllByRole('row')
    .find((candidate) => within(candidate).queryByRole('cell', { name: new RegExp(`^${name}`) }) !== null);
  if (!row) throw new Error(`no row for ${name}`);
  const cell = within(row)
    .getAllByRole('cell')
    .find((candidate) => candidate.querySelector('.vs-chip') !== null);
  if (!cell) throw new Error(`no Login Email cell for ${name}`);
  return cell;
};

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

describe('Remind unfinished', () => {
  it('asks first, naming how many, then reminds them, shows the reply and when each was reminded', async () => {
    const server = dashboardServer();
    const user = userEvent.setup();
    openDashboard();
    await user.click(await remindButton(2));
    const confirm = screen.getByRole('alertdialog', { name: 'Remind unfinished' });
    expect(
      within(confirm).getByText(
        'Send a reminder to the 2 participants who have not finished the pre-work and were not reminded in the last 12 hours? Each reminder carries a fresh logon link, and their earlier links stop working.',
      ),
    ).toBeTruthy();
    expect(server.sent('POST', '/api/event/remind')).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Send 2 reminders' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(server.sent('POST', '/api/event/remind')[0]?.body).toEqual({ eid: EID });
    await waitFor(() => expect(screen.getAllByText('2 reminders queued').length).toBeGreaterThan(0));
    expect(((await remindButton(0)) as HTMLButtonElement).disabled).toBe(true);
    const reminded = `Reminder on its way (${displayMoment(REMINDED_AT)})`;
    expect(within(await emailCellOf('Pat Lee')).getByText(reminded)).toBeTruthy();
    expect(within(await emailCellOf('Sam Ng')).getByText(reminded)).toBeTruthy();
  });

  it('sends nothing when the question is cancelled, and focus goes back to the button', async () => {
    const server = dashboardServer();
    const user = userEvent.setup();
    openDashboard();
    const button = await remindButton(2);
    await user.click(button);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(server.sent('POST', '/api/event/remind')).toHaveLength(0);
    await waitFor(() => expect(document.activeElement).toBe(button));
  });

  it('names one participant in the singular', async () => {
    dashboardServer({ state: eventState({ participants: [PAT], emailStates: ['sent'] }) });
    const user = userEvent.setup();
    openDashboard();
    await user.click(await remindButton(1));
    expect(
      screen.getByText(
        'Send a reminder to the 1 participant who have not finished the pre-work and were not reminded in the last 12 hours? Each reminder carries a fresh logon link, and their earlier links stop working.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Send 1 reminder' })).toBeTruthy();
  });

  it('is disabled when no one is left to remind, and shows a failed reminder as failed, with why', async () => {
    dashboardServer({
      state: eventState({
        participants: [PAT, { ...SAM, responseCompleted: [true, true, true, true] }],
        emailStates: ['sent', 'sent'],
        lastReminders: [{ at: REMINDED_AT, status: 'failed', failure: '550 5.1.1 unknown user' }, null],
      }),
    });
    openDashboard();
    expect(((await remindButton(0)) as HTMLButtonElement).disabled).toBe(true);
    expect(
      within(await emailCellOf('Pat Lee')).getByText(
        `Reminder failed ${displayMoment(REMINDED_AT)}: 550 5.1.1 unknown user`,
      ),
    ).toBeTruthy();
    expect(within(await emailCellOf('Sam Ng')).queryByText(/Remind/)).toBeNull();
  });

  it("shows a reminded person's reminder beside a logon email that reads 'not sent', once sent", async () => {
    dashboardServer({
      state: eventState({
        emailStates: ['sent', 'not-sent'],
        lastReminders: [null, { at: REMINDED_AT, status: 'sent' }],
      }),
    });
    openDashboard();
    const cell = await emailCellOf('Sam Ng');
    expect(within(cell).getByRole('button', { name: loginEmailChip('not-sent', 'Sam Ng') })).toBeTruthy();
    expect(within(cell).getByText(`Reminder sent ${displayMoment(REMINDED_AT)}`)).toBeTruthy();
    expect(within(await emailCellOf('Pat Lee')).queryByText(/Reminder/)).toBeNull();
  });

  it('looks again while a reminder is on its way, so it turns to sent without a reload', async () => {
    const server = dashboardServer({
      state: eventState({ lastReminders: [{ at: REMINDED_AT, status: 'queued' }, null] }),
    });
    openDashboard();
    const cell = await emailCellOf('Pat Lee');
    expect(within(cell).getByText(`Reminder on its way (${displayMoment(REMINDED_AT)})`)).toBeTruthy();
    server.state.lastReminders = [{ at: REMINDED_AT, status: 'sent' }, null];
    await waitFor(
      async () =>
        expect(
          within(await emailCellOf('Pat Lee')).getByText(`Reminder sent ${displayMoment(REMINDED_AT)}`),
        ).toBeTruthy(),
      { timeout: QUEUED_EMAIL_REFRESH_MS + 2000 },
    );
  });

  it('is disabled on a closed event', async () => {
    dashboardServer({ state: eventState({ status: 'closed' }) });
    openDashboard();
    expect(((await remindButton(2)) as HTMLButtonElement).disabled).toBe(true);
  });

  it("shows the server's message when reminding is refused", async () => {
    dashboardServer({
      routes: { 'POST /api/event/remind': refused(409, 'This event is closed and can no longer be changed') },
    });
    const user = userEvent.setup();
    openDashboard();
    await user.click(await remindButton(2));
    await user.click(screen.getByRole('button', { name: 'Send 2 reminders' }));
    await waitFor(() =>
      expect(screen.getAllByText('This event is closed and can no longer be changed').length).toBeGreaterThan(
        0,
      ),
    );
  });
});
