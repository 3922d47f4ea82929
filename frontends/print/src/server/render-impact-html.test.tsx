import type { CalendarDate, ImpactDocument } from '@vs/domain';
import { describe, expect, it } from 'vitest';
import { renderDocumentHtml, renderImpactHtml } from './render-print-html.tsx';

const REPORT: ImpactDocument = {
  page: 'impact',
  productTitle: 'Values System',
  language: 'en',
  event: { eventName: 'Summer Workshop', eventDate: '2026-06-10' as CalendarDate },
  days: 90,
  points: [
    {
      days: 30,
      asked: 4,
      answered: 4,
      meanAlignmentChange: 6.5,
      values: [
        { value: 'Honesty', respondents: 4, meanChange: 12.5 },
        { value: 'Family', respondents: 3, meanChange: -5 },
      ],
    },
    { days: 90, asked: 4, answered: 2, meanAlignmentChange: null, values: [] },
  ],
};

/** The text a reader sees, tags dropped. */
const textOf = (html: string): string =>
  (html.split('<main>')[1] ?? '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

describe('renderImpactHtml', () => {
  it('titles the report by its days and shows per point the response rate, alignment change and values', () => {
    const html = renderImpactHtml(REPORT);
    expect(html.startsWith('<!DOCTYPE html><html lang="en" dir="ltr">')).toBe(true);
    expect(html).toContain('<title>Impact after 90 days</title>');
    const text = textOf(html);
    expect(text).toContain('Impact after 90 days Summer Workshop');
    expect(text).toContain('After 30 days Responses: 4 of 4 (100%) Mean change of alignment: +6.5 points');
    expect(text).toContain('Honesty 4 +12.5 Family 3 -5');
    expect(text).toContain(
      'After 90 days Responses: 2 of 4 (50%) Too few responses to show the changes (fewer than 3).',
    );
  });

  it("prints in the reader's language, right to left for Arabic", () => {
    expect(renderImpactHtml({ ...REPORT, language: 'de' })).toContain('<title>Wirkung nach 90 Tagen</title>');
    expect(
      renderImpactHtml({ ...REPORT, language: 'ar' }).startsWith('<!DOCTYPE html><html lang="ar" dir="rtl">'),
    ).toBe(true);
  });

  it('is what renderDocumentHtml renders for an impact document', () => {
    expect(renderDocumentHtml(REPORT)).toBe(renderImpactHtml(REPORT));
  });
});
