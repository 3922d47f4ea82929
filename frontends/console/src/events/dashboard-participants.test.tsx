import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { giveRowsHeight } from '../testing/dom.ts';
import { person } from '../testing/people.ts';
import type { SeenRequest } from '../testing/render-console.tsx';
import { renderConsole } from '../testing/render-console.tsx';
import { refused } from '../testing/replies.ts';
import { EventDashboard } from './event-dashboard.tsx';
import { QUEUED_EMAIL_REFRESH_MS } from './event-view-query.ts';
import { pagesToPrint } from './print-outputs.ts';
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

let downloads: string[] = [];

beforeEach(() => {
  downloads = [];
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:output');
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    downloads.push(this.download);
  });
});
afterEach(() => vi.restoreAllMocks());

/** The PDF the server streams for `page`, named as its content-disposition says. */
const pdfReply = (request: SeenRequest) => {
  const suffix = request.query.get('page') === 'mw' ? 'MeaningfulWork' : 'ValuesSystem';
  return {
    body: { pdf: true },
    headers: {
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="Pat_Lee-${suffix}.pdf"`,
    },
  };
};

const openDashboard = () => renderConsole(<EventDashboard eid={EID} />);

describe('the dashboard participant rows', () => {
  it('View opens the pre-work of the participant while the event is in Pre-work', async () => {
    dashboardServer();
    const user = userEvent.setup();
    openDashboard();
    await user.click(await screen.findByRole('button', { name: 'View Pat Lee' }));
    expect(screen.getByTestId('location').textContent).toBe(`/prework/${PAT.uid}`);
  });

  it('View opens the live session of the participant once the event is Live', async () => {
    dashboardServer({ state: eventState({ sessionAccess: 'Live' }) });
    const user = userEvent.setup();
    openDashboard();
    await user.click(await screen.findByRole('button', { name: 'View Sam Ng' }));
    expect(screen.getByTestId('location').textContent).toBe(`/live/${SAM.uid}`);
  });

  it('disables Print for someone with no pre-work step complete', async () => {
    dashboardServer();
    openDashboard();
    expect((await screen.findByRole('button', { name: 'Print Sam Ng' })).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: 'Print Pat Lee' }).hasAttribute('disabled')).toBe(false);
  });

  it('prints the pre-work PDF while the event is in Pre-work, named by the server', async () => {
    const server = dashboardServer({ routes: { 'GET /api/event/event_output': pdfReply } });
    const user = userEvent.setup();
    openDashboard();
    await user.click(await screen.findByRole('button', { name: 'Print Pat Lee' }));
    await waitFor(() => expect(downloads).toEqual(['Pat_Lee-ValuesSystem.pdf']));
    const asked = server.sent('GET', '/api/event/event_output');
    expect(asked.map((request) => [request.query.get('uid'), request.query.get('page')])).toEqual([
      [PAT.uid, 'prework'],
    ]);
  });

  it('prints the live PDF and the Meaningful Work sheet for a Live event when both have Meaningful Work', async () => {
    const server = dashboardServer({
      state: eventState({ sessionAccess: 'Live' }),
      viewer: guide(true),
      routes: { 'GET /api/event/event_output': pdfReply },
    });
    const user = userEvent.setup();
    openDashboard();
    const print = await screen.findByRole('button', { name: 'Print Pat Lee' });
    const release = holdNextRequest(server);
    await user.click(print);
    expect(print.getAttribute('aria-busy')).toBe('true');
    release();
    await waitFor(() =>
      expect(downloads).toEqual(['Pat_Lee-ValuesSystem.pdf', 'Pat_Lee-MeaningfulWork.pdf']),
    );
    expect(server.sent('GET', '/api/event/event_output').map((request) => request.query.get('page'))).toEqual(
      ['live', 'mw'],
    );
    await waitFor(() => expect(print.getAttribute('aria-busy')).toBeNull());
  });

  it('asks only for the pages the rule gives', () => {
    expect(pagesToPrint('Pre-work', true, true)).toEqual(['prework']);
    expect(pagesToPrint('Live', false, true)).toEqual(['live']);
    expect(pagesToPrint('Live', true, false)).toEqual(['live']);
    expect(pagesToPrint('Live', true, true)).toEqual(['live', 'mw']);
  });

  it("shows the server's message when a PDF fails and clears the busy state", async () => {
    dashboardServer({
      routes: { 'GET /api/event/event_output': refused(409, 'Nothing to print yet') },
    });
    const user = userEvent.setup();
    openDashboard();
    const print = await screen.findByRole('button', { name: 'Print Pat Lee' });
    await user.click(print);
    await screen.findByText('Nothing to print yet');
    await waitFor(() => expect(print.getAttribute('aria-busy')).toBeNull());
    expect(downloads).toEqual([]);
    expect(console.error).toHaveBeenCalled();
  });

  it('asks before removing someone, naming them, then sends PUT /api/event/remove_participant', async () => {
    const server = dashboardServer();
    const user = userEvent.setup();
    openDashboard();
    await user.click(await screen.findByRole('button', { name: 'Remove Sam Ng' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Remove Participant' });
    expect(
      within(confirm).getByText(
        `Remove Sam Ng (${SAM.email}) from Spring Workshop? Their account and their work stay, and they can be added to another event.`,
      ),
    ).toBeTruthy();
    await user.click(within(confirm).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(server.sent('PUT', '/api/event/remove_participant')[0]?.body).toEqual({ uid: SAM.uid, eid: EID });
    expect(screen.queryByRole('button', { name: 'Remove Sam Ng' })).toBeNull();
    expect(screen.getByText('Participant removed')).toBeTruthy();
  });

  it('confirms a first logon email to the name and address and sends the typed message as emailBody', async () => {
    const server = dashboardServer();
    const user = userEvent.setup();
    openDashboard();
    await user.click(await screen.findByRole('button', { name: loginEmailChip('not-sent', 'Sam Ng') }));
    const dialog = screen.getByRole('dialog', { name: 'Send login email' });
    expect(within(dialog).getByText(`To Sam Ng (${SAM.email})`)).toBeTruthy();
    await user.type(within(dialog).getByLabelText('Message (optional)'), 'See you on Friday!');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Send login email' })).toBeNull());
    expect(server.sent('POST', '/api/event/send_email')[0]?.body).toEqual({
      uid: SAM.uid,
      emailBody: 'See you on Friday!',
    });
    expect(screen.getByRole('button', { name: loginEmailChip('queued', 'Sam Ng') })).toBeTruthy();
    expect(screen.getByText('Email sent')).toBeTruthy();
  });

  it('shows an email on its way as such, and as sent once the server says it was delivered, without a reload', async () => {
    const server = dashboardServer({ state: eventState({ emailStates: ['sent', 'queued'] }) });
    openDashboard();
    await screen.findByRole('button', { name: loginEmailChip('queued', 'Sam Ng') });
    server.state.emailStates = ['sent', 'sent'];
    await screen.findByRole(
      'button',
      { name: loginEmailChip('sent', 'Sam Ng') },
      { timeout: QUEUED_EMAIL_REFRESH_MS + 2000 },
    );
  });

  it('shows an email that could not be delivered, and offers to send it again', async () => {
    const server = dashboardServer({
      state: eventState({ emailStates: ['sent', 'failed'], emailFailures: [null, '550 5.1.1 unknown user'] }),
    });
    const user = userEvent.setup();
    openDashboard();
    await user.click(
      await screen.findByRole('button', {
        name: loginEmailChip('failed', 'Sam Ng', '550 5.1.1 unknown user'),
      }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Resend login email' });
    await user.click(within(dialog).getByRole('button', { name: 'Resend' }));
    await waitFor(() => expect(server.sent('POST', '/api/event/send_email')).toHaveLength(1));
    expect(await screen.findByRole('button', { name: loginEmailChip('queued', 'Sam Ng') })).toBeTruthy();
  });

  it('says in its chip why a login email was not delivered, in words', async () => {
    dashboardServer({
      state: eventState({
        emailStates: ['failed', 'failed'],
        emailFailures: ['550 5.1.1 unknown user', null],
      }),
    });
    openDashboard();
    const chip = await screen.findByRole('button', {
      name: loginEmailChip('failed', 'Pat Lee', '550 5.1.1 unknown user'),
    });
    expect(chip.textContent).toContain('Failed: 550 5.1.1 unknown user');
    const other = await screen.findByRole('button', { name: loginEmailChip('failed', 'Sam Ng') });
    expect(other.getAttribute('data-tone')).toBe('danger');
  });

  it('says why a queued logon email is late while the server retries it', async () => {
    dashboardServer({
      state: eventState({
        emailStates: ['queued', 'queued'],
        emailFailures: ['retrying: The mail server could not be reached', null],
      }),
    });
    openDashboard();
    const icon = await screen.findByRole('button', {
      name: loginEmailChip('queued', 'Pat Lee'),
    });
    const cell = icon.closest('td') as HTMLElement;
    expect(within(cell).getByText('Delayed, retrying: The mail server could not be reached')).toBeTruthy();
    expect(screen.queryAllByText(/^Delayed/)).toHaveLength(1);
  });

  it('offers a resend once sent, and sends the template (no emailBody) when no message is typed', async () => {
    const server = dashboardServer();
    const user = userEvent.setup();
    openDashboard();
    await user.click(await screen.findByRole('button', { name: loginEmailChip('sent', 'Pat Lee') }));
    const dialog = screen.getByRole('dialog', { name: 'Resend login email' });
    await user.click(within(dialog).getByRole('button', { name: 'Resend' }));
    await waitFor(() => expect(server.sent('POST', '/api/event/send_email')).toHaveLength(1));
    expect(server.sent('POST', '/api/event/send_email')[0]?.body).toEqual({ uid: PAT.uid });
  });

  it('sends a logon email by keyboard alone', async () => {
    const server = dashboardServer();
    const user = userEvent.setup();
    openDashboard();
    const icon = await screen.findByRole('button', { name: loginEmailChip('not-sent', 'Sam Ng') });
    icon.focus();
    await user.keyboard('{Enter}');
    const dialog = screen.getByRole('dialog', { name: 'Send login email' });
    await user.tab();
    expect(document.activeElement).toBe(within(dialog).getByLabelText('Message (optional)'));
    await user.keyboard('Hello');
    await user.tab();
    await user.tab();
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Send' }));
    await user.keyboard('{Enter}');
    await waitFor(() => expect(server.sent('POST', '/api/event/send_email')).toHaveLength(1));
    expect(server.sent('POST', '/api/event/send_email')[0]?.body).toEqual({
      uid: SAM.uid,
      emailBody: 'Hello',
    });
  });

  it("keeps the dialog open with the server's message when sending fails", async () => {
    dashboardServer({ routes: { 'POST /api/event/send_email': refused(409, 'This event is closed') } });
    const user = userEvent.setup();
    openDashboard();
    await user.click(await screen.findByRole('button', { name: loginEmailChip('not-sent', 'Sam Ng') }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Send login email' })).getByRole('button', { name: 'Send' }),
    );
    await screen.findByText('This event is closed');
    expect(screen.getByRole('dialog', { name: 'Send login email' })).toBeTruthy();
  });

  it('lists many participants quickly enough (virtualised)', async () => {
    const many = Array.from({ length: 1000 }, (_, i) =>
      person(`p-${i}`, `Person${i}`, 'Many', { event: EID }),
    );
    dashboardServer({
      state: eventState({ participants: many, emailStates: many.map(() => 'not-sent' as const) }),
    });
    giveRowsHeight(61);
    openDashboard();
    await screen.findByText('1,000 participants · 0 with Meaningful Work');
    const table = screen.getByRole('table', { name: 'Participants of Spring Workshop' });
    expect(table.getAttribute('aria-rowcount')).toBe('1001');
    expect(within(table).getAllByRole('row').length).toBeLessThan(60);
  });
});
