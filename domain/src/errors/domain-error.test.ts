import { describe, expect, it } from 'vitest';
import {
  conflict,
  DomainError,
  forbidden,
  invalid,
  notFound,
  rateLimited,
  unauthenticated,
} from './domain-error.ts';

describe('domain errors', () => {
  it('carry a kind, a stable code and a user-facing message', () => {
    expect(
      [
        invalid('X.BAD', 'Bad'),
        unauthenticated(),
        forbidden(),
        forbidden('Only a super-admin can do that'),
        notFound('X.NONE', 'None'),
        conflict('X.TAKEN', 'Taken'),
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
    expect(invalid('X.BAD', 'Bad').retryAfterSeconds).toBeUndefined();
  });

  it('are Errors named DomainError', () => {
    const error = invalid('X.BAD', 'Bad');
    expect(error).toBeInstanceOf(Error);
    expect(error).toBeInstanceOf(DomainError);
    expect(error.name).toBe('DomainError');
  });
});
