import { cleanup, render, screen, within } from '@testing-library/react';
import { valueLayout } from '@vs/domain';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it } from 'vitest';
import { TeamOutputCard } from './team-output-card.tsx';
import { teamOutputRow } from './team-output-row.ts';

/** The team output with a layout of twelve values: a change of the count needs no change here. */
const twelve = valueLayout(12);
const participant = {
  uid: 'u1',
  forename: 'Ada',
  surname: 'Lovelace',
  values: Array.from({ length: 12 }, (_, i) => `Value ${i + 1}`),
  descriptions: Array.from({ length: 12 }, (_, i) => `Description ${i + 1}`),
  alignment: 40,
};

afterEach(cleanup);

describe('team output with twelve values', () => {
  it('places the ranked values by the layout', () => {
    expect(teamOutputRow(participant, twelve)).toEqual({
      driver: { value: 'Value 1', description: 'Description 1' },
      result: { value: 'Value 12', description: 'Description 12' },
      goto: ['Value 2', 'Value 3', 'Value 4', 'Value 5', 'Value 6'],
      environmentForFlow: { value: 'Value 6', description: 'Description 6' },
      accelerators: ['Value 7', 'Value 8', 'Value 9', 'Value 10', 'Value 11'],
      energyForBreakthrough: { value: 'Value 11', description: 'Description 11' },
    });
  });

  it('numbers the ranked lists from their first rank under the spec’s headings', () => {
    render(
      <IntlProvider locale="en">
        <TeamOutputCard
          event={{
            eid: 'e1',
            eventName: 'Leaders Day',
            sessionAccess: 'Live',
            participants: [participant, { ...participant, uid: 'u2', values: [], descriptions: [] }],
            averageAlignment: 40,
          }}
          layout={twelve}
        />
      </IntlProvider>,
    );
    const [, , ranked, empty] = screen.getAllByRole('row');
    if (ranked === undefined || empty === undefined) throw new Error('rows');
    const lists = within(ranked).getAllByRole('list');
    expect(lists.map((list) => list.getAttribute('start'))).toEqual(['2', '7']);
    expect(lists.map((list) => within(list).getAllByRole('listitem').length)).toEqual([5, 5]);
    expect(within(ranked).getAllByRole('cell')).toHaveLength(6);
    expect(within(empty).getByRole('cell').getAttribute('colspan')).toBe('6');
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Name',
      'Driver Value',
      'Result Value',
      'GoTo Values',
      'Accelerator Values',
      'Being',
      'Possibility',
      'GoTo Values',
      'Environment for Flow',
      'Accelerator Values',
      'Energy for Breakthrough',
    ]);
  });
});
