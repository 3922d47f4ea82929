import { describe, expect, it } from 'vitest';
import { newPasswordOf, normaliseAccountDetails } from './account-details.ts';

describe('normaliseAccountDetails', () => {
  it('trims the names and trims and lower-cases the email', () => {
    expect(
      normaliseAccountDetails({ forename: ' Ann ', surname: '\tLee ', email: ' Ann.Lee@Example.TEST ' }),
    ).toEqual({ forename: 'Ann', surname: 'Lee', email: 'ann.lee@example.test' });
  });

  it.each([
    { forename: '  ', surname: 'Lee', email: 'a@b.test' },
    { forename: 'Ann', surname: '', email: 'a@b.test' },
    { forename: 'Ann', surname: 'Lee', email: ' ' },
  ])('refuses a blank field: %j', (details) => {
    expect(() => normaliseAccountDetails(details)).toThrow(
      expect.objectContaining({ kind: 'invalid', code: 'USER.DETAILS_REQUIRED' }),
    );
  });
});

describe('newPasswordOf', () => {
  it('means "keep the current password" when absent or empty', () => {
    expect(newPasswordOf(undefined)).toBeNull();
    expect(newPasswordOf('')).toBeNull();
  });

  it('returns a password that passes the rule', () => {
    expect(newPasswordOf('Secret123')).toBe('Secret123');
  });

  it('refuses a password that fails the rule', () => {
    expect(() => newPasswordOf('secret123')).toThrow(
      expect.objectContaining({ kind: 'invalid', code: 'USER.WEAK_PASSWORD' }),
    );
  });
});
