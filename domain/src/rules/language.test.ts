import { describe, expect, it } from 'vitest';
import { isShippedLanguage, PSEUDO_LANGUAGE } from '../model/language.ts';
import { acceptedLanguages, pickLanguage } from './language.ts';

describe('acceptedLanguages', () => {
  it('orders the tags by weight, keeping the order of equal weights', () => {
    expect(acceptedLanguages('fr;q=0.5, de-CH, en;q=0.8, nl')).toEqual(['de-CH', 'nl', 'en', 'fr']);
  });

  it('drops the wildcard, refused (q=0), malformed and empty entries', () => {
    expect(acceptedLanguages('*, es;q=0, ;q=1, not a tag!, ar;q=abc, de')).toEqual(['de']);
  });

  it('reads nothing from an empty header', () => {
    expect(acceptedLanguages('')).toEqual([]);
  });
});

describe('pickLanguage', () => {
  it("takes the person's own choice over everything else", () => {
    expect(pickLanguage({ chosen: 'nl', acceptLanguage: 'de', fallback: 'fr' })).toBe('nl');
  });

  it('without a choice, takes the best shipped match of the browser, a region finding its language', () => {
    expect(pickLanguage({ chosen: null, acceptLanguage: 'de-CH,de;q=0.9,en;q=0.8', fallback: 'fr' })).toBe(
      'de',
    );
    expect(pickLanguage({ acceptLanguage: 'ar-EG' })).toBe('ar');
    expect(pickLanguage({ acceptLanguage: 'ja, es;q=0.4' })).toBe('es');
  });

  it("falls back to the event's default when the browser asks for nothing shipped, else English", () => {
    expect(pickLanguage({ acceptLanguage: 'ja, pt-BR', fallback: 'fr' })).toBe('fr');
    expect(pickLanguage({ acceptLanguage: 'ja' })).toBe('en');
    expect(pickLanguage({})).toBe('en');
  });

  it('offers the pseudo-locale only to a browser that names it', () => {
    expect(pickLanguage({ acceptLanguage: 'en-XA' })).toBe('en-XA');
    expect(pickLanguage({ acceptLanguage: 'en-GB' })).toBe('en');
  });
});

describe('isShippedLanguage', () => {
  it('takes the shipped languages, never the pseudo-locale, another tag or a non-string', () => {
    expect(['en', 'de', 'fr', 'es', 'nl', 'ar'].every(isShippedLanguage)).toBe(true);
    expect([PSEUDO_LANGUAGE, 'de-CH', 'pt', '', null, 7].some(isShippedLanguage)).toBe(false);
  });
});
