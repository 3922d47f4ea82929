import { describe, expect, it } from 'vitest';
import {
  conflict,
  DomainError,
  forbidden,
  invalid,
  notFound,
  rateLimited,
  unauthenticated,
  verbatim,
} from './domain-error.ts';
import { ERROR_MESSAGES } from './error-messages.ts';
import { errorMessageIn } from './error-words.ts';

describe('domain errors', () => {
  it('carry a kind, a stable code and a user-facing message', () => {
    expect(
      [
        invalid('X.BAD', verbatim('Bad')),
        unauthenticated(),
        forbidden(),
        forbidden(verbatim('Only a super-admin can do that')),
        notFound('X.NONE', verbatim('None')),
        conflict('X.TAKEN', verbatim('Taken')),
        rateLimited(),
      ].map((e) => [e.kind, e.code, e.message]),
    ).toEqual([
      ['invalid', 'X.BAD', 'Bad'],
      ['unauthenticated', 'AUTH.NO_SESSION', 'Please log in.'],
      ['forbidden', 'AUTH.FORBIDDEN', 'You are not allowed to do that.'],
      ['forbidden', 'AUTH.FORBIDDEN', 'Only a super-admin can do that'],
      ['not-found', 'X.NONE', 'None'],
      ['conflict', 'X.TAKEN', 'Taken'],
      ['rate-limited', 'RATE_LIMITED', 'Too many attempts. Please wait a few minutes and try again.'],
    ]);
  });

  it('carry the wait of a rate limit in whole seconds, at least one', () => {
    expect(rateLimited().retryAfterSeconds).toBeUndefined();
    expect(rateLimited(0).retryAfterSeconds).toBe(1);
    expect(rateLimited(1_001).retryAfterSeconds).toBe(2);
    expect(rateLimited(900_000).retryAfterSeconds).toBe(900);
    expect(invalid('X.BAD', verbatim('Bad')).retryAfterSeconds).toBeUndefined();
  });

  it('are Errors named DomainError', () => {
    const error = invalid('X.BAD', verbatim('Bad'));
    expect(error).toBeInstanceOf(Error);
    expect(error).toBeInstanceOf(DomainError);
    expect(error.name).toBe('DomainError');
  });

  it('word a catalogued text in the reader’s language with its arguments, English as the message', () => {
    const taken = conflict('ORG.SLUG_TAKEN', { message: ERROR_MESSAGES.slugTaken, values: { slug: 'acme' } });
    expect(taken.message).toBe('The short name "acme" is already used by another organisation');
    expect(errorMessageIn(taken, 'en')).toBe(taken.message);
    expect(errorMessageIn(taken, 'de')).toBe(
      'Der Kurzname „acme“ wird bereits von einer anderen Organisation verwendet',
    );
    expect(errorMessageIn(forbidden(), 'fr')).toBe('Vous n’êtes pas autorisé à faire cela.');
    expect(errorMessageIn(rateLimited(), 'ar')).toBe(
      'محاولات كثيرة جدًا. يرجى الانتظار بضع دقائق ثم المحاولة مرة أخرى.',
    );
  });

  it('keep a verbatim text as written in every language', () => {
    expect(errorMessageIn(invalid('X.BAD', verbatim('Bad')), 'de')).toBe('Bad');
  });

  it('take a bare catalogued message as a text without arguments', () => {
    const error = notFound('USER.NOT_FOUND', ERROR_MESSAGES.userNotFound);
    expect(error.message).toBe('User not found');
    expect(error.text).toEqual({ message: ERROR_MESSAGES.userNotFound });
  });
});
