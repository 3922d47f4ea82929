import ar from '@vs/i18n/server/ar.json' with { type: 'json' };
import de from '@vs/i18n/server/de.json' with { type: 'json' };
import en from '@vs/i18n/server/en.json' with { type: 'json' };
import enXA from '@vs/i18n/server/en-XA.json' with { type: 'json' };
import es from '@vs/i18n/server/es.json' with { type: 'json' };
import fr from '@vs/i18n/server/fr.json' with { type: 'json' };
import nl from '@vs/i18n/server/nl.json' with { type: 'json' };
import type { LanguageTag } from '../model/language.ts';

/**
 * The messages the server writes for people (emails), one catalogue per language
 * (`i18n/server/<tag>.json`, id -> ICU message); English is exactly the `defaultMessage`s in the
 * domain's code.
 */
const CATALOGUES: Readonly<Record<LanguageTag, Readonly<Record<string, string>>>> = {
  en,
  de,
  fr,
  es,
  nl,
  ar,
  'en-XA': enXA,
};

export const serverMessages = (language: LanguageTag): Readonly<Record<string, string>> =>
  CATALOGUES[language];
