import type { PrintedValue } from '@vs/domain';
import { SAMPLE_DOCUMENTS } from '@vs/print/testing';
import { describe, expect, it } from 'vitest';
import { renderInEnglish } from '../testing/in-english.tsx';
import { printCss } from '../theme/print-css.ts';
import { ValuesStack } from './values-stack.tsx';

const live = SAMPLE_DOCUMENTS.live;
const values: readonly PrintedValue[] = live.page === 'live' ? live.values : [];

const textOf = (html: string): string =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** The CSS outside every @media block, and the @media blocks with their conditions. */
const splitMedia = (css: string) => {
  const blocks = [...css.matchAll(/@media ([^{]+)\{((?:[^{}]*\{[^}]*\})*)\}/g)].map(([, query, body]) => ({
    query: query?.trim() ?? '',
    body: body ?? '',
  }));
  const outside = blocks.reduce(
    (rest, block) => rest.replace(`@media ${block.query}{${block.body}}`, ''),
    css,
  );
  return { blocks, outside };
};

describe('ValuesStack', () => {
  it('lists the roles top to bottom, each value with its rank, name and percent lived', () => {
    const text = textOf(renderInEnglish(<ValuesStack values={values} />));
    expect(text).toBe(
      [
        'Driver Value 1 Integrity 85% lived',
        'Go To Values 2 Curiosity 70% lived 3 Family 60% lived 4 Creativity 55% lived 5 Harmony 75% lived',
        'Accelerator Values 6 Courage 45% lived 7 Growth 65% lived 8 Humour 80% lived 9 Adventure 30% lived',
        'Result Value 10 Contribution 50% lived',
      ].join(' '),
    );
  });

  it('shows an empty slot as a dash, as the drawing does', () => {
    const text = textOf(renderInEnglish(<ValuesStack values={values.slice(0, 9)} />));
    expect(text.endsWith('Result Value 10 —')).toBe(true);
  });
});

describe('the graphic in the print stylesheet', () => {
  const { blocks, outside } = splitMedia(printCss());

  it('hides the stack and shows the drawing, in print (the PDF) and on wide screens', () => {
    expect(outside).toContain('.vs-stack{display:none;');
    expect(outside).toMatch(/\.vs-graphic\{display:block;/);
  });

  it('swaps the drawing for the stack only on a screen up to 48rem wide', () => {
    const swaps = blocks.filter((block) => block.body.includes('.vs-stack{display:grid}'));
    expect(swaps.map((block) => block.query)).toEqual(['screen and (max-width:48rem)']);
    expect(swaps[0]?.body).toContain('.vs-graphic{display:none}');
    const hidesDrawing = blocks.filter((block) => block.body.includes('.vs-graphic{display:none}'));
    expect(hidesDrawing.every((block) => block.query.startsWith('screen'))).toBe(true);
  });
});
