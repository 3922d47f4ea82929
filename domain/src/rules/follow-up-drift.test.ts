import { describe, expect, it } from 'vitest';
import { followUpDrift } from './follow-up-drift.ts';

const values = Array.from({ length: 10 }, (_, i) => ({
  value: `V${i + 1}`,
  originalIndex: i === 9 ? -1 : i * 2,
}));
const workshop = { values, percentLived: [50, 50, 50, 50, 50, 50, 50, 50, 50, 50] };

describe('followUpDrift', () => {
  it('gives each value its change in rank order, and alignment then and now by the insight rule', () => {
    const drift = followUpDrift(workshop, [100, 50, 50, 50, 50, 50, 50, 50, 50, 0]);
    expect(drift.values[0]).toEqual({
      value: 'V1',
      originalIndex: 0,
      rank: 1,
      atWorkshop: 50,
      atFollowUp: 100,
      change: 50,
    });
    expect(drift.values[9]).toEqual({
      value: 'V10',
      originalIndex: -1,
      rank: 10,
      atWorkshop: 50,
      atFollowUp: 0,
      change: -50,
    });
    expect(drift.alignmentThen).toBe(50);
    // Rank 1 weighs 10 and rank 10 weighs 1, of 55 in all.
    expect(drift.alignmentNow).toBe(Math.round((10 * 100 + 44 * 50 + 1 * 0) / 55));
  });

  it('names the values that moved most, either way, largest first, the higher rank first on a tie, none unchanged', () => {
    const drift = followUpDrift(workshop, [60, 50, 20, 50, 50, 90, 50, 50, 50, 10]);
    expect(drift.movedMost.map((value) => [value.value, value.change])).toEqual([
      ['V6', 40],
      ['V10', -40],
      ['V3', -30],
    ]);
    expect(followUpDrift(workshop, workshop.percentLived).movedMost).toEqual([]);
  });

  it('has no alignment for a workshop response that was never rated', () => {
    const unrated = { values, percentLived: [] };
    const drift = followUpDrift(unrated, workshop.percentLived);
    expect(drift.alignmentThen).toBeNull();
    expect(drift.alignmentNow).toBe(50);
  });
});
