import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import germanValues from '@vs/i18n/values/de.json' with { type: 'json' };
import { afterEach, describe, expect, it, vi } from 'vitest';
import { numberedPerson } from '../testing/people.ts';
import { fakeServer, renderConsole } from '../testing/render-console.tsx';
import { TeamOutputScreen } from './team-output-screen.tsx';
import { makeTeamPdf } from './team-pdf.ts';

vi.mock('./team-pdf.ts', () => ({ makeTeamPdf: vi.fn(), preloadPdfTools: vi.fn(async () => undefined) }));

const GERMAN_GUIDE = numberedPerson(7, {
  forename: 'Gerda',
  surname: 'Guide',
  accessLevel: 1,
  language: 'de',
});

/** Ten values as stored: the defaults by their English names with their index, one written by the participant. */
const english = ['Achievement', 'Adventure', 'Acceptance', 'Abundance', 'Accountability', 'Authenticity'];
const participant = (uid: string, forename: string) => ({
  uid,
  forename,
  surname: 'Part',
  values: [...english, 'Kindness to strangers', 'Achievement', 'Adventure', 'Acceptance'],
  originalIndexes: [3, 4, 1, 0, 2, 5, -1, 3, 4, 1],
  descriptions: Array(10).fill(''),
  alignment: null,
});
const EVENT = {
  eid: 'e1',
  eventName: 'Leaders Day',
  sessionAccess: 'Live',
  participants: [participant('u1', 'Ada'), participant('u2', 'Greta')],
  averageAlignment: null,
};

afterEach(() => vi.restoreAllMocks());

describe('team output in the Guide’s language', () => {
  it('names default values, role headings and the PDF in German, a written value as written', async () => {
    const { requests } = fakeServer({
      'GET /api/user/info': { body: { success: true, message: 'User loaded', user: GERMAN_GUIDE } },
      'GET /api/values': { body: germanValues as unknown as Record<string, unknown> },
      'GET /api/event/team_output': { body: { success: true, message: '1 event', team_output: [EVENT] } },
    });
    renderConsole(<TeamOutputScreen />);
    // The console first shows English, then German once the Guide's language and messages are in.
    await screen.findByRole('columnheader', { name: 'Antriebswert' }, { timeout: 5000 });
    const table = screen.getByRole('table');
    const ada = within(table).getByRole('row', { name: /Ada Part/ });
    await within(ada).findAllByText('Leistung');
    for (const name of ['Abenteuer', 'Akzeptanz', 'Fülle', 'Kindness to strangers'])
      expect(within(ada).getAllByText(name).length).toBeGreaterThan(0);
    expect(ada.textContent).not.toMatch(/Achievement|Adventure/);
    const headings = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headings).toEqual(
      expect.arrayContaining(['Antriebswert', 'Ergebniswert', 'Sein', 'Umfeld für Flow']),
    );
    expect(requests.find((r) => r.path === '/api/values')?.query.get('lang')).toBe('de');
    await userEvent.setup().click(screen.getByRole('button', { name: /Leaders Day/ }));
    const [events, , language] = vi.mocked(makeTeamPdf).mock.calls[0] ?? [];
    expect(language?.locale).toBe('de');
    expect(language?.messages).toMatchObject({ 'teamOutput.heading.driver': 'Antriebswert' });
    // Both participants picked Achievement (index 3) first: one name, counted together by index.
    expect(events?.[0]?.participants.map((p) => [p.values[0], p.originalIndexes[0]])).toEqual([
      ['Leistung', 3],
      ['Leistung', 3],
    ]);
  });
});
