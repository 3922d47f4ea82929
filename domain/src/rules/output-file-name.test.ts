import { describe, expect, it } from 'vitest';
import { makeOrganisation } from '../testing/fixtures.ts';
import { fileNameProduct, outputFileName } from './output-file-name.ts';

describe('outputFileName', () => {
  it('names the pre-work output forename_surname-ValuesSystem.pdf and the live one apart, -ValuesSystem-Live.pdf', () => {
    const pat = { forename: 'Pat', surname: 'Example' };
    expect(outputFileName(pat, 'prework')).toBe('Pat_Example-ValuesSystem.pdf');
    expect(outputFileName(pat, 'live')).toBe('Pat_Example-ValuesSystem-Live.pdf');
  });

  it('names the Meaningful Work sheet forename_surname-MeaningfulWork.pdf', () => {
    expect(outputFileName({ forename: 'Pat', surname: 'Example' }, 'mw')).toBe(
      'Pat_Example-MeaningfulWork.pdf',
    );
  });

  it('keeps spaces and accents but drops CR/LF, quotes and path separators', () => {
    const name = outputFileName({ forename: 'Zoë\r\nX-Evil: 1', surname: '"../O\'Brien"' }, 'live');
    expect(name).toBe("Zoë X-Evil 1_O'Brien-ValuesSystem-Live.pdf");
    expect(name).not.toMatch(/[\r\n"/\\]/);
  });

  it('falls back to generic parts when a name has nothing usable left', () => {
    expect(outputFileName({ forename: '///', surname: '\n' }, 'prework')).toBe(
      'Participant_Output-ValuesSystem.pdf',
    );
  });

  it('shortens very long names', () => {
    const name = outputFileName({ forename: 'a'.repeat(300), surname: 'b' }, 'prework');
    expect(name).toBe(`${'a'.repeat(100)}_b-ValuesSystem.pdf`);
  });

  it("names the product by the organisation's name when it hides the product's, the sheet as ever", () => {
    const pat = { forename: 'Pat', surname: 'Example' };
    const acme = makeOrganisation({ hideProductName: true }, { name: 'Acme Learning & Co' });
    expect(outputFileName(pat, 'prework', acme)).toBe('Pat_Example-AcmeLearning&Co.pdf');
    expect(outputFileName(pat, 'live', acme)).toBe('Pat_Example-AcmeLearning&Co-Live.pdf');
    expect(outputFileName(pat, 'mw', acme)).toBe('Pat_Example-MeaningfulWork.pdf');
  });

  it("keeps the spec's names for every organisation that shows the product's name", () => {
    const pat = { forename: 'Pat', surname: 'Example' };
    expect(outputFileName(pat, 'prework', makeOrganisation({}, { name: 'Acme' }))).toBe(
      'Pat_Example-ValuesSystem.pdf',
    );
    expect(outputFileName(pat, 'live', null)).toBe('Pat_Example-ValuesSystem-Live.pdf');
  });
});

describe('fileNameProduct', () => {
  const hiding = (name: string) => makeOrganisation({ hideProductName: true }, { name });

  it('makes the name safe in a file name and a header, without spaces', () => {
    expect(fileNameProduct(hiding('  Zoë  "Ørsted" A/S\r\n'))).toBe('ZoëØrstedAS');
    expect(fileNameProduct(hiding('.hidden.'))).toBe('hidden');
  });

  it('shortens a long name and names a name with nothing usable Values, never the product', () => {
    expect(fileNameProduct(hiding('A'.repeat(120)))).toBe('A'.repeat(40));
    expect(fileNameProduct(hiding('///'))).toBe('Values');
  });

  it('is ValuesSystem without an organisation or when it shows the product name', () => {
    expect(fileNameProduct(null)).toBe('ValuesSystem');
    expect(fileNameProduct(makeOrganisation())).toBe('ValuesSystem');
  });
});
