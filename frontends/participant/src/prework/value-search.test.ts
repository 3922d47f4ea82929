import { describe, expect, it } from 'vitest';
import { valueMatcher } from './value-search.ts';

describe('valueMatcher', () => {
  it('finds a part of a name, ignoring case', () => {
    const matches = valueMatcher('en');
    expect(matches('Courage', 'OURA')).toBe(true);
    expect(matches('Courage', 'honesty')).toBe(false);
  });

  it('ignores accents either way', () => {
    const matches = valueMatcher('fr');
    expect(matches('Éthique', 'ethi')).toBe(true);
    expect(matches('Ethique', 'éth')).toBe(true);
    expect(matches('Créativité', 'creativite')).toBe(true);
  });

  it('matches everything when nothing (or only spaces) is typed', () => {
    const matches = valueMatcher('de');
    expect(matches('Ehrlichkeit', '')).toBe(true);
    expect(matches('Ehrlichkeit', '  ')).toBe(true);
  });

  it('finds nothing when the search is longer than the name', () => {
    expect(valueMatcher('en')('Joy', 'Joyfulness')).toBe(false);
  });

  it('compares by the language: Arabic letters with and without marks', () => {
    const matches = valueMatcher('ar');
    expect(matches('الشَّجاعة', 'الشجاعة')).toBe(true);
  });
});
