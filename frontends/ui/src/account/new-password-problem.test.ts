import { PASSWORD_HINT } from '@vs/domain';
import { describe, expect, it } from 'vitest';
import { newPasswordProblem, PASSWORDS_DO_NOT_MATCH } from './new-password-problem.ts';

const twice = (password: string) => ({ password, confirmation: password });

describe('newPasswordProblem', () => {
  it('accepts 8+ characters with a digit, a lowercase and an uppercase letter', () => {
    expect(newPasswordProblem(twice('Abcdefg1'))).toBeNull();
  });

  it('reports a confirmation that differs first, on the confirmation', () => {
    expect(newPasswordProblem({ password: 'abc', confirmation: 'abd' })).toEqual({
      field: 'confirmation',
      message: PASSWORDS_DO_NOT_MATCH,
    });
  });

  it.each([
    ['too short', 'Abcdef1'],
    ['no digit', 'Abcdefgh'],
    ['no lowercase', 'ABCDEFG1'],
    ['no uppercase', 'abcdefg1'],
  ])('gives the hint for a password with %s, on the password', (_case, password) => {
    expect(newPasswordProblem(twice(password))).toEqual({ field: 'password', message: PASSWORD_HINT });
  });

  it('refuses a blank password unless it is optional, where both blank keep the current one', () => {
    expect(newPasswordProblem(twice(''))?.message).toBe(PASSWORD_HINT);
    expect(newPasswordProblem(twice(''), { optional: true })).toBeNull();
    expect(newPasswordProblem({ password: '', confirmation: 'x' }, { optional: true })?.message).toBe(
      PASSWORDS_DO_NOT_MATCH,
    );
    expect(newPasswordProblem(twice('short'), { optional: true })?.message).toBe(PASSWORD_HINT);
  });
});
