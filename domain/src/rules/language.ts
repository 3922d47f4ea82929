import { match } from '@formatjs/intl-localematcher';
import { DEFAULT_LANGUAGE, LANGUAGES, type LanguageTag, SHIPPED_LANGUAGES } from '../model/language.ts';

/** What decides a person's language, strongest first; each may be missing. */
export interface LanguageChoice {
  /** The person's own choice (`users.language`). */
  readonly chosen?: LanguageTag | null;
  /** The browser's `Accept-Language` header, for a person who has not chosen. */
  readonly acceptLanguage?: string | null;
  /** The default of the event (or organisation) that brought the person in. */
  readonly fallback?: LanguageTag | null;
}

const MAX_ACCEPTED = 20;

/**
 * The tags of an `Accept-Language` header, most wanted first (RFC 9110 12.5.4: `q` weights, `*`
 * and `q=0` ignored; equal weights keep their order). At most 20 are read.
 */
export const acceptedLanguages = (header: string): string[] =>
  header
    .split(',')
    .slice(0, MAX_ACCEPTED)
    .map((part, position) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q === undefined ? 1 : Number(q.slice(2));
      return { tag: tag.trim(), weight: Number.isFinite(weight) ? weight : 0, position };
    })
    .filter((t) => t.tag !== '' && t.tag !== '*' && t.weight > 0 && isWellFormed(t.tag))
    .sort((a, b) => b.weight - a.weight || a.position - b.position)
    .map((t) => t.tag);

const isWellFormed = (tag: string): boolean => {
  try {
    Intl.getCanonicalLocales(tag);
    return true;
  } catch {
    return false;
  }
};

/**
 * The language to speak to someone: their own choice, else the best shipped match of what their
 * browser asks for (`de-CH` finds `de`; the pseudo-locale only when asked by name), else the
 * event's or organisation's default, else English.
 */
export const pickLanguage = (choice: LanguageChoice): LanguageTag => {
  if (choice.chosen) return choice.chosen;
  const requested = choice.acceptLanguage ? acceptedLanguages(choice.acceptLanguage) : [];
  if (requested.length > 0) {
    const none = 'und';
    const offered = requested.some((r) => r.toLowerCase() === 'en-xa') ? LANGUAGES : SHIPPED_LANGUAGES;
    const found = match(requested, offered, none, { algorithm: 'best fit' });
    if (found !== none) return found as LanguageTag;
  }
  return choice.fallback ?? DEFAULT_LANGUAGE;
};
