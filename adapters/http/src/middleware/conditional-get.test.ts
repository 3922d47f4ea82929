import { describe, expect, it } from 'vitest';
import { matchesIfNoneMatch } from './conditional-get.ts';

describe('matchesIfNoneMatch', () => {
  it('matches the tag, one of a list, its weak form and *', () => {
    for (const header of ['"v1"', '"v0", "v1"', 'W/"v1"', ' * '])
      expect(matchesIfNoneMatch(header, '"v1"'), header).toBe(true);
  });

  it('matches no other tag, no header, nor a bare value', () => {
    for (const header of [undefined, '', '"v2"', 'v1', '"v10"'])
      expect(matchesIfNoneMatch(header, '"v1"'), String(header)).toBe(false);
  });
});
