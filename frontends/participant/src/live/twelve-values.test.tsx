import { render, screen, within } from '@testing-library/react';
import { valueLayout } from '@vs/domain';
import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { English } from '../testing/english.tsx';
import { fromReply } from './live-lists.ts';
import { RevealBoard, slotNamer } from './reveal-board.tsx';

/** The reveal board with a layout of twelve values: a change of the count needs no change here. */
const twelve = valueLayout(12);
const lists = fromReply({
  values: Array.from({ length: 12 }, (_, i) => `V${i + 1}`),
  originalIndexes: Array.from({ length: 12 }, (_, i) => i),
  descriptions: Array.from({ length: 12 }, (_, i) => `d${i + 1}`),
  percentLived: Array.from({ length: 12 }, () => 50),
});

describe('RevealBoard with twelve values', () => {
  it('puts five values in each column between the Driver and the Result value', () => {
    render(<RevealBoard lists={lists} onSwap={() => undefined} layout={twelve} />, { wrapper: English });
    const group = (heading: string) =>
      within(screen.getByRole('region', { name: heading }))
        .getAllByRole('button')
        .map((button) => button.getAttribute('aria-label'));
    expect(group('Driver Value')).toEqual(['Driver Value: V1, 50% lived']);
    expect(group('Go To Values')).toEqual(
      [2, 3, 4, 5, 6].map((n) => `Go To Value ${n - 1}: V${n}, 50% lived`),
    );
    expect(group('Accelerator Values')).toEqual(
      [7, 8, 9, 10, 11].map((n) => `Accelerator Value ${n - 6}: V${n}, 50% lived`),
    );
    expect(group('Result Value')).toEqual(['Result Value: V12, 50% lived']);
  });

  it('names the slots by their place in the layout', () => {
    expect([0, 5, 6, 10, 11].map(slotNamer(createIntl({ locale: 'en' }), twelve))).toEqual([
      'Driver Value',
      'Go To Value 5',
      'Accelerator Value 1',
      'Accelerator Value 5',
      'Result Value',
    ]);
  });
});
