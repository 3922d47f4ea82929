import { describe, expect, it } from 'vitest';
import { fitText } from './fit-text.ts';
import { percentOf } from './format.ts';

describe('percentOf', () => {
  it('rounds to a whole percent between 0 and 100', () => {
    expect([percentOf(49.5), percentOf(-3), percentOf(140), percentOf(Number.NaN)]).toEqual([50, 0, 100, 0]);
  });
});

describe('fitText', () => {
  it('keeps a short label at full size', () => {
    expect(fitText('Courage', 200, 15, 12)).toEqual({ text: 'Courage', size: 15 });
  });

  it('shrinks a longer label to fit', () => {
    const fitted = fitText('Personal Development', 150, 15, 10);
    expect(fitted.text).toBe('Personal Development');
    expect(fitted.size).toBeLessThan(15);
    expect(fitted.size * 0.56 * fitted.text.length).toBeLessThanOrEqual(150);
  });

  it('shortens with an ellipsis what cannot fit at the smallest size', () => {
    const fitted = fitText('x'.repeat(100), 150, 15, 12);
    expect(fitted.size).toBe(12);
    expect(fitted.text.endsWith('…')).toBe(true);
    expect(fitted.text.length * 12 * 0.56).toBeLessThanOrEqual(150);
  });
});
