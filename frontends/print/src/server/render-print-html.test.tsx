import type { PrintDocument } from '@vs/domain';
import { SAMPLE_DOCUMENTS } from '@vs/print/testing';
import { describe, expect, it } from 'vitest';
import { renderPrintHtml } from './render-print-html.tsx';

const HOSTILE = '<img src="http://127.0.0.1:9/x">';

const withValue = (value: string): PrintDocument => {
  const live = SAMPLE_DOCUMENTS.live;
  if (live.page !== 'live') throw new Error('sample');
  return { ...live, values: live.values.map((v, i) => (i === 0 ? { ...v, value, description: value } : v)) };
};

describe('renderPrintHtml', () => {
  it('renders a complete, self-contained HTML document for A4', () => {
    const html = renderPrintHtml(SAMPLE_DOCUMENTS.prework);
    expect(html.startsWith('<!DOCTYPE html><html lang="en" dir="ltr">')).toBe(true);
    expect(html).toContain('@page{size:A4');
    expect(html).toContain('--vs-role-driver:');
    expect(html).toMatch(/http-equiv="Content-Security-Policy" content="default-src &#x27;none&#x27;/);
  });

  it("prints in the document's language: labels, title, date; values as the document names them", () => {
    const html = renderPrintHtml({ ...SAMPLE_DOCUMENTS.prework, language: 'de' });
    expect(html.startsWith('<!DOCTYPE html><html lang="de" dir="ltr">')).toBe(true);
    expect(html).toContain('<title>Meine 10 wichtigsten Werte – ');
    expect(html).toContain('Wert und Definition');
    expect(html).toContain('Vorbereitung');
    expect(html).not.toContain('Value and definition');
    expect(html).toMatch(/\d+ % gelebt/);
  });

  it('lays an Arabic document out right to left, its labels in Arabic', () => {
    const html = renderPrintHtml({ ...SAMPLE_DOCUMENTS.live, language: 'ar' });
    expect(html.startsWith('<!DOCTYPE html><html lang="ar" dir="rtl">')).toBe(true);
    expect(html).toContain('القيمة المحرّكة');
    expect(html).toContain('Noto Sans Arabic');
  });

  it('embeds only Inter for a Latin-only participant, as data: URLs, so nothing is fetched', () => {
    const html = renderPrintHtml(SAMPLE_DOCUMENTS.mw);
    expect(html).toContain("font-family: 'Inter Variable'");
    expect(html).not.toContain("font-family: 'Noto Sans");
    expect(html.match(/url\(data:font\/woff2;base64,/g)?.length).toBeLessThanOrEqual(2);
    expect(html).not.toMatch(/url\((?!data:)/);
    expect(html).not.toMatch(/(src|href)="(?!data:)/);
  });

  it('embeds the Noto fonts of the scripts a participant writes in, and only those', () => {
    const mw = SAMPLE_DOCUMENTS.mw;
    const html = renderPrintHtml({ ...mw, participant: { forename: '王小明 محمد', surname: 'देवी สมชาย' } });
    for (const family of ['Noto Sans SC', 'Noto Sans Arabic', 'Noto Sans Thai', 'Noto Sans']) {
      expect(html).toContain(`font-family: '${family} Variable'`);
    }
    expect(html).not.toContain("font-family: 'Noto Sans Hebrew Variable'");
    // Four characters of Chinese take a few slices of Noto Sans SC, not its hundred.
    expect(html.match(/font-family: 'Noto Sans SC Variable'/g)?.length).toBeLessThanOrEqual(4);
    expect(html).toContain('unicode-bidi:plaintext');
  });

  it("shows an organisation's logo from its data: URI and its name in the product's place", () => {
    const logo = 'data:image/png;base64,iVBORw0KGgo=';
    const html = renderPrintHtml({ ...SAMPLE_DOCUMENTS.prework, productTitle: 'Acme', logo });
    expect(html).toContain(`<img class="vs-logo" src="${logo}" alt=""/>`);
    expect(html).not.toContain('Values System');
    expect(html).not.toContain('vs-logo" src="http');
    expect(renderPrintHtml(SAMPLE_DOCUMENTS.prework)).not.toContain('class="vs-logo"');
  });

  it('prints markup in participant text as text', () => {
    const html = renderPrintHtml(withValue(HOSTILE));
    expect(html).not.toContain('<img');
    expect(html).toContain('&lt;img src=&quot;http://127.0.0.1:9/x&quot;&gt;');
  });

  it('escapes markup in names and Meaningful Work text too', () => {
    const mw = SAMPLE_DOCUMENTS.mw;
    if (mw.page !== 'mw') throw new Error('sample');
    const html = renderPrintHtml({
      ...mw,
      participant: { forename: '<script>alert(1)</script>', surname: HOSTILE },
      event: { eventName: '</style><img src=x>', eventDate: mw.event?.eventDate ?? ('2026-06-10' as never) },
      meaningfulWork: { ...mw.meaningfulWork, 'mb-body': HOSTILE },
    });
    expect(html).not.toContain('<img');
    expect(html).not.toContain('<script');
    expect(html.match(/<\/style>/g)).toHaveLength(1);
  });

  it('titles the document with the output and the participant', () => {
    expect(renderPrintHtml(SAMPLE_DOCUMENTS.live)).toContain(
      '<title>My Values Output – Paula Participant</title>',
    );
  });
});
