import type { LanguageTag } from '@vs/domain';
import en from '@vs/i18n/messages/en.json' with { type: 'json' };

export type Messages = Readonly<Record<string, string>>;

/**
 * The messages of one language. English, the source, is in the bundle (the default, and what any
 * message falls back to); every other language is its own chunk, fetched only by its viewers.
 */
const LOADERS: Readonly<Record<LanguageTag, () => Promise<{ default: Messages }>>> = {
  en: () => Promise.resolve({ default: en }),
  de: () => import('@vs/i18n/messages/de.json', { with: { type: 'json' } }),
  fr: () => import('@vs/i18n/messages/fr.json', { with: { type: 'json' } }),
  es: () => import('@vs/i18n/messages/es.json', { with: { type: 'json' } }),
  nl: () => import('@vs/i18n/messages/nl.json', { with: { type: 'json' } }),
  ar: () => import('@vs/i18n/messages/ar.json', { with: { type: 'json' } }),
  'en-XA': () => import('@vs/i18n/messages/en-XA.json', { with: { type: 'json' } }),
};

export const ENGLISH_MESSAGES: Messages = en;

export const loadMessages = async (language: LanguageTag): Promise<Messages> =>
  (await LOADERS[language]()).default;
