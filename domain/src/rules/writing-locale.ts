import type { LanguageTag } from '../model/language.ts';

/**
 * The locale a language writes dates and lists in, on PDFs and in emails alike: English the British
 * way (`10 June 2026`, `A, B and C`), every other language as itself.
 */
export const writingLocale = (language: LanguageTag | string): string =>
  language === 'en' ? 'en-GB' : language;
