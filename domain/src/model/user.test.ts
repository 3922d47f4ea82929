import { describe, expect, it } from 'vitest';
import { ACCESS_LEVELS, GUIDE, isAccessLevel, PARTICIPANT, SUPER_ADMIN } from './user.ts';

describe('access levels', () => {
  it('names the three levels of the spec: 0 participant, 1 Guide, 2 super-admin', () => {
    expect([PARTICIPANT, GUIDE, SUPER_ADMIN]).toEqual([...ACCESS_LEVELS]);
    expect([PARTICIPANT, GUIDE, SUPER_ADMIN]).toEqual([0, 1, 2]);
  });
});

describe('isAccessLevel', () => {
  it('accepts each level', () => {
    expect(ACCESS_LEVELS.filter(isAccessLevel)).toEqual([0, 1, 2]);
  });

  it('refuses any other value', () => {
    for (const value of [3, -1, 1.5, '1', null, undefined, Number.NaN])
      expect(isAccessLevel(value)).toBe(false);
  });
});
