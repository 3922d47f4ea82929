import type { LanguageTag } from '@vs/domain';
import en from '@vs/i18n/console/en.json' with { type: 'json' };
import { loadMessages, type Messages } from '@vs/ui/messages';

/**
 * The consoles' own messages (`i18n/console/<tag>.json`), apart from the participant's so that a
 * participant never downloads them. English is in the bundle; each other language is its own chunk.
 */
const LOADERS: Readonly<Record<LanguageTag, () => Promise<{ default: Messages }>>> = {
  en: () => Promise.resolve({ default: en }),
  de: () => import('@vs/i18n/console/de.json', { with: { type: 'json' } }),
  fr: () => import('@vs/i18n/console/fr.json', { with: { type: 'json' } }),
  es: () => import('@vs/i18n/console/es.json', { with: { type: 'json' } }),
  nl: () => import('@vs/i18n/console/nl.json', { with: { type: 'json' } }),
  ar: () => import('@vs/i18n/console/ar.json', { with: { type: 'json' } }),
  'en-XA': () => import('@vs/i18n/console/en-XA.json', { with: { type: 'json' } }),
};

/** Everything a console screen may say in `language`: the shared screens' messages and the consoles'. */
export const loadConsoleMessages = async (language: LanguageTag): Promise<Messages> => {
  const [shared, own] = await Promise.all([loadMessages(language), LOADERS[language]()]);
  return { ...shared, ...own.default };
};

export const ENGLISH_CONSOLE_MESSAGES: Messages = en;
