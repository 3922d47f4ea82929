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
  | 'rate-limited';

export class DomainError extends Error {
  readonly kind: DomainErrorKind;
  readonly code: string;

  constructor(kind: DomainErrorKind, code: string, message: string) {
    super(message);
    this.name = 'DomainError';
    this.kind = kind;
    this.code = code;
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
export const rateLimited = (): DomainError =>
  new DomainError(
    'rate-limited',
    'RATE_LIMITED',
    'Too many attempts. Please wait a few minutes and try again.',
  );
