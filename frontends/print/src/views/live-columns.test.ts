import { describe, expect, it } from 'vitest';
import { LIVE_COLUMNS } from './live-columns.ts';
import { roleOfSlot } from './roles.ts';

describe('LIVE_COLUMNS', () => {
  it('places each of the ten slots in exactly one section', () => {
    const slots = LIVE_COLUMNS.flat().flatMap((section) => section.slots);
    expect([...slots].sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it('colours each section by the role of its slots', () => {
    for (const section of LIVE_COLUMNS.flat()) {
      for (const slot of section.slots) expect(roleOfSlot(slot)).toBe(section.role);
    }
  });
});
