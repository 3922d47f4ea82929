import type { TeamOutputParticipant } from './team-output-query.ts';

/** A value with its description (its definition), as a participant wrote them. */
export interface DescribedValue {
  readonly value: string;
  readonly description: string;
}

/** One participant's row of the team output (spec 2.14), from the ranked values (values[0] is value 1). */
export interface TeamOutputRow {
  /** Driver Value / Being: value 1 and its description. */
  readonly driver: DescribedValue;
  /** Result Value / Possibility: value 10 and its description. */
  readonly result: DescribedValue;
  /** GoTo Values: values 2 to 5. */
  readonly goTo: readonly string[];
  /** Environment for Flow: value 5 and its description. */
  readonly environmentForFlow: DescribedValue;
  /** Accelerator Values: values 6 to 9. */
  readonly accelerators: readonly string[];
  /** Energy for Breakthrough: value 9 and its description. */
  readonly energyForBreakthrough: DescribedValue;
}

/** The rank of the first value of the GoTo and Accelerator lists (for their numbering). */
export const FIRST_GOTO_RANK = 2;
export const FIRST_ACCELERATOR_RANK = 6;

const described = (participant: TeamOutputParticipant, rank: number): DescribedValue => ({
  value: participant.values[rank - 1] ?? '',
  description: participant.descriptions[rank - 1] ?? '',
});

/** The participant's row, or null when they have saved no values yet. */
export const teamOutputRow = (participant: TeamOutputParticipant): TeamOutputRow | null => {
  if (participant.values.length === 0) return null;
  return {
    driver: described(participant, 1),
    result: described(participant, 10),
    goTo: participant.values.slice(FIRST_GOTO_RANK - 1, 5),
    environmentForFlow: described(participant, 5),
    accelerators: participant.values.slice(FIRST_ACCELERATOR_RANK - 1, 9),
    energyForBreakthrough: described(participant, 9),
  };
};
