import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { English } from '../testing/english.tsx';
import { EditValues } from './edit-step.tsx';
import { fromReply, type LiveLists } from './live-lists.ts';

const start = fromReply({
  values: [
    'Honesty',
    'Family',
    'Growth',
    'Health',
    'Humour',
    'Courage',
    'Learning',
    'Play',
    'Order',
    'Legacy',
  ],
  originalIndexes: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
  descriptions: ['d0', 'd1', 'd2', 'd3', 'd4', 'd5', 'd6', 'd7', 'd8', 'd9'],
  percentLived: [10, 20, 30, 40, 50, 60, 70, 80, 90, 100],
});

let latest: LiveLists = start;
const Harness = () => {
  const [lists, setLists] = useState(start);
  latest = lists;
  return <EditValues lists={lists} onChange={setLists} />;
};

describe('EditValues', () => {
  it('shows every value with its rank, definition and percent lived', () => {
    render(<Harness />, { wrapper: English });
    expect(screen.getByLabelText('Value 1')).toHaveProperty('value', 'Honesty');
    expect(screen.getByLabelText('Definition of value 10')).toHaveProperty('value', 'd9');
    expect(screen.getByLabelText('% lived, value 3')).toHaveProperty('value', '30');
    expect(screen.getByRole('button', { name: 'Move Family, rank 2' })).toBeTruthy();
  });

  it('keeps percent lived to digits from 0 to 100: letters and numbers above 100 leave the prior value', async () => {
    render(<Harness />, { wrapper: English });
    const user = userEvent.setup();
    const percent = screen.getByLabelText('% lived, value 1');
    await user.clear(percent);
    await user.type(percent, '7x5');
    expect(percent).toHaveProperty('value', '75');
    await user.type(percent, '0');
    expect(percent).toHaveProperty('value', '75');
    await user.clear(percent);
    await user.type(percent, '100');
    expect(percent).toHaveProperty('value', '100');
    expect(latest.percentLived[0]).toBe('100');
  });

  it('edits a label and a definition in place', async () => {
    render(<Harness />, { wrapper: English });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Value 2'), ' first');
    await user.clear(screen.getByLabelText('Definition of value 2'));
    await user.type(screen.getByLabelText('Definition of value 2'), 'Being there');
    expect(latest.values[1]).toEqual({ value: 'Family first', originalIndex: 1 });
    expect(latest.descriptions[1]).toBe('Being there');
  });
});
