import type { ValueNamer } from '../shared/use-value-names.ts';
import type { TeamOutputEvent } from './team-output-query.ts';

/** The team output with every value named for the viewer (by its `originalIndex`), on screen and in the PDF. */
export const teamOutputNamed = (events: readonly TeamOutputEvent[], name: ValueNamer): TeamOutputEvent[] =>
  events.map((event) => ({
    ...event,
    participants: event.participants.map((participant) => ({
      ...participant,
      values: participant.values.map((value, slot) => name(participant.originalIndexes[slot] ?? -1, value)),
    })),
  }));
