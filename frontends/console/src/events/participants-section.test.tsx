import { act, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { person } from '../testing/people.ts';
import { renderConsole } from '../testing/render-console.tsx';
import { ok } from '../testing/replies.ts';
import { EventDashboard } from './event-dashboard.tsx';
import { dashboardServer, EID, eventState } from './testing/dashboard-fixtures.ts';

const NOW = new Date('2026-06-10T10:00:00.000Z');
const minutesAgo = (minutes: number) => new Date(NOW.getTime() - minutes * 60_000).toISOString();

const PAT = person('u-pat', 'Pat', 'Lee', { event: EID, responseCompleted: [true, true, true, true] });
const SAM = person('u-sam', 'Sam', 'Ng', { event: EID, responseCompleted: [true, true, true, true] });
const KIM = person('u-kim', 'Kim', 'Oh', { event: EID, responseCompleted: [true, true, false, false] });

/** A participant's progress row as `GET /api/event/progress` and its stream send it. */
const row = (who: typeof PAT, overrides: Record<string, unknown> = {}) => ({
  uid: who.uid,
  forename: who.forename,
  surname: who.surname,
  prework: who.responseCompleted,
  liveStep: null,
  lastActiveAt: null,
  email: 'sent',
  idle: false,
  ...overrides,
});

const PAT_ROW = row(PAT, { liveStep: 1, lastActiveAt: minutesAgo(1) });
const SAM_ROW = row(SAM, { liveStep: 3, lastActiveAt: minutesAgo(7) });
const KIM_ROW = row(KIM);

/** An EventSource stand-in: the test plays the server's events. */
class FakeEventSource extends EventTarget {
  static readonly CLOSED = 2;
  static last: FakeEventSource | null = null;
  readyState = 1;
  readonly url: string;
  constructor(url: string) {
    super();
    this.url = url;
    FakeEventSource.last = this;
  }
  close() {
    this.readyState = FakeEventSource.CLOSED;
  }
  emit(type: string, data: unknown) {
    act(() => {
      this.dispatchEvent(new MessageEvent(type, { data: JSON.stringify(data) }));
    });
  }
}

/** The event with `people` and their progress `rows` (live or in pre-work). */
const serve = (people: (typeof PAT)[], rows: unknown[], live = true) =>
  dashboardServer({
    state: eventState({
      participants: people,
      emailStates: people.map(() => 'sent' as const),
      sessionAccess: live ? 'Live' : 'Pre-work',
    }),
    routes: { 'GET /api/event/progress': ok({ participants: rows, live, idleMinutes: 5 }) },
  });

const show = () => renderConsole(<EventDashboard eid={EID} />);

const table = () => screen.findByRole('table', { name: 'Participants of Spring Workshop' });
const names = async () =>
  within(await table())
    .getAllByRole('row')
    .slice(1)
    .map((r) => r.querySelector('.vs-person-name')?.textContent);
const rowOf = async (name: string) => {
  const found = within(await table())
    .getAllByRole('row')
    .find((r) => r.querySelector('.vs-person-name')?.textContent === name);
  if (!found) throw new Error(`no row for ${name}`);
  return within(found);
};

beforeEach(() => {
  vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
  FakeEventSource.last = null;
  vi.stubGlobal('EventSource', FakeEventSource);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('the participants of the dashboard, with their progress (issue 14, one table)', () => {
  it('shows the summary line and, per participant once, pre-work, live step, last active and idleness in words', async () => {
    serve([PAT, SAM, KIM], [PAT_ROW, SAM_ROW, KIM_ROW]);
    show();
    expect(
      await screen.findByText(
        '2 of 3 finished pre-work · Agreement 0 · Edit 1 · Reveal 0 · Output 1 · Meaningful Work 0 · 2 idle',
      ),
    ).toBeTruthy();
    await waitFor(async () => expect((await rowOf('Pat Lee')).getByText('Edit')).toBeTruthy());
    const pat = await rowOf('Pat Lee');
    expect(pat.getByText('1 minute ago')).toBeTruthy();
    expect(pat.getByText('Active')).toBeTruthy();
    expect(pat.getAllByText('4 of 4 pre-work steps complete')).toHaveLength(1);
    const sam = await rowOf('Sam Ng');
    expect(sam.getByText('Output')).toBeTruthy();
    expect(sam.getByText('Idle')).toBeTruthy();
    const kim = await rowOf('Kim Oh');
    expect(kim.getByText('Not started')).toBeTruthy();
    expect(kim.getByText('Not active yet')).toBeTruthy();
    expect(kim.getByText('2 of 4 pre-work steps complete')).toBeTruthy();
    expect(FakeEventSource.last?.url).toBe(`/api/event/progress/stream?eid=${EID}`);
  });

  it('shows no one idle before the live session', async () => {
    serve([PAT, SAM], [PAT_ROW, SAM_ROW], false);
    show();
    expect(
      await screen.findByText(
        /^2 of 2 finished pre-work · Agreement 0 · Edit 1 · Reveal 0 · Output 1 · Meaningful Work 0$/,
      ),
    ).toBeTruthy();
    expect((await rowOf('Sam Ng')).getByText('Not live yet')).toBeTruthy();
  });

  it('filters to the idle and to those who have not finished pre-work, with the counts in the choices', async () => {
    serve([PAT, SAM, KIM], [PAT_ROW, SAM_ROW, KIM_ROW]);
    const user = userEvent.setup();
    show();
    const filter = (await screen.findByLabelText('Show')) as HTMLSelectElement;
    expect([...filter.options].map((option) => option.text)).toEqual([
      'All participants (3)',
      'Idle (2)',
      'Pre-work not finished (1)',
    ]);
    await user.selectOptions(filter, 'idle');
    expect(await names()).toEqual(['Sam Ng', 'Kim Oh']);
    await user.selectOptions(filter, 'unfinished');
    expect(await names()).toEqual(['Kim Oh']);
  });

  it('sorts by live step from the keyboard', async () => {
    serve([SAM, KIM, PAT], [SAM_ROW, KIM_ROW, PAT_ROW]);
    const user = userEvent.setup();
    show();
    await screen.findByText(/finished pre-work/);
    const header = within(await table()).getByRole('button', { name: /Live step/ });
    header.focus();
    await user.keyboard('{Enter}');
    // Numbers sort from the highest first: the furthest along on top, those not started last.
    expect(await names()).toEqual(['Sam Ng', 'Pat Lee', 'Kim Oh']);
    expect(
      within(await table())
        .getByRole('columnheader', { name: /Live step/ })
        .getAttribute('aria-sort'),
    ).toBe('descending');
  });

  it('follows the stream: a changed row in place; someone added or removed reads the event again', async () => {
    const server = serve([PAT, SAM], [PAT_ROW, SAM_ROW]);
    show();
    await rowOf('Pat Lee');
    const source = FakeEventSource.last;
    if (!source) throw new Error('no stream opened');
    source.emit('open', {});
    expect(await screen.findByText('Updating live')).toBeTruthy();
    source.emit('progress', { ...PAT_ROW, liveStep: 2, lastActiveAt: NOW.toISOString() });
    expect((await rowOf('Pat Lee')).getByText('Reveal')).toBeTruthy();
    server.state.participants = [PAT, SAM, KIM];
    server.state.emailStates = ['sent', 'sent', 'not-sent'];
    source.emit('progress', KIM_ROW);
    await waitFor(async () => expect(await names()).toEqual(['Pat Lee', 'Sam Ng', 'Kim Oh']));
    server.state.participants = [PAT, KIM];
    server.state.emailStates = ['sent', 'not-sent'];
    source.emit('removed', { uid: SAM.uid });
    await waitFor(async () => expect(await names()).toEqual(['Pat Lee', 'Kim Oh']));
    expect(server.requests.filter((request) => request.path === '/api/event/progress')).toHaveLength(1);
  });

  it('says when it is reconnecting', async () => {
    serve([PAT], [PAT_ROW]);
    show();
    await rowOf('Pat Lee');
    FakeEventSource.last?.emit('error', {});
    expect(await screen.findByText('Reconnecting to live updates…')).toBeTruthy();
  });
});
