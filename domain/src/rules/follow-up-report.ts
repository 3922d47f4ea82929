import type { FollowUpDrift } from './follow-up-drift.ts';

/** Values and alignment of fewer respondents than this at a point are not shown in the event report. */
export const FOLLOW_UP_REPORT_MIN_RESPONDENTS = 3;

/** One point of an event's follow-up report: no names, only counts and means. */
export interface FollowUpPointReport {
  readonly days: number;
  /** Follow-ups queued at this point, and how many of them were answered. */
  readonly asked: number;
  readonly answered: number;
  /** The mean change of alignment; null under FOLLOW_UP_REPORT_MIN_RESPONDENTS answers. */
  readonly meanAlignmentChange: number | null;
  /**
   * Per default value (by `originalIndex`) chosen by at least FOLLOW_UP_REPORT_MIN_RESPONDENTS of
   * those who answered: how many and their mean change of "% lived", largest change first.
   */
  readonly values: readonly {
    readonly originalIndex: number;
    readonly respondents: number;
    readonly meanChange: number;
  }[];
}

const mean = (numbers: readonly number[]): number =>
  Math.round((numbers.reduce((sum, n) => sum + n, 0) / numbers.length) * 10) / 10;

/** The report of one point from the drifts of those who answered (values they wrote themselves are left out). */
export const followUpPointReport = (
  days: number,
  asked: number,
  drifts: readonly FollowUpDrift[],
): FollowUpPointReport => {
  const enough = (count: number) => count >= FOLLOW_UP_REPORT_MIN_RESPONDENTS;
  const alignmentChanges = drifts.flatMap((drift) =>
    drift.alignmentThen === null || drift.alignmentNow === null
      ? []
      : [drift.alignmentNow - drift.alignmentThen],
  );
  const byValue = new Map<number, number[]>();
  for (const drift of drifts)
    for (const value of drift.values)
      if (value.originalIndex >= 0)
        byValue.set(value.originalIndex, [...(byValue.get(value.originalIndex) ?? []), value.change]);
  const values = [...byValue]
    .filter(([, changes]) => enough(changes.length))
    .map(([originalIndex, changes]) => ({
      originalIndex,
      respondents: changes.length,
      meanChange: mean(changes),
    }))
    .sort((a, b) => Math.abs(b.meanChange) - Math.abs(a.meanChange) || a.originalIndex - b.originalIndex);
  return {
    days,
    asked,
    answered: drifts.length,
    meanAlignmentChange: enough(alignmentChanges.length) ? mean(alignmentChanges) : null,
    values,
  };
};
