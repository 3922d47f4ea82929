import { describe, expect, it } from 'vitest';
import { localReturnPath } from './sso-return-path.ts';

describe('localReturnPath', () => {
  it('keeps a local path with its query and fragment', () => {
    expect(localReturnPath('/')).toBe('/');
    expect(localReturnPath('/console?tab=events#top')).toBe('/console?tab=events#top');
  });

  it('falls back to / when nothing was asked', () => {
    expect(localReturnPath(undefined)).toBe('/');
    expect(localReturnPath(null)).toBe('/');
    expect(localReturnPath('')).toBe('/');
  });

  it.each([
    '//evil.example/x',
    '/\\evil.example',
    '/x\\y',
    'https://evil.example/',
    'javascript:alert(1)',
    'console',
    '/\t/evil.example',
    '/\n/evil.example',
  ])('refuses %j', (asked) => {
    expect(localReturnPath(asked)).toBe('/');
  });
});
