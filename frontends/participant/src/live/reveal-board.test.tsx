import { render, screen } from '@testing-library/react';
import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { English } from '../testing/english.tsx';
import { fromReply } from './live-lists.ts';
import { RevealBoard, slotName } from './reveal-board.tsx';

const lists = fromReply({
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

describe('RevealBoard', () => {
  it('shows every slot with its role label, value and percent lived', () => {
    render(
      <English>
        <RevealBoard lists={lists} onSwap={() => undefined} />
      </English>,
    );
    expect(screen.getByRole('heading', { name: 'Driver Value' })).toBeTruthy();
    expect(screen.getByText('What I bring and leverage with others to move things forward')).toBeTruthy();
    expect(screen.getByText('What I leverage to resource myself and others to get unstuck')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Driver Value: Honesty, 10% lived' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Go To Value 4: Humour, 50% lived' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Accelerator Value 1: Courage, 60% lived' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Result Value: Legacy, 100% lived' })).toBeTruthy();
  });

  it('names the slots as they are announced', () => {
    expect([0, 1, 4, 5, 8, 9].map(slotName(createIntl({ locale: 'en' })))).toEqual([
      'Driver Value',
      'Go To Value 1',
      'Go To Value 4',
      'Accelerator Value 1',
      'Accelerator Value 4',
      'Result Value',
    ]);
  });
});
