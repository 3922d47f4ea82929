import ar from '@vs/i18n/values/ar.json' with { type: 'json' };
import de from '@vs/i18n/values/de.json' with { type: 'json' };
import en from '@vs/i18n/values/en.json' with { type: 'json' };
import enXA from '@vs/i18n/values/en-XA.json' with { type: 'json' };
import es from '@vs/i18n/values/es.json' with { type: 'json' };
import fr from '@vs/i18n/values/fr.json' with { type: 'json' };
import nl from '@vs/i18n/values/nl.json' with { type: 'json' };
import type { LanguageTag } from '../model/language.ts';
import type { ChosenValue } from '../model/response.ts';
import { type CatalogueValue, shownValueName } from '../rules/value-names.ts';
import { ORIGINAL_VALUES } from './original-values.ts';

/**
 * The values catalogue of every language (`i18n/values/<tag>.json`), each in the spec's order so
 * that `originalIndex` names the same value everywhere; English is ORIGINAL_VALUES word for word.
 */
const CATALOGUES: Readonly<Record<LanguageTag, readonly CatalogueValue[]>> = {
  en,
  de,
  fr,
  es,
  nl,
  ar,
  'en-XA': enXA,
};

export const valueCatalogue = (language: LanguageTag): readonly CatalogueValue[] => CATALOGUES[language];

const key = (originalIndex: number, name: string): string => `${originalIndex}\u0000${name}`;

let namesByIndex: ReadonlyMap<string, string> | undefined;

/** `index + name in any language` -> the English name, built on first use. */
const englishNames = (): ReadonlyMap<string, string> => {
  namesByIndex ??= new Map(
    Object.values(CATALOGUES).flatMap((catalogue) =>
      catalogue.map((v): [string, string] => [
        key(v.originalIndex, v.value),
        ORIGINAL_VALUES[v.originalIndex] ?? v.value,
      ]),
    ),
  );
  return namesByIndex;
};

/**
 * The name a chosen value is stored under: a default value named in any shipped language with its
 * `originalIndex` is stored by that index, under its English name (spec section 7 clients read
 * English); anything else, a value the participant wrote or renamed, stays as written. One Map
 * look-up: this runs on every save.
 */
export const storedValueName = (originalIndex: number, name: string): string =>
  originalIndex < 0 ? name : (englishNames().get(key(originalIndex, name)) ?? name);

/**
 * Chosen values as a reader of `language` sees them (a PDF, an insight): each default value by
 * its name in that language, a value the participant wrote or renamed as written (shownValueName).
 */
export const valuesInLanguage = <T extends { readonly values: readonly ChosenValue[] }>(
  lists: T,
  language: LanguageTag,
): T => {
  const catalogue = CATALOGUES[language];
  return {
    ...lists,
    values: lists.values.map((v) => ({ ...v, value: shownValueName(catalogue, v.originalIndex, v.value) })),
  };
};
