import { describe, expect, it } from 'vitest';
import { outputFileName } from './output-file-name.ts';

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
});
