import type { LanguageTag } from '../model/language.ts';
import { translate } from '../rules/messages.ts';
import {
  type DomainError,
  type ErrorText,
  type ErrorWords,
  textOf,
  type VerbatimText,
} from './domain-error.ts';

/** A catalogued text worded in `language` (what a reply says; tests read the English). */
export const wordsIn = (language: LanguageTag, text: ErrorText): string =>
  translate(language, text.message, text.values);

/** Any error words for a reader of `language`: catalogued ones in it, verbatim ones as written. */
export const wordsOf = (language: LanguageTag, words: ErrorWords): string => {
  const text = textOf(words);
  return text === null ? (words as VerbatimText).verbatim : wordsIn(language, text);
};

/** What a person reading `language` is told: the catalogued text in it, else the English message. */
export const errorMessageIn = (error: DomainError, language: LanguageTag): string =>
  error.text === null ? error.message : wordsIn(language, error.text);
