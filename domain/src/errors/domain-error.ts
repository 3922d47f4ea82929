import { englishOf } from '../rules/english-message.ts';
import type { MessageDescriptor } from '../rules/message-descriptor.ts';
import { ERROR_MESSAGES } from './error-messages.ts';

/** Words of an error a person reads: a catalogued message (`error-messages.ts`) and its ICU arguments. */
export interface ErrorText {
  readonly message: MessageDescriptor;
  readonly values?: Readonly<Record<string, string | number>>;
}

/**
 * A text not ours to word: what a worker recorded when a job failed, or refusals each already worded
 * in the reader's language (a request's validation issues). Only `verbatim` makes one.
 */
export interface VerbatimText {
  readonly verbatim: string;
}

/**
 * What an error says: a catalogued message (without or with arguments), worded in each reader's
 * language, or a verbatim text. There is no plain string: the compiler finds any uncatalogued text.
 */
export type ErrorWords = MessageDescriptor | ErrorText | VerbatimText;

export const verbatim = (text: string): VerbatimText => ({ verbatim: text });

/** The catalogued form of an error's words; null for verbatim ones. */
export const textOf = (words: ErrorWords): ErrorText | null => {
  if ('verbatim' in words) return null;
  return 'id' in words ? { message: words } : words;
};

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
  /** The catalogued words, for a reply in another language; null: a verbatim `message`. */
  readonly text: ErrorText | null;

  constructor(kind: DomainErrorKind, code: string, words: ErrorWords, retryAfterSeconds?: number) {
    const text = textOf(words);
    super(text === null ? (words as VerbatimText).verbatim : englishOf(text.message, text.values));
    this.name = 'DomainError';
    this.kind = kind;
    this.code = code;
    this.retryAfterSeconds = retryAfterSeconds;
    this.text = text;
  }
}

export const invalid = (code: string, words: ErrorWords): DomainError =>
  new DomainError('invalid', code, words);
export const unauthenticated = (): DomainError =>
  new DomainError('unauthenticated', 'AUTH.NO_SESSION', ERROR_MESSAGES.notLoggedIn);
export const forbidden = (words: ErrorWords = ERROR_MESSAGES.forbidden): DomainError =>
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
    ERROR_MESSAGES.rateLimited,
    retryAfterMs === undefined ? undefined : Math.max(1, Math.ceil(retryAfterMs / 1000)),
  );
