import { describe, expect, it } from 'vitest';
import { writingLocale } from './writing-locale.ts';

describe('writingLocale', () => {
  it('writes English the British way and every other language as itself', () => {
    expect(writingLocale('en')).toBe('en-GB');
    expect(writingLocale('de')).toBe('de');
    expect(writingLocale('ar')).toBe('ar');
  });
});
