import type { ValuesResponse } from '../model/response.ts';
import { valuesInsight } from './values-insight.ts';

/** How many values the participant's page names as those that moved most. */
export const MOVED_MOST_COUNT = 3;

/** One value's "% lived" at the workshop and at a follow-up. */
export interface ValueDrift {
  readonly value: string;
  /** Index in the default value list; -1 for a value the participant wrote. */
  readonly originalIndex: number;
  /** 1 is the participant's first value. */
  readonly rank: number;
  /** "% lived" at the workshop. */
  readonly atWorkshop: number;
  /** "% lived" at the follow-up. */
  readonly atFollowUp: number;
  /** atFollowUp - atWorkshop, in percentage points. */
  readonly change: number;
}

/** A follow-up's drift from the workshop: alignment (rules/values-insight.ts) then and now, per value the change. */
export interface FollowUpDrift {
  readonly alignmentThen: number | null;
  readonly alignmentNow: number | null;
  readonly values: readonly ValueDrift[];
  /** The MOVED_MOST_COUNT values whose "% lived" changed most (either way), largest first; none unchanged. */
  readonly movedMost: readonly ValueDrift[];
}

/** The drift of a re-rating (`percentLived`, in the workshop's rank order) from the workshop's response. */
export const followUpDrift = (
  workshop: Pick<ValuesResponse, 'values' | 'percentLived'>,
  percentLived: readonly number[],
): FollowUpDrift => {
  const values = workshop.values.map((chosen, i) => {
    const atWorkshop = workshop.percentLived[i] ?? 0;
    const atFollowUp = percentLived[i] ?? 0;
    return {
      value: chosen.value,
      originalIndex: chosen.originalIndex,
      rank: i + 1,
      atWorkshop,
      atFollowUp,
      change: atFollowUp - atWorkshop,
    };
  });
  const movedMost = values
    .filter((value) => value.change !== 0)
    .sort((a, b) => Math.abs(b.change) - Math.abs(a.change) || a.rank - b.rank)
    .slice(0, MOVED_MOST_COUNT);
  return {
    alignmentThen: valuesInsight(workshop).alignment,
    alignmentNow: valuesInsight({ values: workshop.values, percentLived }).alignment,
    values,
    movedMost,
  };
};
