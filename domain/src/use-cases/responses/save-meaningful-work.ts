import type { Actor } from '../../model/actor.ts';
import { MEANINGFUL_WORK_KEYS, type MeaningfulWorkData } from '../../model/meaningful-work.ts';
import type { Deps } from '../../ports/deps.ts';
import { loadMeaningfulWorkTarget, SAVED_MESSAGE } from './response-target.ts';

export interface SaveMeaningfulWorkInput {
  /** Another user's sheet; the actor's own when absent. */
  readonly uid?: string;
  readonly data: MeaningfulWorkData;
}

export interface SaveMeaningfulWorkResult {
  readonly message: string;
}

/** Saves the whole Meaningful Work sheet (all 16 fields) of the actor or of a user the actor may act on. */
export const saveMeaningfulWork = async (
  deps: Pick<Deps, 'store' | 'clock' | 'config'>,
  actor: Actor,
  input: SaveMeaningfulWorkInput,
): Promise<SaveMeaningfulWorkResult> => {
  const { user } = await loadMeaningfulWorkTarget(deps, actor, input.uid);
  // Only the sheet's own fields are stored, whatever else the caller's object carries.
  const data = Object.fromEntries(
    MEANINGFUL_WORK_KEYS.map((key) => [key, input.data[key]]),
  ) as MeaningfulWorkData;
  await deps.store.meaningfulWork.save(user.uid, data);
  return { message: SAVED_MESSAGE };
};
