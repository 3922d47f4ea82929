import type { LanguageTag } from '@vs/domain';
import ar from '@vs/i18n/messages/ar.json' with { type: 'json' };
import de from '@vs/i18n/messages/de.json' with { type: 'json' };
import en from '@vs/i18n/messages/en.json' with { type: 'json' };
import enXA from '@vs/i18n/messages/en-XA.json' with { type: 'json' };
import es from '@vs/i18n/messages/es.json' with { type: 'json' };
import fr from '@vs/i18n/messages/fr.json' with { type: 'json' };
import nl from '@vs/i18n/messages/nl.json' with { type: 'json' };

/** Every language's messages, for PDFs rendered on the server (a browser fetches only its own). */
export const PRINT_CATALOGUES: Readonly<Record<LanguageTag, Readonly<Record<string, string>>>> = {
  en,
  de,
  fr,
  es,
  nl,
  ar,
  'en-XA': enXA,
};
