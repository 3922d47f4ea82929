/**
 * What went wrong, in the domain's words. The HTTP edge maps each kind to one status in
 * exactly one place; `code` is stable for clients and logs, `message` is shown to users.
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

  constructor(kind: DomainErrorKind, code: string, message: string, retryAfterSeconds?: number) {
    super(message);
    this.name = 'DomainError';
    this.kind = kind;
    this.code = code;
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

export const invalid = (code: string, message: string): DomainError =>
  new DomainError('invalid', code, message);
export const unauthenticated = (): DomainError =>
  new DomainError('unauthenticated', 'AUTH.NO_SESSION', 'Please log in.');
export const forbidden = (message = 'You are not allowed to do that.'): DomainError =>
  new DomainError('forbidden', 'AUTH.FORBIDDEN', message);
export const notFound = (code: string, message: string): DomainError =>
  new DomainError('not-found', code, message);
export const conflict = (code: string, message: string): DomainError =>
  new DomainError('conflict', code, message);
/** Something this server cannot do as it is set up (not the user's fault, not worth a retry now). */
export const unavailable = (code: string, message: string): DomainError =>
  new DomainError('unavailable', code, message);
/** Too many attempts; `retryAfterMs` (when known) is rounded up to whole seconds, at least 1. */
export const rateLimited = (retryAfterMs?: number): DomainError =>
  new DomainError(
    'rate-limited',
    'RATE_LIMITED',
    'Too many attempts. Please wait a few minutes and try again.',
    retryAfterMs === undefined ? undefined : Math.max(1, Math.ceil(retryAfterMs / 1000)),
  );
