import type { ValueNamer } from '../shared/use-value-names.ts';

interface StoredValues {
  readonly values: readonly string[];
  readonly originalIndexes: readonly number[];
}

/** The team output with every value named for the viewer (by its `originalIndex`), on screen and in the PDF. */
export const teamOutputNamed = <P extends StoredValues, E extends { readonly participants: readonly P[] }>(
  events: readonly E[],
  name: ValueNamer,
): E[] =>
  events.map((event) => ({
    ...event,
    participants: event.participants.map((participant) => ({
      ...participant,
      values: participant.values.map((value, slot) => name(participant.originalIndexes[slot] ?? -1, value)),
    })),
  }));
