import { DEFAULT_LANGUAGE, type LanguageTag } from '../model/language.ts';
import { type MessageDescriptor, translate } from '../rules/messages.ts';
import { ERROR_MESSAGES } from './error-messages.ts';

/** Words of an error a person reads: a catalogued message (`error-messages.ts`) and its ICU arguments. */
export interface ErrorText {
  readonly message: MessageDescriptor;
  readonly values?: Readonly<Record<string, string | number>>;
}

/** A catalogued text (worded in each person's language), or a plain English one not yet catalogued. */
export type ErrorWords = string | ErrorText;

/**
 * What went wrong, in the domain's words. The HTTP edge maps each kind to one status in
 * exactly one place; `code` is stable for clients and logs, `message` is shown to users (in
 * English; `errorMessageIn` words it in another language when `text` is catalogued).
 */
export type DomainErrorKind =
  | 'invalid'
  | 'unauthenticated'
  | 'forbidden'
  | 'not-found'
  | 'conflict'
  | 'too-large'
  | 'gone'
  | 'rate-limited'
  | 'unavailable';

export class DomainError extends Error {
  readonly kind: DomainErrorKind;
  readonly code: string;
  /** For 'rate-limited': whole seconds until the client may try again. */
  readonly retryAfterSeconds: number | undefined;
  /** The catalogued words, for a reply in another language; null: `message` is all there is. */
  readonly text: ErrorText | null;

  constructor(kind: DomainErrorKind, code: string, words: ErrorWords, retryAfterSeconds?: number) {
    super(typeof words === 'string' ? words : translate(DEFAULT_LANGUAGE, words.message, words.values));
    this.name = 'DomainError';
    this.kind = kind;
    this.code = code;
    this.retryAfterSeconds = retryAfterSeconds;
    this.text = typeof words === 'string' ? null : words;
  }
}

/** What a person reading `language` is told: the catalogued text in it, else the English message. */
export const errorMessageIn = (error: DomainError, language: LanguageTag): string =>
  error.text === null ? error.message : translate(language, error.text.message, error.text.values);

export const invalid = (code: string, words: ErrorWords): DomainError =>
  new DomainError('invalid', code, words);
export const unauthenticated = (): DomainError =>
  new DomainError('unauthenticated', 'AUTH.NO_SESSION', { message: ERROR_MESSAGES.notLoggedIn });
export const forbidden = (words: ErrorWords = { message: ERROR_MESSAGES.forbidden }): DomainError =>
  new DomainError('forbidden', 'AUTH.FORBIDDEN', words);
export const notFound = (code: string, words: ErrorWords): DomainError =>
  new DomainError('not-found', code, words);
export const conflict = (code: string, words: ErrorWords): DomainError =>
  new DomainError('conflict', code, words);
/** Something this server cannot do as it is set up (not the user's fault, not worth a retry now). */
export const unavailable = (code: string, words: ErrorWords): DomainError =>
  new DomainError('unavailable', code, words);
/** Too many attempts; `retryAfterMs` (when known) is rounded up to whole seconds, at least 1. */
export const rateLimited = (retryAfterMs?: number): DomainError =>
  new DomainError(
    'rate-limited',
    'RATE_LIMITED',
    { message: ERROR_MESSAGES.rateLimited },
    retryAfterMs === undefined ? undefined : Math.max(1, Math.ceil(retryAfterMs / 1000)),
  );
