import { PASSWORD_HINT } from '@vs/domain';
import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { newPasswordProblem } from './new-password-problem.ts';

const PASSWORDS_DO_NOT_MATCH = 'Passwords do not match';
const intl = createIntl({ locale: 'en', messages: {} });

const twice = (password: string) => ({ password, confirmation: password });

describe('newPasswordProblem', () => {
  it('words the rule as the domain does, and in the reader’s language', () => {
    expect(newPasswordProblem(intl, twice('short'))?.message).toBe(PASSWORD_HINT);
    const german = createIntl({
      locale: 'de',
      messages: { 'ui.newPassword.mismatch': 'Die Passwörter stimmen nicht überein' },
    });
    expect(newPasswordProblem(german, { password: 'a', confirmation: 'b' })?.message).toBe(
      'Die Passwörter stimmen nicht überein',
    );
  });

  it('accepts 8+ characters with a digit, a lowercase and an uppercase letter', () => {
    expect(newPasswordProblem(intl, twice('Abcdefg1'))).toBeNull();
  });

  it('reports a confirmation that differs first, on the confirmation', () => {
    expect(newPasswordProblem(intl, { password: 'abc', confirmation: 'abd' })).toEqual({
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
    expect(newPasswordProblem(intl, twice(password))).toEqual({ field: 'password', message: PASSWORD_HINT });
  });

  it('refuses a blank password unless it is optional, where both blank keep the current one', () => {
    expect(newPasswordProblem(intl, twice(''))?.message).toBe(PASSWORD_HINT);
    expect(newPasswordProblem(intl, twice(''), { optional: true })).toBeNull();
    expect(newPasswordProblem(intl, { password: '', confirmation: 'x' }, { optional: true })?.message).toBe(
      PASSWORDS_DO_NOT_MATCH,
    );
    expect(newPasswordProblem(intl, twice('short'), { optional: true })?.message).toBe(PASSWORD_HINT);
  });
});
