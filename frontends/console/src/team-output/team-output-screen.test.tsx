import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { popupShows } from '../testing/dom.ts';
import { SUPER_ADMIN } from '../testing/people.ts';
import { fakeServer, renderConsole } from '../testing/render-console.tsx';
import { ok } from '../testing/replies.ts';
import { TeamOutputScreen } from './team-output-screen.tsx';
import { makeTeamPdf } from './team-pdf.ts';

vi.mock('./team-pdf.ts', () => ({
  makeTeamPdf: vi.fn(),
  preloadPdfTools: vi.fn(() => Promise.resolve()),
}));

const makePdf = vi.mocked(makeTeamPdf);
/** The PDF is made in the viewer's language: the console's locale and messages. */

const ranked = (who: string) => Array.from({ length: 10 }, (_, index) => `${who} value ${index + 1}`);
const defined = (who: string) => Array.from({ length: 10 }, (_, index) => `${who} description ${index + 1}`);

const LEADERS = {
  eid: 'e1',
  eventName: 'Leaders Day',
  sessionAccess: 'Live',
  participants: [
    {
      uid: 'u1',
      forename: 'Ada',
      surname: 'Lovelace',
      values: ranked('Ada'),
      originalIndexes: ranked('Ada').map(() => -1),
      descriptions: defined('Ada'),
      alignment: 64,
    },
    {
      uid: 'u2',
      forename: 'Alan',
      surname: 'Turing',
      values: [],
      originalIndexes: [],
      descriptions: [],
      alignment: null,
    },
  ],
  averageAlignment: 64,
};
const BOARD = {
  eid: 'e2',
  eventName: 'Board Retreat',
  sessionAccess: 'Pre-work',
  participants: [],
  averageAlignment: null,
};
const SPRING = {
  eid: 'e3',
  eventName: 'Spring Offsite',
  sessionAccess: 'Pre-work',
  participants: [
    {
      uid: 'u3',
      forename: 'Grace',
      surname: 'Hopper',
      values: ranked('Grace'),
      originalIndexes: ranked('Grace').map(() => -1),
      descriptions: defined('Grace'),
      alignment: null,
    },
  ],
  averageAlignment: null,
};

const serveTeamOutput = (teamOutput: readonly unknown[] = [LEADERS, BOARD, SPRING]) =>
  fakeServer({
    'GET /api/event/team_output': {
      body: { success: true, message: `${teamOutput.length} events`, team_output: teamOutput },
    },
  });

const card = (title: string) => screen.findByRole('article', { name: title });
const searchBox = () => screen.getByRole('searchbox', { name: 'Search events' });
const cardTitles = () =>
  screen.queryAllByRole('article').map((article) => article.querySelector('h3')?.textContent);

beforeEach(() => {
  makePdf.mockReset().mockResolvedValue(undefined);
});
afterEach(() => vi.restoreAllMocks());

describe('TeamOutputScreen', () => {
  it('shows each event as a card titled with its session access in round brackets', async () => {
    serveTeamOutput();
    renderConsole(<TeamOutputScreen />);
    await card('Leaders Day (Live)');
    expect(cardTitles()).toEqual([
      'Leaders Day (Live)',
      'Board Retreat (Pre-work)',
      'Spring Offsite (Pre-work)',
    ]);
    expect(within(await card('Board Retreat (Pre-work)')).getByText('No participants yet')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download Leaders Day (Live)' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download All' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Refresh' }).getAttribute('title')).toBe('Refresh');
  });

  it('heads the table with the spec’s headings over its sub-headings', async () => {
    serveTeamOutput([LEADERS]);
    renderConsole(<TeamOutputScreen />);
    const table = within(await card('Leaders Day (Live)')).getByRole('table');
    const [headings, subHeadings] = within(table).getAllByRole('row');
    expect(
      within(headings as HTMLElement)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Name', 'Driver Value', 'Result Value', 'GoTo Values', 'Accelerator Values']);
    expect(
      within(subHeadings as HTMLElement)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual([
      'Being',
      'Possibility',
      'GoTo Values',
      'Environment for Flow',
      'Accelerator Values',
      'Energy for Breakthrough',
    ]);
  });

  it('places each value where the spec says (values[0] is value 1)', async () => {
    serveTeamOutput([LEADERS]);
    renderConsole(<TeamOutputScreen />);
    const table = within(await card('Leaders Day (Live)')).getByRole('table');
    const ada = within(table).getByRole('row', { name: /^Ada Lovelace/ });
    expect(within(ada).getByRole('rowheader').textContent).toBe('Ada LovelaceLives their values 64%');
    const cells = within(ada).getAllByRole('cell');
    expect(cells.map((cell) => cell.textContent)).toEqual([
      'Ada value 1Ada description 1',
      'Ada value 10Ada description 10',
      'Ada value 2Ada value 3Ada value 4Ada value 5',
      'Ada value 5Ada description 5',
      'Ada value 6Ada value 7Ada value 8Ada value 9',
      'Ada value 9Ada description 9',
    ]);
    // The GoTo and Accelerator lists are numbered by rank.
    expect(cells[2]?.querySelector('ol')?.getAttribute('start')).toBe('2');
    expect(cells[4]?.querySelector('ol')?.getAttribute('start')).toBe('6');
  });

  it('shows how far each person lives their values, and the team average, where the values are rated', async () => {
    serveTeamOutput();
    renderConsole(<TeamOutputScreen />);
    const leaders = await screen.findByRole('article', { name: 'Leaders Day (Live)' });
    expect(within(leaders).getByRole('rowheader', { name: /Ada Lovelace/ }).textContent).toBe(
      'Ada LovelaceLives their values 64%',
    );
    expect(within(leaders).getByRole('rowheader', { name: /Alan Turing/ }).textContent).toBe('Alan Turing');
    expect(within(leaders).getByText('Team lives its values 64% on average')).toBeTruthy();
    const spring = screen.getByRole('article', { name: 'Spring Offsite (Pre-work)' });
    expect(within(spring).queryByText(/on average/)).toBeNull();
  });

  it('shows a plain “No values yet” for a participant without saved values', async () => {
    serveTeamOutput([LEADERS]);
    renderConsole(<TeamOutputScreen />);
    const table = within(await card('Leaders Day (Live)')).getByRole('table');
    const alan = within(table).getByRole('row', { name: /^Alan Turing/ });
    expect(
      within(alan)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['No values yet']);
  });

  it('has the spec’s placeholder on a labelled search box', async () => {
    serveTeamOutput();
    renderConsole(<TeamOutputScreen />);
    await card('Leaders Day (Live)');
    expect(searchBox().getAttribute('placeholder')).toBe('Search by event name (separate by comma)');
  });

  it('shows the events whose name contains any of the terms, split on spaces or commas', async () => {
    serveTeamOutput();
    renderConsole(<TeamOutputScreen />);
    const user = userEvent.setup();
    await card('Leaders Day (Live)');
    await user.type(searchBox(), 'LEADERS,offsite');
    await waitFor(() => expect(cardTitles()).toEqual(['Leaders Day (Live)', 'Spring Offsite (Pre-work)']));
    await user.clear(searchBox());
    await user.type(searchBox(), 'board');
    await waitFor(() => expect(cardTitles()).toEqual(['Board Retreat (Pre-work)']));
  });

  it('shows the spec’s empty state with the search text when nothing matches', async () => {
    serveTeamOutput();
    renderConsole(<TeamOutputScreen />);
    const user = userEvent.setup();
    await card('Leaders Day (Live)');
    await user.type(searchBox(), 'gala, ball');
    expect(
      await screen.findByText(
        "No events with name 'gala, ball' found, please change your search or add an event.",
      ),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download All' })).toHaveProperty('disabled', true);
  });

  it('downloads one event’s PDF as “{name} [{sessionAccess}].pdf”, busy while it is made', async () => {
    let finish: () => void = () => {};
    makePdf.mockImplementation(
      () =>
        new Promise<void>((resolve) => {
          finish = resolve;
        }),
    );
    const server = serveTeamOutput();
    renderConsole(<TeamOutputScreen />);
    const user = userEvent.setup();
    const requestsBefore = server.requests.length;
    await user.click(await screen.findByRole('button', { name: 'Download Leaders Day (Live)' }));
    const button = screen.getByRole('button', { name: 'Download Leaders Day (Live)' });
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(makePdf).toHaveBeenCalledWith(
      [LEADERS],
      'Leaders Day [Live].pdf',
      expect.objectContaining({ locale: 'en' }),
    );
    finish();
    await waitFor(() => expect(button.getAttribute('aria-busy')).toBeNull());
    expect(server.requests.length).toBe(requestsBefore);
  });

  it('downloads every shown event in one PDF named by the terms', async () => {
    serveTeamOutput();
    renderConsole(<TeamOutputScreen />);
    const user = userEvent.setup();
    await card('Leaders Day (Live)');
    await user.type(searchBox(), 'leaders offsite');
    await waitFor(() => expect(cardTitles()).toHaveLength(2));
    await user.click(screen.getByRole('button', { name: 'Download All' }));
    expect(makePdf).toHaveBeenCalledWith(
      [LEADERS, SPRING],
      'leaders_offsiteTeamOutput.pdf',
      expect.objectContaining({ locale: 'en' }),
    );
  });

  it('names Download All’s PDF TeamOutput.pdf when there is no search', async () => {
    serveTeamOutput();
    renderConsole(<TeamOutputScreen />);
    const user = userEvent.setup();
    await card('Leaders Day (Live)');
    await user.click(screen.getByRole('button', { name: 'Download All' }));
    expect(makePdf).toHaveBeenCalledWith(
      [LEADERS, BOARD, SPRING],
      'TeamOutput.pdf',
      expect.objectContaining({ locale: 'en' }),
    );
  });

  it('says so when the PDF cannot be made, and the button is ready again', async () => {
    makePdf.mockRejectedValue(new Error('canvas too large'));
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    serveTeamOutput();
    renderConsole(<TeamOutputScreen />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Download All' }));
    await popupShows('The PDF could not be made. Please try again.');
    expect(screen.getByRole('button', { name: 'Download All' }).getAttribute('aria-busy')).toBeNull();
    expect(logged).toHaveBeenCalled();
  });

  it('reloads the team output with the refresh button', async () => {
    let teamOutput: readonly unknown[] = [LEADERS];
    const server = fakeServer({
      'GET /api/event/team_output': () => ({
        body: { success: true, message: 'ok', team_output: teamOutput },
      }),
    });
    renderConsole(<TeamOutputScreen />);
    const user = userEvent.setup();
    await card('Leaders Day (Live)');
    teamOutput = [LEADERS, BOARD];
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await card('Board Retreat (Pre-work)')).toBeTruthy();
    expect(server.requests.filter((r) => r.path === '/api/event/team_output')).toHaveLength(2);
  });

  it('shows the server’s message when the team output cannot be loaded', async () => {
    fakeServer({
      'GET /api/event/team_output': {
        status: 403,
        body: { success: false, message: 'Only Guides see team output' },
      },
    });
    renderConsole(<TeamOutputScreen />);
    expect(await screen.findByText('Only Guides see team output')).toBeTruthy();
  });

  it('stays light with 10,000 events: only the cards in view are rendered, and the search still finds any', async () => {
    const many = Array.from({ length: 10_000 }, (_, index) => ({
      ...LEADERS,
      eid: `e${index}`,
      eventName: `Event ${index + 1}`,
    }));
    serveTeamOutput(many);
    renderConsole(<TeamOutputScreen />);
    const user = userEvent.setup();
    await card('Event 1 (Live)');
    expect(screen.getAllByRole('article').length).toBeLessThan(100);
    expect(screen.getAllByRole('listitem', { hidden: false }).at(0)?.getAttribute('aria-setsize')).toBe(
      '10000',
    );
    await user.type(searchBox(), '9999');
    await waitFor(() => expect(cardTitles()).toEqual(['Event 9999 (Live)']));
  });

  it('works by keyboard: search, then Download All with Enter', async () => {
    serveTeamOutput();
    renderConsole(<TeamOutputScreen />);
    const user = userEvent.setup();
    await card('Leaders Day (Live)');
    await user.tab();
    expect(document.activeElement).toBe(searchBox());
    await user.keyboard('board');
    await waitFor(() => expect(cardTitles()).toEqual(['Board Retreat (Pre-work)']));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Download All' }));
    await user.keyboard('{Enter}');
    expect(makePdf).toHaveBeenCalledWith(
      [BOARD],
      'boardTeamOutput.pdf',
      expect.objectContaining({ locale: 'en' }),
    );
  });

  it('speaks the viewer’s language: a German Guide reads the cards’ and the toolbar’s words in German, and the PDF is made in German', async () => {
    fakeServer({
      'GET /api/event/team_output': {
        body: { success: true, message: '2 events', team_output: [LEADERS, BOARD] },
      },
      'GET /api/user/info': ok({ message: 'User loaded', user: { ...SUPER_ADMIN, language: 'de' } }),
    });
    renderConsole(<TeamOutputScreen />);
    expect(await screen.findByRole('heading', { name: 'Team-Ergebnis' })).toBeTruthy();
    const leaders = await card('Leaders Day (Live)');
    expect(within(leaders).getByText('Das Team lebt seine Werte im Schnitt zu 64 %')).toBeTruthy();
    expect(within(leaders).getAllByText('Lebt die eigenen Werte zu 64 %').length).toBeGreaterThan(0);
    expect(within(leaders).getAllByText('Noch keine Werte').length).toBeGreaterThan(0);
    expect(
      within(await card('Board Retreat (Vorbereitung)')).getByText('Noch keine Teilnehmer'),
    ).toBeTruthy();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Leaders Day (Live) herunterladen' }));
    await waitFor(() =>
      expect(makePdf).toHaveBeenCalledWith(
        [LEADERS],
        'Leaders Day [Live].pdf',
        expect.objectContaining({ locale: 'de' }),
      ),
    );
    await user.type(screen.getByRole('searchbox', { name: 'Veranstaltungen suchen' }), 'gala');
    expect(
      await screen.findByText(
        'Keine Veranstaltungen mit dem Namen „gala“ gefunden, bitte ändern Sie Ihre Suche oder fügen Sie eine Veranstaltung hinzu.',
      ),
    ).toBeTruthy();
  });
});
