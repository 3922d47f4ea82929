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

let namesAt: readonly ReadonlyMap<string, string>[] | undefined;

/**
 * By `originalIndex`: the value's name in any language -> its English name, built on first use
 * (every catalogue is in the spec's order, so a value's entry is at its index, as `shownValueName`
 * reads it).
 */
const englishNames = (): readonly ReadonlyMap<string, string>[] => {
  namesAt ??= ORIGINAL_VALUES.map(
    (english, index) =>
      new Map(Object.values(CATALOGUES).map((catalogue) => [catalogue[index]?.value ?? english, english])),
  );
  return namesAt;
};

/**
 * The name a chosen value is stored under: a default value named in any shipped language with its
 * `originalIndex` is stored by that index, under its English name (spec section 7 clients read
 * English); anything else, a value the participant wrote or renamed, stays as written. An index
 * and one Map look-up, no key built: this runs for every value of every save.
 */
export const storedValueName = (originalIndex: number, name: string): string =>
  englishNames()[originalIndex]?.get(name) ?? name;

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
