import { valueCatalogue } from '../../data/value-catalogue.ts';
import type { Actor } from '../../model/actor.ts';
import type { LanguageTag } from '../../model/language.ts';
import { pickLanguage } from '../../rules/language.ts';
import type { CatalogueValue } from '../../rules/value-names.ts';

export interface GetValueCatalogueInput {
  /** The language asked for; absent: the viewer's (rules/language.ts). */
  readonly lang?: LanguageTag;
  /** The signed-in viewer, if any: their own choice, then their event's default. */
  readonly actor: Actor | null;
  /** The browser's `Accept-Language` header. */
  readonly acceptLanguage?: string | null;
}

export interface ValueCatalogueResult {
  readonly language: LanguageTag;
  /** Every default value in the spec's order: `values[i].originalIndex === i`. */
  readonly values: readonly CatalogueValue[];
}

/** The default values with their definitions in one language: public, as the spec's list is. */
export const getValueCatalogue = (input: GetValueCatalogueInput): ValueCatalogueResult => {
  const self = input.actor?.self;
  const language =
    input.lang ??
    pickLanguage({
      chosen: self?.user.language ?? null,
      acceptLanguage: input.acceptLanguage ?? null,
      fallback: self?.event?.language ?? null,
    });
  return { language, values: valueCatalogue(language) };
};
