import type { Actor } from '../../model/actor.ts';
import type { CalendarDate } from '../../model/calendar-date.ts';
import type { MeaningfulWorkData } from '../../model/meaningful-work.ts';
import type { Deps } from '../../ports/deps.ts';
import { meaningfulWorkDefaults } from '../../rules/meaningful-work-defaults.ts';
import { loadMeaningfulWorkTarget } from './response-target.ts';

export interface GetMeaningfulWorkInput {
  /** Another user's sheet; the actor's own when absent. */
  readonly uid?: string;
}

/** What the sheet's header shows. */
export interface MeaningfulWorkEvent {
  readonly eventName: string;
  readonly eventDate: CalendarDate;
}

export interface GetMeaningfulWorkResult {
  /** The saved sheet, or the defaults when nothing is saved yet. */
  readonly data: MeaningfulWorkData;
  /** Built from the pre-work values; the sheet's Reset goes back to these. */
  readonly defaults: MeaningfulWorkData;
  readonly event: MeaningfulWorkEvent | null;
}

/** Reads the Meaningful Work sheet of the actor, or of a user the actor may act on. */
export const getMeaningfulWork = async (
  deps: Pick<Deps, 'store' | 'clock' | 'config'>,
  actor: Actor,
  input: GetMeaningfulWorkInput,
): Promise<GetMeaningfulWorkResult> => {
  const { user, event } = await loadMeaningfulWorkTarget(deps, actor, input.uid);
  const [saved, prework] = await Promise.all([
    deps.store.meaningfulWork.find(user.uid),
    deps.store.responses.find(user.uid, 'prework'),
  ]);
  const defaults = meaningfulWorkDefaults(prework);
  return {
    data: saved ?? defaults,
    defaults,
    event: event === null ? null : { eventName: event.eventName, eventDate: event.eventDate },
  };
};
