import { describe, expect, it } from 'vitest';
import { ORIGINAL_VALUES } from '../data/original-values.ts';
import { storedValueName, valueCatalogue } from '../data/value-catalogue.ts';
import { SHIPPED_LANGUAGES } from '../model/language.ts';
import { catalogueNames, shownValueName } from './value-names.ts';

const ABUNDANCE = 0;
const WISDOM = 99;

describe('the values catalogues', () => {
  it("English is the spec's list word for word, in its order", () => {
    expect(catalogueNames(valueCatalogue('en'))).toEqual(ORIGINAL_VALUES);
  });

  it.each(SHIPPED_LANGUAGES)(
    '%s names every value once, in the spec order, with a definition',
    (language) => {
      const catalogue = valueCatalogue(language);
      expect(catalogue.map((v) => v.originalIndex)).toEqual(ORIGINAL_VALUES.map((_, i) => i));
      expect(new Set(catalogue.map((v) => v.value.toLocaleLowerCase(language))).size).toBe(
        ORIGINAL_VALUES.length,
      );
      for (const v of catalogue) {
        expect(v.value.trim()).not.toBe('');
        expect(v.definition.trim()).not.toBe('');
      }
    },
  );
});

describe('storedValueName', () => {
  it('stores a default value named in any shipped language under its English name', () => {
    expect(storedValueName(ABUNDANCE, 'Fülle')).toBe('Abundance');
    expect(storedValueName(WISDOM, 'الحكمة')).toBe('Wisdom');
    expect(storedValueName(WISDOM, 'Wisdom')).toBe('Wisdom');
  });

  it("keeps a name that is not that index's (a renamed value, another index's name, a written one)", () => {
    expect(storedValueName(ABUNDANCE, 'Fülle des Lebens')).toBe('Fülle des Lebens');
    expect(storedValueName(ABUNDANCE, 'Weisheit')).toBe('Weisheit');
    expect(storedValueName(-1, 'Fülle')).toBe('Fülle');
  });
});

describe('shownValueName', () => {
  it("shows a default value in the viewer's language and a written one as written", () => {
    const german = valueCatalogue('de');
    expect(shownValueName(german, WISDOM, 'Wisdom')).toBe('Weisheit');
    expect(shownValueName(german, WISDOM, 'My own wisdom')).toBe('My own wisdom');
    expect(shownValueName(german, -1, 'Wisdom')).toBe('Wisdom');
  });
});
