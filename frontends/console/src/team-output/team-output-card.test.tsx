import { cleanup, render, screen, within } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it } from 'vitest';
import { TeamOutputCard } from './team-output-card.tsx';
import { teamOutputCss } from './team-output-css.ts';
import type { TeamOutputEvent } from './team-output-query.ts';

afterEach(cleanup);

const ranked = Array.from({ length: 10 }, (_, index) => `Value ${index + 1}`);
const EVENT: TeamOutputEvent = {
  eid: 'e1',
  eventName: 'Leaders Day',
  sessionAccess: 'Live',
  participants: [
    {
      uid: 'u1',
      forename: 'Ada',
      surname: 'Lovelace',
      values: ranked,
      descriptions: ranked.map((value) => `About ${value}`),
      alignment: 64,
    },
    { uid: 'u2', forename: 'Alan', surname: 'Turing', values: [], descriptions: [], alignment: null },
  ],
  averageAlignment: 64,
};

describe('TeamOutputCard on a narrow card (a phone)', () => {
  it('holds one card per participant, their values grouped by role under the headings', () => {
    render(
      <IntlProvider locale="en">
        <TeamOutputCard event={EVENT} />
      </IntlProvider>,
    );
    const people = screen.getByRole('list', { name: 'Team output of Leaders Day (Live)' });
    const [ada, alan] = within(people)
      .getAllByRole('listitem')
      .filter((item) => item.classList.contains('vs-team-person'));
    if (!ada || !alan) throw new Error('a card per participant');
    expect(
      within(ada)
        .getAllByRole('heading', { level: 4 })
        .map((heading) => heading.textContent),
    ).toEqual(['Driver Value', 'Result Value', 'GoTo Values', 'Accelerator Values']);
    const driver = ada.querySelector('.vs-team-group-driver') as HTMLElement;
    expect(within(driver).getByText('Being')).toBeTruthy();
    expect(within(driver).getByText('Value 1')).toBeTruthy();
    expect(within(driver).getByText('About Value 1')).toBeTruthy();
    expect(within(ada).getByText('Lives their values 64%')).toBeTruthy();
    expect(within(alan).getByText('No values yet')).toBeTruthy();
  });

  it('shows the cards instead of the table only where the card itself is narrow (never in the wide PDF capture)', () => {
    expect(teamOutputCss).toContain('.vs-team-card{container-type:inline-size;');
    expect(teamOutputCss).toMatch(/@container \(max-width:46rem\)\{\n\.vs-team-table\{display:none\}/);
  });
});
