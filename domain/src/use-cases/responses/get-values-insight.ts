import type { Actor } from '../../model/actor.ts';
import { isPreworkComplete } from '../../model/user.ts';
import type { Deps } from '../../ports/deps.ts';
import { NO_INSIGHT, type ValuesInsight, valuesInsight } from '../../rules/values-insight.ts';
import { loadLiveTarget, loadResponseTarget } from './response-target.ts';

export interface GetValuesInsightInput {
  /** Another user's; the actor's own when absent. */
  readonly uid?: string;
  /** true: of the pre-work record; false: of the live record. */
  readonly prework: boolean;
}

/** The pre-work step whose completion means the values are rated (step 4, % lived). */
const RATE_STEP = 3;

/**
 * The valued-vs-lived insight of the actor's values, or of a user the actor may act on, with the
 * same access as reading them (getResponse). None until the values are rated: pre-work's rate step
 * done, or for the live record its copy of completed pre-work. Reading never writes: before the live
 * record exists, the completed pre-work it will start from answers.
 */
export const getValuesInsight = async (
  deps: Pick<Deps, 'store' | 'clock' | 'config'>,
  actor: Actor,
  input: GetValuesInsightInput,
): Promise<ValuesInsight> => {
  if (input.prework) {
    const { user } = await loadResponseTarget(deps, actor, input.uid);
    if (user.responseCompleted[RATE_STEP] !== true) return NO_INSIGHT;
    const prework = await deps.store.responses.find(user.uid, 'prework');
    return prework === null ? NO_INSIGHT : valuesInsight(prework);
  }
  const { user } = await loadLiveTarget(deps, actor, input.uid);
  const live = await deps.store.responses.find(user.uid, 'live');
  if (live !== null) return valuesInsight(live);
  if (!isPreworkComplete(user)) return NO_INSIGHT;
  const prework = await deps.store.responses.find(user.uid, 'prework');
  return prework === null ? NO_INSIGHT : valuesInsight(prework);
};
