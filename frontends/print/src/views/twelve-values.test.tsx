import { NO_INSIGHT, type PrintedValue, valueLayout } from '@vs/domain';
import { describe, expect, it } from 'vitest';
import { renderInEnglish } from '../testing/in-english.tsx';
import { LiveOutput } from './live-output.tsx';
import { ValuesGraphic } from './values-graphic.tsx';
import { ValuesStack } from './values-stack.tsx';

/** The views with a layout of twelve values: a change of the count needs no change here. */
const twelve = valueLayout(12);
const values: PrintedValue[] = Array.from({ length: 12 }, (_, i) => ({
  rank: i + 1,
  value: `Value ${i + 1}`,
  description: `Definition ${i + 1}`,
  percentLived: 50,
}));

const textOf = (html: string): string =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();

describe('print views with twelve values', () => {
  it('draws all twelve in their roles, the columns one card taller', () => {
    const svg = renderInEnglish(<ValuesGraphic values={values} layout={twelve} />);
    expect(svg).toContain('My 12 values in their roles');
    expect(svg).toContain('viewBox="0 0 720 460"');
    const text = textOf(svg);
    expect(text.match(/GO TO VALUE/g)).toHaveLength(5);
    expect(text.match(/ACCELERATOR VALUE/g)).toHaveLength(5);
    expect(text).toContain('DRIVER VALUE Value 1 50%');
    expect(text).toContain('RESULT VALUE Value 12 50%');
    expect(text).toContain(
      'Go To Values: Value 2 (50% lived), Value 3 (50% lived), Value 4 (50% lived), Value 5 (50% lived), Value 6 (50% lived).',
    );
  });

  it('stacks the twelve by role', () => {
    const text = textOf(renderInEnglish(<ValuesStack values={values} layout={twelve} />)).replace(
      / 50% lived/g,
      '',
    );
    expect(text).toBe(
      [
        'Driver Value 1 Value 1',
        'Go To Values 2 Value 2 3 Value 3 4 Value 4 5 Value 5 6 Value 6',
        'Accelerator Values 7 Value 7 8 Value 8 9 Value 9 10 Value 10 11 Value 11',
        'Result Value 12 Value 12',
      ].join(' '),
    );
  });

  it('lays the live output’s columns out with the last Go To and Accelerator values apart', () => {
    const html = renderInEnglish(<LiveOutput values={values} insight={NO_INSIGHT} layout={twelve} />);
    const sections = [...html.matchAll(/<section class="vs-section"[^>]*>(.*?)<\/section>/g)].map(
      ([, body = '']) => [
        textOf(/<h2[^>]*>(.*?)<\/h2>/.exec(body)?.[1] ?? ''),
        [...body.matchAll(/class="vs-value-name">([^<]*)</g)].map(([, name]) => name),
      ],
    );
    expect(sections).toEqual([
      ['Ideal Environment I Create', ['Value 1']],
      ['Direction & Possibilities', ['Value 12']],
      ['Relating With Others', ['Value 2', 'Value 3', 'Value 4', 'Value 5']],
      ['Co-creating With Flow', ['Value 6']],
      ['How I Initiate', ['Value 7', 'Value 8', 'Value 9', 'Value 10']],
      ['Creating Breakthroughs', ['Value 11']],
    ]);
  });
});
