import { describe, expect, it } from 'vitest';
import { assertValidPassword, isValidPassword, PASSWORD_HINT } from './password-rule.ts';

describe('isValidPassword', () => {
  it.each(['Passw0rd', 'aB3aaaaa', 'Correct Horse 9 Battery'])('accepts %j', (password) => {
    expect(isValidPassword(password)).toBe(true);
  });

  it.each([
    ['seven characters', 'Passw0r'],
    ['no digit', 'Password'],
    ['no lowercase letter', 'PASSW0RD'],
    ['no uppercase letter', 'passw0rd'],
    ['nothing', ''],
  ])('refuses a password with %s', (_, password) => {
    expect(isValidPassword(password)).toBe(false);
  });
});

describe('assertValidPassword', () => {
  it('passes a valid password', () => {
    expect(() => assertValidPassword('Passw0rd')).not.toThrow();
  });

  it('refuses a weak password with the spec hint', () => {
    expect(() => assertValidPassword('password')).toThrow(
      expect.objectContaining({ kind: 'invalid', code: 'USER.WEAK_PASSWORD', message: PASSWORD_HINT }),
    );
    expect(PASSWORD_HINT).toBe(
      'Must contain at least one number and one uppercase and lowercase letter, and at least 8 or more characters',
    );
  });
});
