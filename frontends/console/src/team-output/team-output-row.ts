import { type TeamOutputField, VALUE_LAYOUT, type ValueLayout } from '@vs/domain';
import type { TeamOutputParticipant } from './team-output-query.ts';

/** A value with its description (its definition), as a participant wrote them. */
export interface DescribedValue {
  readonly value: string;
  readonly description: string;
}

/**
 * One participant's row of the team output (spec 2.14), from the ranked values (values[0] is
 * value 1), each field at the slots the layout gives it (teamOutputSlots). For ten values: the
 * driver is value 1, the result value 10, the GoTo values 2 to 5 with value 5 as the Environment
 * for Flow, the Accelerator values 6 to 9 with value 9 as the Energy for Breakthrough.
 */
export interface TeamOutputRow {
  readonly driver: DescribedValue;
  readonly result: DescribedValue;
  readonly goto: readonly string[];
  readonly environmentForFlow: DescribedValue;
  readonly accelerators: readonly string[];
  readonly energyForBreakthrough: DescribedValue;
}

/** The participant's row, or null when they have saved no values yet. */
export const teamOutputRow = (
  participant: TeamOutputParticipant,
  layout: ValueLayout = VALUE_LAYOUT,
): TeamOutputRow | null => {
  if (participant.values.length === 0) return null;
  const ranked = (field: TeamOutputField): readonly string[] =>
    layout.teamOutputSlots[field].flatMap((slot) => participant.values[slot] ?? []);
  const described = (field: TeamOutputField): DescribedValue => {
    const slot = layout.teamOutputSlots[field][0] ?? -1;
    return { value: participant.values[slot] ?? '', description: participant.descriptions[slot] ?? '' };
  };
  return {
    driver: described('driver'),
    result: described('result'),
    goto: ranked('goto'),
    environmentForFlow: described('environmentForFlow'),
    accelerators: ranked('accelerators'),
    energyForBreakthrough: described('energyForBreakthrough'),
  };
};
