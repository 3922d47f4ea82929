import { act, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, renderConsole } from '../../testing/render-console.tsx';
import { ok } from '../../testing/replies.ts';
import { LiveProgressSection } from './live-progress-section.tsx';

const EID = '00000000-0000-4000-8000-0000000000e1';
const NOW = new Date('2026-06-10T10:00:00.000Z');
const minutesAgo = (minutes: number) => new Date(NOW.getTime() - minutes * 60_000).toISOString();

const row = (overrides: Record<string, unknown>) => ({
  uid: 'u',
  forename: 'A',
  surname: 'B',
  prework: [true, true, true, true],
  liveStep: null,
  lastActiveAt: null,
  email: 'sent',
  idle: false,
  ...overrides,
});

const PAT = row({ uid: 'u-pat', forename: 'Pat', surname: 'Lee', liveStep: 1, lastActiveAt: minutesAgo(1) });
const SAM = row({ uid: 'u-sam', forename: 'Sam', surname: 'Ng', liveStep: 3, lastActiveAt: minutesAgo(7) });
const KIM = row({ uid: 'u-kim', forename: 'Kim', surname: 'Oh', prework: [true, true, false, false] });

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

const serve = (participants: unknown[], live = true) =>
  fakeServer({ 'GET /api/event/progress': ok({ participants, live, idleMinutes: 5 }) });

const table = () => screen.findByRole('table', { name: 'Progress of the participants of Spring Workshop' });
const names = async () =>
  within(await table())
    .getAllByRole('row')
    .slice(1)
    .map((r) => within(r).getAllByRole('cell')[0]?.textContent);
const rowOf = async (name: string) => {
  const found = within(await table())
    .getAllByRole('row')
    .find((r) => within(r).queryByRole('cell', { name }) !== null);
  if (!found) throw new Error(`no row for ${name}`);
  return within(found);
};

beforeEach(() => {
  vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
  FakeEventSource.last = null;
  vi.stubGlobal('EventSource', FakeEventSource);
});
afterEach(() => vi.useRealTimers());

const show = () => renderConsole(<LiveProgressSection eid={EID} eventName="Spring Workshop" />);

describe('LiveProgressSection', () => {
  it('shows the summary line and, per participant, pre-work, live step, last active and idleness in words', async () => {
    serve([PAT, SAM, KIM]);
    show();
    expect(
      await screen.findByText(
        '2 of 3 finished pre-work · Agreement 0 · Edit 1 · Reveal 0 · Output 1 · Meaningful Work 0 · 2 idle',
      ),
    ).toBeTruthy();
    const pat = await rowOf('Pat Lee');
    expect(pat.getByText('Edit')).toBeTruthy();
    expect(pat.getByText('1 minute ago')).toBeTruthy();
    expect(pat.getByText('Active')).toBeTruthy();
    expect(pat.getByText('4 of 4 pre-work steps complete')).toBeTruthy();
    const sam = await rowOf('Sam Ng');
    expect(sam.getByText('Output')).toBeTruthy();
    expect(sam.getByText('Idle')).toBeTruthy();
    const kim = await rowOf('Kim Oh');
    expect(kim.getByText('Not started')).toBeTruthy();
    expect(kim.getByText('Never')).toBeTruthy();
    expect(kim.getByText('2 of 4 pre-work steps complete')).toBeTruthy();
    expect(FakeEventSource.last?.url).toBe(`/api/event/progress/stream?eid=${EID}`);
  });

  it('shows no one idle before the live session', async () => {
    serve([PAT, SAM], false);
    show();
    expect(
      await screen.findByText(
        /^2 of 2 finished pre-work · Agreement 0 · Edit 1 · Reveal 0 · Output 1 · Meaningful Work 0$/,
      ),
    ).toBeTruthy();
    expect((await rowOf('Sam Ng')).getByText('Not live yet')).toBeTruthy();
  });

  it('filters to the idle and to those who have not finished pre-work, with the counts in the choices', async () => {
    serve([PAT, SAM, KIM]);
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
    serve([SAM, KIM, PAT]);
    const user = userEvent.setup();
    show();
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

  it('follows the stream: a changed row in place, a new one added, a removed one gone, a snapshot replacing all', async () => {
    const server = serve([PAT, SAM]);
    show();
    await rowOf('Pat Lee');
    const source = FakeEventSource.last;
    if (!source) throw new Error('no stream opened');
    source.emit('open', {});
    expect(await screen.findByText('Updating live')).toBeTruthy();
    source.emit('progress', { ...PAT, liveStep: 2, lastActiveAt: NOW.toISOString() });
    expect((await rowOf('Pat Lee')).getByText('Reveal')).toBeTruthy();
    source.emit('progress', KIM);
    expect(await names()).toEqual(['Pat Lee', 'Sam Ng', 'Kim Oh']);
    source.emit('removed', { uid: SAM.uid });
    expect(await names()).toEqual(['Pat Lee', 'Kim Oh']);
    source.emit('snapshot', { participants: [SAM], live: true, idleMinutes: 5, summary: {} });
    expect(await names()).toEqual(['Sam Ng']);
    expect(server.requests.filter((request) => request.path === '/api/event/progress')).toHaveLength(1);
  });

  it('says when it is reconnecting', async () => {
    serve([PAT]);
    show();
    await rowOf('Pat Lee');
    FakeEventSource.last?.emit('error', {});
    expect(await screen.findByText('Reconnecting to live updates…')).toBeTruthy();
  });
});
