import { NO_INSIGHT, type PrintDocument, type PrintedValue, type ValuesInsight } from '@vs/domain';
import { SAMPLE_DOCUMENTS } from '@vs/print/testing';
import { describe, expect, it } from 'vitest';
import { renderInEnglish } from '../testing/in-english.tsx';
import { PrintView } from './print-view.tsx';

const render = (document: PrintDocument): string => renderInEnglish(<PrintView document={document} />);

/** The text of the markup, tags removed and entities of & decoded, for reading order checks. */
const textOf = (html: string): string =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');

const valuesOf = (document: PrintDocument): readonly PrintedValue[] =>
  document.page === 'mw' ? [] : document.values;

describe('PrintView', () => {
  it('heads every output with the product, the participant, the event name and date', () => {
    for (const document of Object.values(SAMPLE_DOCUMENTS)) {
      const text = textOf(render(document));
      expect(text).toContain('Values System');
      expect(text).toContain('Paula Participant');
      expect(text).toContain('Spring Leadership Workshop');
      expect(text).toContain('10 June 2026');
    }
  });

  it('leaves the event out of the header when the participant has none', () => {
    const text = textOf(render({ ...SAMPLE_DOCUMENTS.prework, event: null }));
    expect(text).toContain('Paula Participant');
    expect(text).not.toContain('Spring Leadership Workshop');
  });

  it('prints the pre-work values in rank order with definition and percent lived', () => {
    const document = SAMPLE_DOCUMENTS.prework;
    const text = textOf(render(document));
    expect(text).toContain('My Top 10 Values');
    let from = 0;
    for (const v of valuesOf(document)) {
      const at = text.indexOf(`${v.rank} ${v.value} ${v.description} ${v.percentLived}% lived`, from);
      expect(at, v.value).toBeGreaterThanOrEqual(from);
      from = at;
    }
  });

  it('labels the live columns exactly as the spec writes them, in order', () => {
    const text = textOf(render(SAMPLE_DOCUMENTS.live));
    const labels = [
      'Ideal Environment I Create',
      'Direction & Possibilities',
      'Relating With Others',
      'Co-creating With Flow',
      'How I Initiate',
      'Creating Breakthroughs',
    ];
    const positions = labels.map((label) => text.indexOf(label));
    expect(positions.every((p) => p >= 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
  });

  it('shows each live value once in the columns with its rank, role, percent lived and definition', () => {
    const document = SAMPLE_DOCUMENTS.live;
    const columns = textOf(render(document).split('vs-columns')[1] ?? '');
    const roles = [
      'Driver Value',
      ...Array(4).fill('Go To Value'),
      ...Array(4).fill('Accelerator Value'),
      'Result Value',
    ];
    valuesOf(document).forEach((v, slot) => {
      expect(columns).toContain(
        `${v.rank} ${v.value} ${roles[slot]} ${v.percentLived}% lived ${v.description}`,
      );
    });
  });

  it('draws the graphic with the Driver, four Go To, four Accelerator and the Result value', () => {
    const svg = render(SAMPLE_DOCUMENTS.live).match(/<svg class="vs-graphic"[\s\S]*?<\/svg>/)?.[0] ?? '';
    const text = textOf(svg);
    expect(text).toContain('Go To Values');
    expect(text).toContain('Accelerator Values');
    expect(text.match(/DRIVER VALUE/g)).toHaveLength(1);
    expect(text.match(/GO TO VALUE/g)).toHaveLength(4);
    expect(text.match(/ACCELERATOR VALUE/g)).toHaveLength(4);
    expect(text.match(/RESULT VALUE/g)).toHaveLength(1);
    expect(text).toContain('DRIVER VALUE Integrity 85%');
    expect(text).toContain('RESULT VALUE Contribution 50%');
    expect(svg).toContain('role="img"');
  });

  it('draws an empty slot as a dash when fewer than ten values exist', () => {
    const svg = render({
      ...SAMPLE_DOCUMENTS.live,
      page: 'live',
      values: valuesOf(SAMPLE_DOCUMENTS.live).slice(0, 9),
      insight: NO_INSIGHT,
    });
    expect(textOf(svg)).toContain('RESULT VALUE —');
  });

  it('prints the Meaningful Work sheet with the spec’s headings and every field', () => {
    const document = SAMPLE_DOCUMENTS.mw;
    if (document.page !== 'mw') throw new Error('sample');
    const text = textOf(render(document));
    for (const heading of [
      'My Meaningful Work',
      'The Space I Hold',
      'The Way I Relate',
      'The Possibilities That Inspire Me',
      'That Results In',
      'Accelerator Values',
      'Meaningful Because',
    ]) {
      expect(text).toContain(heading);
    }
    for (const value of Object.values(document.meaningfulWork)) expect(text).toContain(value);
  });

  it('gives an empty Meaningful Work field ruled lines to write on', () => {
    const document = SAMPLE_DOCUMENTS.mw;
    if (document.page !== 'mw') throw new Error('sample');
    const html = render({ ...document, meaningfulWork: { ...document.meaningfulWork, 'mb-body': ' ' } });
    expect(html.match(/vs-ruled/g)).toHaveLength(1);
  });

  describe('valued vs lived (issue 14)', () => {
    const neglected: ValuesInsight = {
      alignment: 72,
      neglected: [{ value: 'Curiosity', rank: 2, percentLived: 40 }],
    };
    const withInsight = (page: 'live' | 'mw', insight: ValuesInsight): PrintDocument => {
      const document = SAMPLE_DOCUMENTS[page];
      if (document.page === 'prework') throw new Error('sample');
      return { ...document, insight };
    };

    it.each(['live', 'mw'] as const)('shows the alignment and the top values lived least on %s', (page) => {
      const text = textOf(render(withInsight(page, neglected)));
      expect(text).toContain(
        'Your top values you live least How closely your life follows your top values: 72 of 100 Curiosity (rank 2, 40% lived) is one of your top three values',
      );
    });

    it.each(['live', 'mw'] as const)('says so kindly on %s when no top value is neglected', (page) => {
      const text = textOf(render(withInsight(page, { alignment: 88, neglected: [] })));
      expect(text).toContain(
        'Your top values you live least How closely your life follows your top values: 88 of 100 You live each of your top three values at least half the time.',
      );
    });

    it.each(['live', 'mw'] as const)('shows no section on %s before the values are rated', (page) => {
      const html = render(withInsight(page, NO_INSIGHT));
      expect(html).not.toContain('vs-insight');
      expect(textOf(html)).not.toContain('live least');
    });

    it('closes the first column of the live output', () => {
      const columns = render(withInsight('live', neglected)).split('class="vs-column"');
      expect(columns).toHaveLength(4);
      expect(columns[1]).toMatch(/Direction &amp; Possibilities[\s\S]*vs-insight/);
      expect(`${columns[2]}${columns[3]}`).not.toContain('vs-insight');
    });

    it('leaves the pre-work output without it', () => {
      expect(render(SAMPLE_DOCUMENTS.prework)).not.toContain('vs-insight');
    });
  });
});
