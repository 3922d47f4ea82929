import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { popupShows } from '../testing/dom.ts';
import { captureDownloads } from '../testing/downloads.ts';
import { SUPER_ADMIN } from '../testing/people.ts';
import { fakeServer, renderConsole } from '../testing/render-console.tsx';
import { listRoute, ok, refused } from '../testing/replies.ts';
import { AddEventDialog } from './add-event-dialog.tsx';
import { EventDashboard } from './event-dashboard.tsx';
import { FOLLOW_UP_PROBLEMS, parseFollowUpDays } from './follow-up-days-field.tsx';
import { dashboardServer, EID, eventState } from './testing/dashboard-fixtures.ts';

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

describe('parseFollowUpDays', () => {
  it.each([
    ['', []],
    ['30', [30]],
    [' 30, 90 ', [30, 90]],
    ['0.5,7,30,90', [0.5, 7, 30, 90]],
    ['30, 90,', [30, 90]],
  ])('reads %j as %j', (text, days) => {
    expect(parseFollowUpDays(text)).toEqual({ days });
  });

  it.each([
    ['30 90', 'format'],
    ['thirty', 'format'],
    ['-30', 'format'],
    ['90, 30', 'ascending'],
    ['30, 30', 'ascending'],
    ['0', 'outOfRange'],
    ['800', 'outOfRange'],
    ['1, 2, 3, 4, 5', 'tooMany'],
  ])('refuses %j: %s', (text, problem) => {
    expect(parseFollowUpDays(text)).toEqual({ problem });
  });
});

describe("the event settings' follow-up points", () => {
  /** The dashboard page's settings section, where the event's details are edited. */
  const open = async () => {
    renderConsole(<EventDashboard eid={EID} />, `/events/${EID}`, '/events/:eid');
    return screen.findByRole('region', { name: 'Event settings' });
  };

  it('shows the saved points and saves the changed ones with the details', async () => {
    const server = dashboardServer({ state: eventState({ followUpDays: [30, 90] }) });
    const dialog = await open();
    const field = within(dialog).getByLabelText(/^Follow-up after \(days\)/) as HTMLInputElement;
    expect(field.value).toBe('30, 90');
    fireEvent.change(field, { target: { value: '14, 60, 180' } });
    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(server.sent('PUT', '/api/event/update')).toHaveLength(1));
    expect(server.sent('PUT', '/api/event/update')[0]?.body).toMatchObject({ followUpDays: [14, 60, 180] });
  });

  it('sends no follow-up points when they were not changed', async () => {
    const server = dashboardServer({ state: eventState({ followUpDays: [30] }) });
    const dialog = await open();
    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(server.sent('PUT', '/api/event/update')).toHaveLength(1));
    expect(server.sent('PUT', '/api/event/update')[0]?.body).not.toHaveProperty('followUpDays');
  });

  it('names a problem at the field, focuses it and saves nothing', async () => {
    const server = dashboardServer();
    const dialog = await open();
    const field = within(dialog).getByLabelText(/^Follow-up after \(days\)/) as HTMLInputElement;
    fireEvent.change(field, { target: { value: '90, 30' } });
    expect(within(dialog).getByText(String(FOLLOW_UP_PROBLEMS.ascending.defaultMessage))).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(document.activeElement).toBe(field);
    expect(server.sent('PUT', '/api/event/update')).toEqual([]);
  });
});

describe("the dashboard's follow-up points", () => {
  it('shows each point with how many answered, the alignment change from three answers on', async () => {
    dashboardServer({
      state: eventState({ followUpDays: [30, 90] }),
      routes: {
        'GET /api/event/followup_report': ok({
          points: [
            { days: 30, asked: 12, answered: 5, meanAlignmentChange: 4.2, values: [] },
            { days: 90, asked: 0, answered: 0, meanAlignmentChange: null, values: [] },
          ],
        }),
      },
    });
    renderConsole(<EventDashboard eid={EID} />, `/events/${EID}`, '/events/:eid');
    const section = await screen.findByRole('region', { name: 'Follow-ups' });
    expect(
      within(section)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'After 30 days: 5 of 12 answered, alignment +4.2 points on average',
      'After 90 days: not yet sent',
    ]);
  });

  const REPORT = ok({
    points: [{ days: 30, asked: 12, answered: 5, meanAlignmentChange: 4.2, values: [] }],
  });

  it('downloads the impact report under the name the server gives, busy until it arrives', async () => {
    const names = captureDownloads();
    const server = dashboardServer({
      state: eventState({ followUpDays: [30] }),
      routes: {
        'GET /api/event/followup_report': REPORT,
        'GET /api/event/followup_report_pdf': {
          body: {},
          headers: { 'content-disposition': 'attachment; filename="Spring Workshop 2026-06-10 Impact.pdf"' },
        },
      },
    });
    renderConsole(<EventDashboard eid={EID} />, `/events/${EID}`, '/events/:eid');
    const section = await screen.findByRole('region', { name: 'Follow-ups' });
    const button = within(section).getByRole('button', { name: 'Download impact report' });
    button.focus();
    await userEvent.setup().keyboard('{Enter}');
    await waitFor(() => expect(names).toEqual(['Spring Workshop 2026-06-10 Impact.pdf']));
    await waitFor(() => expect(button.getAttribute('aria-busy')).toBeNull());
    expect(
      server.requests
        .filter((r) => r.path === '/api/event/followup_report_pdf')
        .map((r) => r.query.get('eid')),
    ).toEqual([EID]);
  });

  it("shows the server's message when the report cannot be made, and frees the button", async () => {
    const names = captureDownloads();
    dashboardServer({
      state: eventState({ followUpDays: [30] }),
      routes: {
        'GET /api/event/followup_report': REPORT,
        'GET /api/event/followup_report_pdf': refused(503, 'PDFs cannot be made on this server right now.'),
      },
    });
    renderConsole(<EventDashboard eid={EID} />, `/events/${EID}`, '/events/:eid');
    const section = await screen.findByRole('region', { name: 'Follow-ups' });
    const button = within(section).getByRole('button', { name: 'Download impact report' });
    await userEvent.setup().click(button);
    await popupShows('PDFs cannot be made on this server right now.');
    expect(button.getAttribute('aria-busy')).toBeNull();
    expect(names).toEqual([]);
  });

  it('is not shown, nor asked for, for an event without follow-ups', async () => {
    const server = dashboardServer();
    renderConsole(<EventDashboard eid={EID} />, `/events/${EID}`, '/events/:eid');
    await screen.findByRole('heading', { level: 1, name: 'Spring Workshop' });
    expect(screen.queryByRole('region', { name: 'Follow-ups' })).toBeNull();
    expect(server.requests.filter((r) => r.path === '/api/event/followup_report')).toEqual([]);
  });
});

describe("the Add Event dialog's follow-up points", () => {
  const serve = () =>
    fakeServer({
      'GET /api/user/info': ok({ user: SUPER_ADMIN }),
      'GET /api/user/facilitators': ok({ users: [], total: 0 }),
      'GET /api/user/participants': listRoute([]),
      'POST /api/event/create': { status: 201, ...ok({ message: 'Event created' }) },
    });
  const creates = (server: ReturnType<typeof serve>) =>
    server.requests.filter((request) => request.path === '/api/event/create').map((request) => request.body);

  it('creates the event with the typed points', async () => {
    const server = serve();
    renderConsole(<AddEventDialog accessLevel={2} open onOpenChange={vi.fn()} />);
    fireEvent.change(screen.getByLabelText(/^Name/), { target: { value: 'Spring Workshop' } });
    fireEvent.change(screen.getByLabelText(/^Follow-up after \(days\)/), { target: { value: '30, 90' } });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(creates(server)).toHaveLength(1));
    expect(creates(server)[0]).toMatchObject({ eventName: 'Spring Workshop', followUpDays: [30, 90] });
  });

  it('sends nothing while the points have a problem', async () => {
    const server = serve();
    renderConsole(<AddEventDialog accessLevel={2} open onOpenChange={vi.fn()} />);
    fireEvent.change(screen.getByLabelText(/^Name/), { target: { value: 'Spring Workshop' } });
    const field = screen.getByLabelText(/^Follow-up after \(days\)/);
    fireEvent.change(field, { target: { value: '90, 30' } });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Save' }));
    expect(document.activeElement).toBe(field);
    expect(creates(server)).toEqual([]);
  });

  it("words the domain's bounds at the field", () => {
    serve();
    renderConsole(<AddEventDialog accessLevel={2} open onOpenChange={vi.fn()} />);
    const field = screen.getByLabelText(/^Follow-up after \(days\)/);
    fireEvent.change(field, { target: { value: '800' } });
    expect(
      screen.getByText('Each follow-up must be more than 0 and at most 730 days after the event'),
    ).toBeTruthy();
    fireEvent.change(field, { target: { value: '1, 2, 3, 4, 5' } });
    expect(screen.getByText('An event can have at most 4 follow-ups')).toBeTruthy();
  });
});
