import { describe, expect, it } from 'vitest';
import { newPasswordProblem, PASSWORD_HINT, PASSWORDS_DO_NOT_MATCH } from './password-check.ts';

describe('newPasswordProblem', () => {
  it('accepts 8+ characters with a digit, a lowercase and an uppercase letter', () => {
    expect(newPasswordProblem('Abcdefg1', 'Abcdefg1')).toBeNull();
  });

  it('reports a confirmation that differs first', () => {
    expect(newPasswordProblem('abc', 'abd')).toBe(PASSWORDS_DO_NOT_MATCH);
  });

  it.each([
    ['too short', 'Abcdef1'],
    ['no digit', 'Abcdefgh'],
    ['no lowercase', 'ABCDEFG1'],
    ['no uppercase', 'abcdefg1'],
  ])('gives the hint for a password with %s', (_case, password) => {
    expect(newPasswordProblem(password, password)).toBe(PASSWORD_HINT);
  });
});
