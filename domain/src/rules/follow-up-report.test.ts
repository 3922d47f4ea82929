import { describe, expect, it } from 'vitest';
import { followUpDrift } from './follow-up-drift.ts';
import { followUpPointReport } from './follow-up-report.ts';

const values = Array.from({ length: 10 }, (_, i) => ({
  value: `V${i + 1}`,
  originalIndex: i === 9 ? -1 : i,
}));
const workshop = { values, percentLived: Array.from({ length: 10 }, () => 50) };
const rerated = (first: number) => followUpDrift(workshop, [first, 50, 50, 50, 50, 50, 50, 50, 50, 50]);

describe('followUpPointReport', () => {
  it('gives counts, and the mean changes per default value and of alignment from three respondents on', () => {
    const report = followUpPointReport(30, 5, [rerated(60), rerated(70), rerated(80)]);
    expect(report).toMatchObject({ days: 30, asked: 5, answered: 3 });
    expect(report.values[0]).toEqual({ originalIndex: 0, respondents: 3, meanChange: 20 });
    expect(report.values.map((value) => value.originalIndex)).not.toContain(-1);
    expect(report.meanAlignmentChange).toBeGreaterThan(0);
  });

  it('shows no value and no alignment change under three respondents', () => {
    const report = followUpPointReport(30, 5, [rerated(60), rerated(70)]);
    expect(report).toMatchObject({ answered: 2, meanAlignmentChange: null, values: [] });
  });
});
