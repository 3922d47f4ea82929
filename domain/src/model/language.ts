/**
 * The languages the product ships (BCP 47 tags), English first: the spec's texts are English and
 * every other catalogue translates them. Each has `i18n/messages/<tag>.json` and
 * `i18n/values/<tag>.json`.
 */
export const SHIPPED_LANGUAGES = ['en', 'de', 'fr', 'es', 'nl', 'ar'] as const;
/** The generated pseudo-locale (longer, accented English) that browser tests render; never offered. */
export const PSEUDO_LANGUAGE = 'en-XA';
/** Every tag a person, an event or a request may name. */
export const LANGUAGES = [...SHIPPED_LANGUAGES, PSEUDO_LANGUAGE] as const;
export type LanguageTag = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE = 'en' satisfies LanguageTag;

export const isLanguageTag = (tag: unknown): tag is LanguageTag =>
  (LANGUAGES as readonly unknown[]).includes(tag);

/** A language the product ships (never the pseudo-locale): what a person or an organisation may pick. */
export const isShippedLanguage = (tag: unknown): tag is (typeof SHIPPED_LANGUAGES)[number] =>
  (SHIPPED_LANGUAGES as readonly unknown[]).includes(tag);

/** Languages written right to left: their pages carry `dir="rtl"`. */
const RIGHT_TO_LEFT: ReadonlySet<LanguageTag> = new Set(['ar']);
export const isRightToLeft = (tag: LanguageTag): boolean => RIGHT_TO_LEFT.has(tag);

/** Each language's own name, as the switcher offers it (a name is never translated). */
export const LANGUAGE_NAMES: Readonly<Record<LanguageTag, string>> = {
  en: 'English',
  de: 'Deutsch',
  fr: 'Français',
  es: 'Español',
  nl: 'Nederlands',
  ar: 'العربية',
  'en-XA': 'Ëñglîšh (pseudo)',
};
